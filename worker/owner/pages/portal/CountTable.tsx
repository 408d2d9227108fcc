import type { ReactNode } from "react";
import { formatCount } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";

export interface CountRow {
  key: string;
  /** The row's header: a day, a source. */
  label: ReactNode;
  count: number;
}

/** A table of view counts: a caption, a column of row headers (`labelHead`) and one of numbers. */
export function CountTable({ caption, labelHead, rows, className }: { caption: string; labelHead: string; rows: readonly CountRow[]; className?: string }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <table className={className ? `portal-table ${className}` : "portal-table"}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHead}</th>
          <th scope="col" className="numeric">
            {t("portal.chart.table.views")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="numeric">{formatCount(row.count, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
