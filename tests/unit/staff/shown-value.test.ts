import { describe, expect, it } from "vitest";
import { createI18n, type Translate } from "../../../client/i18n/catalog";
import { messages } from "../../../locales/nl/messages";
import { shownValue } from "../../../worker/staff/content/document-view";

const i18n = createI18n("nl", messages);
const t: Translate = (id, values) => i18n._(id, values);
const shown = (value: unknown) => shownValue(t, "nl", value);

const module = (id: number, title: Record<string, string> | undefined, text?: string) => ({
  id,
  ...(title ? { title } : {}),
  titleSize: "h2",
  position: "contentRow",
  span: 12,
  relations: { type: "text", id: 0 },
  ...(text ? { text: { nl: [{ type: "p", text }], fr: [{ type: "p", text: `${text} (fr)` }] } } : {}),
  isHasSubcategories: false,
});

describe("a conflict's value in words", () => {
  it("shows a list of modules as one line per module, named by its title in the staff member's language or its first text", () => {
    const value = shown([module(7, { nl: "Onze diensten", fr: "Nos services" }), module(8, undefined, "Welkom bij ons kantoor."), module(9, undefined)]);
    expect(value).toBe("\u2022 Onze diensten\n\u2022 Welkom bij ons kantoor.\n\u2022 Onderdeel 3");
    for (const code of ["contentRow", "relations", "{", "7", "id"]) expect(value).not.toContain(code);
  });

  it("shows a rich text as the text staff type, and a text per language as one line per language named in words", () => {
    expect(
      shown([
        { type: "h2", text: "Wie wij zijn" },
        { type: "p", text: "Een team." },
      ]),
    ).toBe("## Wie wij zijn\n\nEen team.");
    expect(
      shown({
        nl: [
          { type: "p", text: "Hallo" },
          { type: "p", text: "daar" },
        ],
        fr: "Bonjour",
      }),
    ).toBe("Nederlands: Hallo daar\nFrans: Bonjour");
    expect(shown({ nl: { text: "Over ons", public: true } })).toBe("Nederlands: Over ons");
  });

  it("says yes or no for a choice of two, and a dash for nothing", () => {
    expect(shown(true)).toBe("ja");
    expect(shown(false)).toBe("nee");
    expect(shown(undefined)).toBe("\u2014");
    expect(shown([true, false])).toBe("\u2022 ja\n\u2022 nee");
  });

  it("names a team member, a page and an image by their words, never their codes", () => {
    expect(shown([{ id: 3, firstName: "An", lastName: "Peeters", role: { nl: "Makelaar" } }])).toBe("\u2022 An Peeters");
    expect(shown({ id: 4, name: "home", params: { title: { nl: { text: "Thuis", public: true } } } })).toBe("Thuis");
    expect(shown({ src: "/media/a.jpg", alt: { nl: "De gevel", fr: "La façade" } })).toBe("De gevel");
  });
});
