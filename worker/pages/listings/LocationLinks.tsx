import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";

/**
 * The location section of a property or project whose address is public (geo is only set then):
 * an optional map, then links to the map and to street view (SPEC 2: a detail page has its map and
 * street view). A hidden address with a known `approximate` area shows its map and says the circle is
 * the area, with no link to a spot.
 */
export function LocationLinks({
  geo,
  approximate = false,
  children,
}: {
  geo: { lat: number; lng: number } | null;
  approximate?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  if (!geo && approximate) {
    return (
      <section aria-labelledby="location-title">
        <h2 id="location-title">{t("detail.location")}</h2>
        {children}
        <p className="listing-map-approximate">{t("map.approximate")}</p>
      </section>
    );
  }
  if (!geo) return null;
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title">{t("detail.location")}</h2>
      {children}
      <ul>
        <li>
          <a href={`https://www.openstreetmap.org/?mlat=${geo.lat}&mlon=${geo.lng}#map=17/${geo.lat}/${geo.lng}`} target="_blank" rel="noopener noreferrer">
            {t("detail.openMap")}
          </a>
        </li>
        <li>
          <a href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${geo.lat},${geo.lng}`} target="_blank" rel="noopener noreferrer">
            {t("detail.streetView")}
          </a>
        </li>
      </ul>
    </section>
  );
}
