import { useLingui } from "@lingui/react";
import { isLang } from "../../../client/i18n/languages";
import { formatWhen, isoOf } from "../format";

/** A stored moment as a <time> in the staff member's language and the agency's time zone. */
export function When({ at }: { at: number | string | null | undefined }) {
  const { i18n } = useLingui();
  if (at === null || at === undefined || at === "") return null;
  const lang = isLang(i18n.locale) ? i18n.locale : "en";
  return <time dateTime={isoOf(at)}>{formatWhen(at, lang)}</time>;
}
