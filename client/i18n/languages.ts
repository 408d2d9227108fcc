/** The languages the product knows. Which of them a deployment serves comes from the site configuration. */
export const LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: string | undefined): value is Lang {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale used for number and date formatting in each language (the agency is Belgian). */
export const INTL_LOCALE: Record<Lang, string> = { nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-BE" };

/**
 * Picks the best enabled language from an Accept-Language header: highest q first, a region tag
 * (fr-LU) counts for its base language, and anything unknown falls back to the default.
 */
export function negotiateLanguage(header: string | null | undefined, enabled: readonly Lang[], fallback: Lang): Lang {
  if (!header) return fallback;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const found = enabled.find((lang) => lang === entry.base);
    if (found) return found;
  }
  return fallback;
}

/** Each language's name in itself (an endonym reads the same in every catalogue, so it is data, not a message). */
export const LANGUAGE_NAMES: Record<Lang, string> = { nl: "Nederlands", fr: "Français", en: "English", de: "Deutsch" };
