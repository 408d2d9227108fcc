import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { get } from "./worker";

describe.each(LANGUAGES)("the cookie dialog in %s", (lang) => {
  it("favours no answer: its buttons look alike and the focus goes to its heading, not to accept all", async () => {
    const html = await (await get(fixedPath("home", lang))).text();
    const dialog = /<dialog class="consent"[\s\S]*?<\/dialog>/.exec(html)![0];
    const buttons = [...dialog.matchAll(/<button ([^>]*)>/g)].map((match) => match[1]!);
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toMatch(/class="button"/);
      expect(button).not.toContain("autofocus");
    }
    expect(dialog).toMatch(/<h2 id="consent-title" tabindex="-1" autofocus="">/i);
  });
});
