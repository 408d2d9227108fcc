import { formatWhen, isoOf } from "../format";
import { useStaffLang } from "./staff-lang";

/** A stored moment as a <time> in the staff member's language and the agency's time zone; `style` "dateTime" writes the month out. */
export function When({ at, style }: { at: number | string | null | undefined; style?: "shortDateTime" | "dateTime" }) {
  const lang = useStaffLang();
  if (at === null || at === undefined || at === "") return null;
  return <time dateTime={isoOf(at)}>{formatWhen(at, lang, style)}</time>;
}
