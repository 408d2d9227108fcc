import { formatDay } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import type { CalendarEntry } from "../../types";
import { usePage } from "../../../pages/context";
import { ScrollRegion } from "../../../pages/ScrollRegion";

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** A provider's wall time ("2026-11-20T14:30:00", the agency's clock) as "20/11/2026 14:30"; any other text as it is. */
function useMoment(): (date: string) => string {
  const { lang } = usePage();
  return (date) => {
    const match = WALL_TIME.exec(date);
    if (!match) return date;
    const day = formatDay(match[1]!, lang, "numeric");
    // Every catalogue language writes the time on a 24-hour clock as hh:mm.
    return match[2] && match[2] !== "00:00" ? `${day} ${match[2]}` : day;
  };
}

/** The agency's calendar history of the property (SPEC 3: date, type, contact, subject, comment, status), newest first. */
export function CalendarTable({ entries }: { entries: readonly CalendarEntry[] }) {
  const t = useT();
  const moment = useMoment();
  if (entries.length === 0) return <p>{t("portal.calendar.empty")}</p>;
  return (
    <ScrollRegion labelledBy="portal-calendar-caption">
      <table className="portal-table portal-calendar">
        <caption id="portal-calendar-caption">{t("portal.calendar.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("portal.calendar.date")}</th>
            <th scope="col">{t("portal.calendar.type")}</th>
            <th scope="col">{t("portal.calendar.contact")}</th>
            <th scope="col">{t("portal.calendar.subject")}</th>
            <th scope="col">{t("portal.calendar.comment")}</th>
            <th scope="col">{t("portal.calendar.status")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.date}-${index}`}>
              <th scope="row" className="portal-nowrap">
                {moment(entry.date)}
              </th>
              <td>{t(`portal.calendar.type.${entry.type}`)}</td>
              <td>{entry.contact}</td>
              <td>{entry.subject}</td>
              <td>{entry.comment}</td>
              <td>{t(`portal.calendar.status.${entry.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
