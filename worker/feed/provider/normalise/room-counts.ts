import { DWELLING_WEB_IDS } from "../../../../client/domain/type-groups";
import type { RawProperty } from "../schemas/property";

/** Type groups with no rooms (land, commercial, garage): a 0 count there is Omnicasa's "unknown", not a fact. */
const WITHOUT_ROOMS = new Set([4, 6, 7]);
/** Houses (1) and apartments (2): homes, which have a toilet and somewhere to wash, and bedrooms unless a studio. */
const DWELLINGS: ReadonlySet<number> = new Set(DWELLING_WEB_IDS);
/**
 * A dwelling with no separate bedroom, by the type the provider names: the words of all four languages
 * at once ("Studio", "Studentenkot", "Studentenkamer", "Student room", "Studentenzimmer", "Chambre
 * d'étudiant", "Einzimmerwohnung"), since each language's feed names it in its own and one listing
 * must read the same in all four.
 */
const ONE_ROOM = /studio|kot\b|student|étudiant|einzimmer/i;

/** The room counts this rule decides on; any other count (garages, parkings) is shown as the provider sends it. */
type RoomCount = "NumberOfBedRooms" | "NumberOfBathRooms" | "NumberOfShowerRooms" | "NumberOfToilets";
const ROOM_COUNTS = new Set<string>(["NumberOfBedRooms", "NumberOfBathRooms", "NumberOfShowerRooms", "NumberOfToilets"]);
const isRoomCount = (key: string): key is RoomCount => ROOM_COUNTS.has(key);

/**
 * Whether a count of 0 the provider sent is a fact to show, or a field left at 0 (issue 37: "Bedrooms:
 * 0, Toilets: 0, Bathrooms: 0" on a house whose card said nothing). The one rule for the detail page,
 * the key facts, the card and structured data (all read the normalised listing):
 * - land, commercial and garage: no count of 0 is shown (they have no rooms to count);
 * - a house or an apartment: 0 bedrooms only for a studio (or a kot), never 0 toilets, and 0
 *   bathrooms or 0 shower rooms only when the other is more than 0 (a home has somewhere to wash);
 * - any other type (a yield property) and any count above 0: shown as sent.
 */
export function zeroCountShown(raw: RawProperty, typeGroup: number, key: string): boolean {
  if (WITHOUT_ROOMS.has(typeGroup)) return false;
  if (!DWELLINGS.has(typeGroup) || !isRoomCount(key)) return true;
  switch (key) {
    case "NumberOfBedRooms":
      return ONE_ROOM.test(raw.TypeDescription);
    case "NumberOfToilets":
      return false;
    case "NumberOfBathRooms":
      return (raw.NumberOfShowerRooms ?? 0) > 0;
    case "NumberOfShowerRooms":
      return (raw.NumberOfBathRooms ?? 0) > 0;
  }
}

/** A count as the listing shows it: null when it is a 0 that zeroCountShown leaves out. */
export function shownCount(raw: RawProperty, typeGroup: number, key: RoomCount): number | null {
  const value = raw[key] ?? null;
  return value === 0 && !zeroCountShown(raw, typeGroup, key) ? null : value;
}
