import { formatCount } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import type { ViewFigures } from "./model";

const FIGURES = [
  ["today", "portal.views.today"],
  ["week", "portal.views.week"],
  ["month", "portal.views.month"],
  ["total", "portal.views.total"],
] as const;

/** Views today, this week, this month and in total (SPEC 3 "Owner statistics"), as a description list. */
export function ViewFigureList({ views, large = false }: { views: ViewFigures; large?: boolean }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <dl className={large ? "portal-figures portal-figures-large" : "portal-figures"}>
      {FIGURES.map(([key, label]) => (
        <div key={key}>
          <dt>{t(label)}</dt>
          <dd>{formatCount(views[key], lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
