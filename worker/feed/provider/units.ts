/**
 * Omnicasa has no unit list of its own: a new-build project's units are properties carrying its
 * ProjectID (GetPropertyList with that filter), grouped in buildings (GetBuildingList). They are
 * read here into the spec's unit shape, so the project normaliser serves both the demo and Omnicasa.
 */
import type { RawBuilding, RawUnit } from "./schemas/project";
import { UNIT_STATUS } from "./schemas/project";
import { positiveOrNull } from "./schemas/primitives";
import type { RawProperty } from "./schemas/property";
import { type FeedRules, listingState } from "./normalise/state";

const UNIT_STATUS_OF = { available: UNIT_STATUS.available, sold: UNIT_STATUS.sold, rented: UNIT_STATUS.rented } as const;

/**
 * The published units of one project: Status 1 (active) is available, 2 sold, 4 rented, with the
 * agency's sub-statuses as for any listing; a unit that is not published is left out. The unit's
 * name is its building's and its own (Ident, else file number, else type).
 */
export function unitsOf(projectId: number, properties: readonly RawProperty[], buildings: readonly RawBuilding[], rules: FeedRules): RawUnit[] {
  const buildingNames = new Map(buildings.flatMap((building) => (building.Name ? [[building.ID, building.Name] as const] : [])));
  return properties.flatMap((property) => {
    const state = listingState(property, rules);
    if (state === null) return [];
    const own = property.Ident ?? property.RecordFile ?? property.TypeDescription;
    const building = property.BuildingID != null ? buildingNames.get(property.BuildingID) : undefined;
    return [
      {
        ID: property.ID,
        ProjectID: projectId,
        Name: building && !own.includes(building) ? `${building} – ${own}` : own,
        Floor: property.Floor ?? null,
        Status: UNIT_STATUS_OF[state.status],
        Price: property.PublishPrice === false ? null : (property.Price ?? null),
        Surface: positiveOrNull(property.SurfaceLiving) ?? positiveOrNull(property.SurfaceTotal),
        NumberOfBedRooms: property.NumberOfBedRooms ?? null,
      },
    ];
  });
}
