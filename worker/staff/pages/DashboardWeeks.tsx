import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { WeekRow } from "../dashboard";
import { formatCount, formatWeek } from "../dashboard-format";
import { useStaffLang } from "./staff-lang";
import type { AgencyWeek } from "../dashboard-weeks";
import { ScrollRegion } from "../../pages/ScrollRegion";

/** The bar's full width (SVG user units): the largest count of the table fills it. */
const BAR_WIDTH = 48;
const BAR_HEIGHT = 6;

/** A count as a small bar under it: drawn, not styled (the staff pages allow no inline style), hidden from assistive technology. */
function Bar({ value, max }: { value: number; max: number }) {
  if (max <= 0 || value <= 0) return null;
  return (
    <svg className="bar" width={BAR_WIDTH} height={BAR_HEIGHT} viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`} aria-hidden="true" focusable="false">
      <rect width={Math.max(1, Math.round((value / max) * BAR_WIDTH))} height={BAR_HEIGHT} rx="1" />
    </svg>
  );
}

export interface WeekTableProps<Key> {
  /** The table's id, unique in the page (its caption's is derived from it). */
  id: string;
  caption: string;
  /** The first column's head (catalogue id). */
  head: string;
  weeks: readonly AgencyWeek[];
  rows: readonly WeekRow<Key>[];
  /** A row's heading, in words. */
  name: (key: Key) => string;
  /** Where a count of this row and week leads (the list behind it); undefined: a number without a link. */
  href: (key: Key | undefined, week: AgencyWeek | undefined) => string | undefined;
  /** A closing row: the totals of every week, when the table has them. */
  totals?: { name: string; counts: readonly number[] } | undefined;
}

/** A table of counts per week (oldest left), each linked to the list it counts, with a total per row. */
export function WeekTable<Key>({ id, caption, head, weeks, rows, name, href, totals }: WeekTableProps<Key>) {
  const lang = useStaffLang();
  const { i18n } = useLingui();
  const max = Math.max(0, ...rows.flatMap((row) => row.counts));
  const cell = (value: number, to: string | undefined, bar: ReactNode) => (
    <>
      {to && value > 0 ? <a href={to}>{formatCount(value, lang)}</a> : formatCount(value, lang)}
      {bar}
    </>
  );
  const everything = weeks.length > 0 ? { start: weeks[0]!.start, end: weeks.at(-1)!.end } : undefined;
  const allWeeks = everything ? { ...everything, from: 0, to: 0 } : undefined;
  return (
    <ScrollRegion labelledBy={`${id}-caption`}>
      <table className="weeks" id={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(head)}</th>
            {weeks.map((week) => (
              <th scope="col" key={week.start}>
                {formatWeek(week.start, week.end, lang)}
              </th>
            ))}
            <th scope="col">{i18n._("staff.dashboard.total")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.key)}>
              <th scope="row">{name(row.key)}</th>
              {row.counts.map((count, index) => (
                <td className="num" key={weeks[index]?.start ?? index}>
                  {cell(count, href(row.key, weeks[index]), <Bar value={count} max={max} />)}
                </td>
              ))}
              <td className="num">{cell(row.total, href(row.key, allWeeks), null)}</td>
            </tr>
          ))}
          {totals && (
            <tr className="totals">
              <th scope="row">{totals.name}</th>
              {totals.counts.map((count, index) => (
                <td className="num" key={weeks[index]?.start ?? index}>
                  {cell(count, href(undefined, weeks[index]), null)}
                </td>
              ))}
              <td className="num">
                {cell(
                  totals.counts.reduce((sum, n) => sum + n, 0),
                  href(undefined, allWeeks),
                  null,
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
