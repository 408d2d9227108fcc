import type { I18n, Messages } from "@lingui/core";
import { messages as de } from "../locales/de/messages";
import { messages as en } from "../locales/en/messages";
import { messages as fr } from "../locales/fr/messages";
import { messages as nl } from "../locales/nl/messages";
import { createI18n } from "../client/i18n/catalog";
import type { Lang } from "../client/i18n/languages";

const catalogues: Record<Lang, Messages> = { nl, fr, en, de };

/** A fresh i18n instance for one request (an isolate serves many languages at once). */
export function i18nFor(lang: Lang): I18n {
  return createI18n(lang, catalogues[lang]);
}
