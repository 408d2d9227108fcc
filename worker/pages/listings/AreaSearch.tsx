import AreaDraw from "../../../client/islands/AreaDraw";
import { Island } from "../../../client/components/Island";
import { mapStyleHref } from "../../../client/domain/map-style";
import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import type { Lang } from "../../../client/i18n/languages";
import type { ListQuery } from "../../feed/query";
import { usePage } from "../context";

/**
 * The demand-register address that saves a list's search as an alert: the goal (0 for sale, 1 for
 * rent), the drawn area and the list's other filters, which the alert form starts from.
 */
export function alertHref(lang: Lang, query: ListQuery): string {
  const params = new URLSearchParams({ goal: String(query.goal) });
  if (query.area) params.set("area", query.area);
  if (query.types?.length) params.set("type", query.types.join(","));
  if (query.cities?.length) params.set("city", query.cities.join(","));
  if (query.priceMin !== undefined) params.set("priceMin", String(query.priceMin));
  if (query.priceMax !== undefined) params.set("priceMax", String(query.priceMax));
  if (query.bedroomsMin !== undefined) params.set("bedrooms", String(query.bedroomsMin));
  return `${fixedPath("demandRegister", lang)}?${params.toString().replace(/%2C/gi, ",")}`;
}

/** "Mail me new properties in this area": the list's drawn search, saved as an alert in one click. */
export function AlertLink({ query }: { query: ListQuery }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <p className="area-alert">
      <a className="button" href={alertHref(lang, query)}>
        {t("area.mailMe")}
      </a>
    </p>
  );
}

/**
 * The map view's "Draw an area" control (the AreaDraw island): a finished area opens this list with
 * it (`listUrl` is the list in the map view without an area), drawn over the markers the list has
 * without one (`markersUrl`).
 */
export function ListAreaDraw({ area, listUrl, markersUrl }: { area: string; listUrl: string; markersUrl: string | undefined }) {
  const { mapStyleUrl: styleUrl, lang } = usePage();
  return (
    <Island name="AreaDraw" component={AreaDraw} props={{ mode: "list" as const, area, styleUrl, baseStyleUrl: mapStyleHref(lang), listUrl, markersUrl }} />
  );
}
