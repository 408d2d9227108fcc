import { useT } from "../../client/i18n/catalog";
import type { Crumb } from "../seo/breadcrumbs";

/** The breadcrumb a page shows; the last crumb is the page itself. The route builds the crumbs (worker/seo/breadcrumbs.ts). */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumb container" aria-label={t("common.breadcrumb")}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
