import type { Translate } from "../../../client/i18n/catalog";
import { isLang } from "../../../client/i18n/languages";
import { pathKeys } from "./form-read";

/** The id of a field's input (or fieldset): its path, which is also its name. */
export const fieldId = (path: string): string => `f-${path || "document"}`;

/** A field's label, by its key in the content schema (worker/content/schema.ts). */
export const fieldLabel = (t: Translate, key: string): string => t(`staff.content.field.${key}`);

/** Choices shown as they are: a file type means the same in every language. */
const RAW_CHOICES = new Set(["mimetype"]);

/**
 * The words for one value of a choice field (`key`): a language by its name, a status as a status,
 * a code such as "card-view" by what it does; an empty value is "none".
 */
export function choiceLabel(t: Translate, key: string, option: string | number): string {
  const value = String(option);
  if (value === "") return t("staff.content.none");
  if (RAW_CHOICES.has(key)) return value;
  if (isLang(value)) return t(`staff.content.lang.${value}`);
  if (key === "status") return t(`staff.content.status.${value}`);
  return t(`staff.content.choice.${value}`);
}

/** Where a field is, in words: "Footer › Columns 2 › Title › French". */
export function pathLabel(t: Translate, path: string): string {
  const words: string[] = [];
  for (const key of pathKeys(path)) {
    if (typeof key === "number") words[words.length - 1] = `${words.at(-1) ?? ""} ${key + 1}`;
    else words.push(isLang(key) ? t(`staff.content.lang.${key}`) : fieldLabel(t, key));
  }
  return words.join(" \u203a ");
}
