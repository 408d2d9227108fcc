import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { Lang } from "./languages";

/** A fresh instance per request (server) or per page (browser): never a shared "current" locale. */
export function createI18n(lang: Lang, messages: Messages): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Translation function of the surrounding I18nProvider; ids are the catalogue's explicit message ids. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}
