import { I18n, type MessageDescriptor, type MessageOptions, type Messages } from "@lingui/core";
import { messages as de } from "../locales/de/messages";
import { messages as en } from "../locales/en/messages";
import { messages as fr } from "../locales/fr/messages";
import { messages as nl } from "../locales/nl/messages";
import type { Lang } from "../client/i18n/languages";

const catalogues: Record<Lang, Messages> = { nl, fr, en, de };

/** Translated texts one language keeps, beyond which its memory starts again (a bound, not a working set). */
export const TRANSLATIONS_KEPT = 5_000;

/**
 * Isolate-lifetime memory of translated texts, per language: the catalogues are compiled into the
 * bundle, so a message id with the same values always gives the same text, and a page's hundred
 * texts (labels, counts, plurals) need not be formatted again on every request. Only messages without
 * values or with numbers alone are kept; anything else is formatted each time.
 */
const memories: Record<Lang, Map<string, string>> = { nl: new Map(), fr: new Map(), en: new Map(), de: new Map() };

/**
 * The memory's key of a message and its values; undefined when a value is not a number. Texts
 * (a visitor's address on a form page, an owner's name) are formatted each time: they rarely come
 * back, and what a visitor typed is not kept beyond their request.
 */
function keyOf(id: string, values: Record<string, unknown> | undefined): string | undefined {
  if (!values) return id;
  let key = id;
  for (const name in values) {
    const value = values[name];
    if (typeof value !== "number") return undefined;
    // Message ids and placeholder names never hold these separators.
    key += `\u0000${name}\u0001${value}`;
  }
  return key;
}

/** Lingui's I18n, with the language's memory of translated texts in front of its formatting. */
class ServerI18n extends I18n {
  private readonly memory: Map<string, string>;

  constructor(lang: Lang) {
    super({ locale: lang, messages: { [lang]: catalogues[lang] } });
    this.memory = memories[lang];
  }

  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Record<string, unknown>, options?: MessageOptions): string;
  override _(id: string | MessageDescriptor, values?: Record<string, unknown>, options?: MessageOptions): string {
    if (typeof id !== "string") return super._(id);
    const key = options ? undefined : keyOf(id, values);
    if (key === undefined) return super._(id, values, options);
    let text = this.memory.get(key);
    if (text === undefined) {
      text = super._(id, values);
      if (this.memory.size >= TRANSLATIONS_KEPT) this.memory.clear();
      this.memory.set(key, text);
    }
    return text;
  }
}

/** A fresh i18n instance for one request (an isolate serves many languages at once); its language's texts are remembered per isolate. */
export function i18nFor(lang: Lang): I18n {
  return new ServerI18n(lang);
}
