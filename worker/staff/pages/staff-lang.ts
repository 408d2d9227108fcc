import { useLingui } from "@lingui/react";
import { isLang, type Lang } from "../../../client/i18n/languages";

/** The staff member's language, for numbers and dates (the staff area renders in one of the four). */
export function useStaffLang(): Lang {
  const { i18n } = useLingui();
  return isLang(i18n.locale) ? i18n.locale : "en";
}
