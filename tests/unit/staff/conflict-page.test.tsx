import { renderToString } from "react-dom/server";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../client/i18n/catalog";
import { messages } from "../../../locales/en/messages";
import { builtDocument } from "../../../worker/content/working-copy";
import { mergeConflict } from "../../../worker/staff/routes/content-conflict";
import { ConflictChoices } from "../../../worker/staff/pages/ContentReady";
import type { ContentRepositories } from "../../../worker/services/repositories";

const i18n = createI18n("en", messages);
const FOOTER = { kind: "site", id: "footer" } as const;
const COLLEAGUE = "bo@agency.example";
/** Never read: every revision here is the build's (revision 0), and a merge with fields to choose saves nothing. */
const db = {} as ContentRepositories;

/** The footer with `count` new fields, each set to `value` plus its number. */
function withFields(count: number, value: string): Record<string, unknown> {
  const body = { ...(builtDocument(FOOTER)?.body as Record<string, unknown>) };
  for (let index = 0; index < count; index += 1) body[`extra${index}`] = `${value} ${index}`;
  return body;
}

describe("a conflict with more fields than the page lists", () => {
  it("lists 60, keeps every other as the colleague saved it, and says how many", async () => {
    const theirs = { ...FOOTER, body: withFields(65, "theirs"), revision: 3, modifiedAt: "2026-11-28T09:00:00Z", modifiedBy: COLLEAGUE };
    const outcome = await mergeConflict(db, { ref: FOOTER, base: 0, theirs, yours: withFields(65, "mine"), author: "an@agency.example", now: new Date() });
    if (outcome.outcome !== "choose") throw new Error("expected fields to choose");
    expect(outcome.conflict.changes).toHaveLength(60);
    expect(outcome.conflict.kept).toBe(5);
    const value = outcome.value as Record<string, unknown>;
    expect(value.extra0).toBe("mine 0");
    expect(value.extra59).toBe("mine 59");
    expect([60, 61, 62, 63, 64].map((index) => value[`extra${index}`])).toEqual(["theirs 60", "theirs 61", "theirs 62", "theirs 63", "theirs 64"]);

    const page = renderToString(
      <I18nProvider i18n={i18n}>
        <ConflictChoices by={COLLEAGUE} at={null} changes={outcome.conflict.changes} merged kept={outcome.conflict.kept ?? 0} />
      </I18nProvider>,
    );
    expect(page).toContain(`And 5 more fields that differ between you: they stay as ${COLLEAGUE} saved them.`);
  });

  it("shows both sides of a whole list in words, without codes", () => {
    const modules = (title: string) => [
      { id: 4, title: { en: title, nl: `${title} (nl)` }, position: "contentRow", relations: { type: "text", id: 0 }, inMenu: true },
    ];
    const page = renderToString(
      <I18nProvider i18n={i18n}>
        <ConflictChoices
          by={COLLEAGUE}
          at={null}
          changes={[{ path: "params.modules", theirs: modules("Our services"), yours: modules("What we do") }]}
          merged
        />
      </I18nProvider>,
    );
    expect(page).toContain("<pre>\u2022 Our services</pre>");
    expect(page).toContain("<pre>\u2022 What we do</pre>");
    expect(page).not.toMatch(/contentRow|relations|\{/);
  });
});
