import { zoneEntries } from "../../forms/alert-form";
import type { Region } from "../../domain/region";

/** One municipality/postcode a search alert can ask for (worker/feed/zone-options.ts builds them from the feed's cities). */
export interface ZoneOption {
  /** zoneKeyOf(zip, countryId): "9000", or "L-1611" in Luxembourg; what the form's `zones` field carries. */
  key: string;
  /** "9000 Gent", "L-1611 Luxembourg". */
  label: string;
  /**
   * The other names its municipality is known by (every language's, exonyms, former municipalities):
   * a German visitor finds "1000 Brüssel" by typing "Bruxelles" or "Brussel", as in the header search.
   */
  names?: string[];
  /** Listings there now (for sale and for rent). */
  count: number;
}

/** The zones of one region, in the order the picker shows them. Plain data: the ZonePicker island receives them as props. */
export interface ZoneGroup {
  region: Region;
  options: ZoneOption[];
}

/** The regions in the order the picker groups them. */
export const ZONE_REGIONS: readonly Region[] = ["flanders", "brussels", "wallonia", "luxembourg"];

/**
 * The entries of a `zones` field's text, the chips the ZonePicker shows: zone keys ("9000, l1611 ;1000"
 * → ["9000", "L-1611", "1000"]) and municipality names as typed ("La Louvière"), without repeats.
 * The worker reads the same text by the same entries (client/forms/alert-form.ts zoneEntries).
 */
export function zoneKeysOf(text: string): string[] {
  return zoneEntries(text);
}
