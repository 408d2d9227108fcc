import { describe, expect, it } from "vitest";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { get } from "./worker";

const barOf = (html: string) => /<nav class="contact-bar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
/** Each link of the bar as [href, visible label]. */
const linksOf = (bar: string) =>
  [...bar.matchAll(/<a class="contact-bar-action" href="([^"]+)">[\s\S]*?<span>([^<]+)<\/span><\/a>/g)].map((match) => [match[1], match[2]]);

/** The page at `path`, after the redirect from a made-up slug to the property's own address. */
async function pageOf(path: string): Promise<string> {
  const response = await get(path);
  const location = response.headers.get("Location");
  return (await (location ? get(location) : response)).text();
}

describe("the phone's contact bar", () => {
  it("on a property page calls and mails the agency and leads to the page's question and visit forms, in each language", async () => {
    const expected = {
      nl: ["Contact opnemen", "Bellen", "Mailen", "Vraag stellen", "Bezoek plannen"],
      fr: ["Nous contacter", "Appeler", "E-mail", "Poser une question", "Réserver une visite"],
      en: ["Contact us", "Call", "Email", "Ask a question", "Book a visit"],
      de: ["Kontakt aufnehmen", "Anrufen", "E-Mail", "Frage stellen", "Besichtigung buchen"],
    } as const;
    for (const [lang, [name, call, mail, ask, visit]] of Object.entries(expected)) {
      const html = await pageOf(`${fixedPath("forSale", lang as keyof typeof expected)}x/y/5011/`);
      const bar = barOf(html);
      expect(bar).toContain(`aria-label="${name}"`);
      expect(linksOf(bar)).toEqual([
        ["tel:+3291234567", call],
        ["mailto:info@vitrine-vastgoed.be", mail],
        ["#contact", ask],
        ["#visit", visit],
      ]);
      // The anchors it points to are on the page.
      expect(html).toContain('id="contact"');
      expect(html).toContain('id="visit"');
    }
  });

  it("on a project page calls, mails and asks about the project", async () => {
    const html = await (await get("/en/project/residentie-leiezicht/801/")).text();
    expect(linksOf(barOf(html))).toEqual([
      ["tel:+3291234567", "Call"],
      ["mailto:info@vitrine-vastgoed.be", "Email"],
      ["#contact", "Ask about the project"],
    ]);
    expect(html).toContain('id="contact"');
  });

  it("is on no other page", async () => {
    for (const path of [fixedPath("home", "nl"), fixedPath("forSale", "nl"), pathFor(CODE_SLUGS, "contact", "nl")])
      expect(barOf(await (await get(path)).text())).toBe("");
  });
});
