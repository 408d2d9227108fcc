import AreaDraw from "../../islands/AreaDraw";
import ZonePicker from "../../islands/ZonePicker";
import { mapStyleHref } from "../../domain/map-style";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/catalog";
import { Island } from "../Island";
import type { ZoneGroup } from "./zone-types";

export interface ZoneFieldsProps {
  /** The form's id prefix (fields `{idPrefix}-zones` and `{idPrefix}-area`). */
  idPrefix: string;
  lang: Lang;
  /** The feed's municipalities by region (worker/feed/zone-options.ts zoneOptionsOf). */
  options: ZoneGroup[];
  /** The `zones` field as posted: zone keys and municipality names separated by commas. */
  zones: string;
  /** The `area` field as posted: a drawn area's `?area=` text, or "". */
  area: string;
  /** Catalogue ids of the errors; `zones` is shown under the municipality field. */
  errors: { zones?: string | undefined };
}

/**
 * Where a search alert looks, two ways that combine: municipalities and postcodes (a plain text
 * field without script, the ZonePicker combobox with it) and an area drawn on a map (the AreaDraw
 * island; the hidden `area` field keeps a drawn area through a refused post either way).
 * The map's style is ours (mapStyleHref): a form field has no page context to read a configured one from.
 */
export function ZoneFields({ idPrefix, lang, options, zones, area, errors }: ZoneFieldsProps) {
  const t = useT();
  return (
    <fieldset className="zone-fields">
      <legend>{t("zones.legend")}</legend>
      <Island name="ZonePicker" component={ZonePicker} props={{ idPrefix, options, zones, error: errors.zones }} />
      <Island name="AreaDraw" component={AreaDraw} props={{ mode: "form" as const, idPrefix, area, styleUrl: null, baseStyleUrl: mapStyleHref(lang) }} />
    </fieldset>
  );
}
