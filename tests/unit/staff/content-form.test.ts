import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { documentSchema, documentsOf, SITE_SECTIONS } from "../../../worker/content/documents";
import { PageSchema, SiteConfigSchema } from "../../../worker/content/schema";
import type { Translate } from "../../../client/i18n/catalog";
import { formOf, type Field } from "../../../worker/staff/content/fields";
import { choiceLabel } from "../../../worker/staff/content/labels";
import { applyListChange, fieldAt, listChangeOf, readDocument } from "../../../worker/staff/content/form-read";
import { locate } from "../../../worker/staff/content/locate";
import { untranslated } from "../../../worker/content/publish-check";

const ROOT = join(import.meta.dirname, "../../..");

/** Every key a content form names a field by. */
function keysOf(field: Field, keys = new Set<string>()): Set<string> {
  const shape = field.shape;
  if (shape.form === "group")
    for (const [key, entry] of shape.entries) {
      keys.add(key);
      keysOf(entry, keys);
    }
  if (shape.form === "languages" || shape.form === "list") keysOf(shape.item, keys);
  if (shape.form === "either") keysOf(shape.object, keys);
  return keys;
}

describe("content forms read from the schema", () => {
  it("gives each kind of field its input", () => {
    const header = formOf(SiteConfigSchema.entries.header);
    expect(fieldAt(header, "appBar.bgColor")?.shape).toMatchObject({ form: "text", input: "text" });
    expect(fieldAt(header, "menu.position")?.shape).toEqual({ form: "choice", options: ["left", "center", "right"] });
    expect(fieldAt(header, "headerLinks.left")?.shape.form).toBe("list");
    expect(fieldAt(header, "headerLinks.left[0].link")?.shape.form).toBe("link");
    expect(fieldAt(header, "headerLinks.left[0].label")?.shape.form).toBe("languages");
    expect(fieldAt(header, "headerLinks.left[0].icon")).toMatchObject({ optional: true, shape: { form: "choice" } });
    const page = formOf(PageSchema);
    expect(fieldAt(page, "id")?.shape.form).toBe("fixed");
    expect(fieldAt(page, "route")?.shape.form).toBe("fixed");
    expect(fieldAt(page, "params.modules[0].relations.id")?.shape.form).toBe("number");
    expect(fieldAt(page, "parentId")).toMatchObject({ nullable: true, shape: { form: "parent" } });
    expect(fieldAt(formOf(documentSchema({ kind: "article", id: "1" })!), "body.nl")?.shape.form).toBe("blocks");
    expect(fieldAt(formOf(documentSchema({ kind: "team", id: "1" })!), "languages")?.shape).toEqual({ form: "choices", options: [...LANGUAGES] });
  });

  it("has a label in every catalogue for every field of every document", () => {
    const keys = new Set<string>();
    for (const document of documentsOf(seedContent)) keysOf(formOf(documentSchema(document)!), keys);
    for (const section of SITE_SECTIONS) keys.add(section);
    for (const lang of LANGUAGES) {
      const catalogue = readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8");
      const missing = [...keys].filter((key) => !new RegExp(`^msgid "staff\\.content\\.field\\.${key}"\\nmsgstr "[^"]+"`, "m").test(catalogue));
      expect(missing, lang).toEqual([]);
    }
  });

  it("says every value of every choice in words, in every catalogue", () => {
    const codes = new Set<string>();
    const collect = (field: Field, key: string) => {
      const shape = field.shape;
      if (shape.form === "choice") for (const option of shape.options) codes.add(`${key}=${String(option)}`);
      if (shape.form === "group") for (const [entryKey, entry] of shape.entries) collect(entry, entryKey);
      if (shape.form === "languages" || shape.form === "list") collect(shape.item, key);
      if (shape.form === "tuple") for (const item of shape.items) collect(item, key);
      if (shape.form === "either") collect(shape.object, key);
    };
    for (const document of documentsOf(seedContent)) collect(formOf(documentSchema(document)!), "");
    expect(codes).toContain("view=card-view");
    for (const lang of LANGUAGES) {
      const catalogue = new Map(
        [...readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8").matchAll(/^msgid "([^"]+)"\nmsgstr "([^"]*)"/gm)].map((match) => [
          match[1]!,
          match[2]!,
        ]),
      );
      const t: Translate = (id) => catalogue.get(id) || `MISSING ${id}`;
      const unsaid = [...codes].map((code) => code.split("=") as [string, string]).filter(([key, option]) => choiceLabel(t, key, option).startsWith("MISSING"));
      expect(unsaid, lang).toEqual([]);
    }
  });

  it("reads a posted form back into a document: optional fields left blank are absent, numbers stay as typed when they are not numbers", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      isPublished: "yes",
      delay: "12a",
      "title.nl": " Hallo ",
      "title.fr": "",
      "title.en": "Hi",
      "title.de": "Hallo",
      "link.route": "",
      "link.href": "",
      "media.url": "",
      "description.nl": "x",
      "description.fr": "x",
      "description.en": "x",
      "description.de": "x",
    }))
      form.append(name, value);
    expect(readDocument(formOf(SiteConfigSchema.entries.popup), form)).toEqual({
      isPublished: "yes",
      delay: "12a",
      title: { nl: "Hallo", fr: "", en: "Hi", de: "Hallo" },
      description: { nl: "x", fr: "x", en: "x", de: "x" },
    });
  });

  it("adds, moves and removes list items only for lists the form has", () => {
    const banner = formOf(SiteConfigSchema.entries.banner);
    expect(listChangeOf(banner, "add:title")).toBeUndefined();
    expect(listChangeOf(banner, "drop:gallery.images[0]")).toBeUndefined();
    const body = structuredClone(seedContent.site.banner);
    expect(applyListChange(banner, body, listChangeOf(banner, "down:gallery.images[0]")!)).toBe("gallery.images[1]");
    expect(body.gallery.images.map((image) => image.url)).toEqual([1, 0, 2].map((index) => seedContent.site.banner.gallery.images[index]!.url));
    expect(applyListChange(banner, body, listChangeOf(banner, "add:gallery.images")!)).toBe("gallery.images[3]");
    expect(body.gallery.images[3]).toEqual({ url: "", width: 1, height: 1, alt: { nl: "", fr: "", en: "", de: "" } });
  });

  it("finds the document and field of a whole-site problem", () => {
    const documents = documentsOf(seedContent);
    expect(locate("site.propertySearch.title.fr", documents)).toEqual({ ref: { kind: "site", id: "propertySearch" }, field: "title.fr" });
    expect(locate("pages[2].params.modules[0].relations.id", documents)).toEqual({
      ref: { kind: "page", id: String(seedContent.pages[2]!.id) },
      field: "params.modules[0].relations.id",
    });
    expect(locate("", documents)).toBeUndefined();
  });

  it("counts the texts still to translate in the languages the site shows", () => {
    const popup = { ...seedContent.site.popup, title: { ...seedContent.site.popup.title, fr: "", de: "" } };
    expect(untranslated(popup, ["nl", "fr", "en"]).map(({ at }) => at)).toEqual(["title.fr"]);
    expect(untranslated(seedContent, LANGUAGES)).toEqual([]);
  });
});
