import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frenchTypography, NARROW_NBSP, NBSP } from "../../../worker/dev/i18n/french-typography";

const ROOT = join(import.meta.dirname, "../../..");
const show = (text: string) => text.replaceAll(NARROW_NBSP, "⍽").replaceAll(NBSP, "°");

describe("French typography", () => {
  it("puts a narrow no-break space before ? ! ; and a no-break space before : and inside « », in prose only", () => {
    expect(show(frenchTypography("Intéressé ? Posez-nous ; merci !"))).toBe("Intéressé⍽? Posez-nous⍽; merci⍽!");
    expect(show(frenchTypography("Visite: {title}"))).toBe("Visite°: {title}");
    expect(show(frenchTypography("{agency} : confirmez"))).toBe("{agency}°: confirmez");
    expect(show(frenchTypography("« {name} »"))).toBe("«°{name}°»");
    expect(show(frenchTypography("{count, plural, one {# bien ici : zoomer} other {# biens ici : zoomer}}"))).toBe(
      "{count, plural, one {# bien ici°: zoomer} other {# biens ici°: zoomer}}",
    );
  });

  it("leaves URLs, times, entities, ICU syntax, placeholders and code-like text alone", () => {
    for (const text of [
      "https://www.vitrine-immobilier.be/fr/a-vendre/?city=Gand",
      "de 16:00 à 19:00",
      "Tom &amp; Jerry",
      "{count, plural, =0 {Filtrer} other {Filtrer (# actif)}}",
      "[texte](page:contact)",
      "Adresse externe (https:, mailto:, tel:)",
      "{email}",
    ])
      expect(show(frenchTypography(text)), text).toBe(show(text));
  });

  it("holds in every message of the French catalogue", () => {
    const catalogue = readFileSync(join(ROOT, "locales/fr/messages.po"), "utf8");
    const wrong = [...catalogue.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)]
      .filter(([, , text]) => frenchTypography(text!) !== text)
      .map(([, id, text]) => `${id}: ${show(text!)} → ${show(frenchTypography(text!))}`);
    expect(wrong).toEqual([]);
  });
});
