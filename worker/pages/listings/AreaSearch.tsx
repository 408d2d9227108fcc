import AreaDraw from "../../../client/islands/AreaDraw";
import { Island } from "../../../client/components/Island";
import { mapStyleHref } from "../../../client/domain/map-style";
import { usePage } from "../context";

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
