/**
 * Detail fields (SPEC 3 "Property detail labels"): which raw field feeds which label, in which
 * group, read as which kind of value. Labels are catalogue ids "detail.<name>"; the page translates.
 */
import type { DetailGroup } from "../../model";
import type { RawProperty } from "../schemas/property";

export type DetailKind =
  "count" | "year" | "surface" | "width" | "money" | "date" | "flag" | "text" | "judicial" | "energyPerArea" | "energyPerYear" | "co2" | "facades";

type GroupId = DetailGroup["id"];

/** Fields computed from the core of the item rather than read from one raw field (see property.ts). */
export const COMPUTED_LABELS = {
  general: ["reference", "address", "zip", "city", "price", "monthlyRent", "goal", "type"],
  energy: ["energyLabel", "epcCode", "epcSpecific"],
  /** Luxembourg's names (details.ts LUXEMBOURG_LABELS): its two energy classes and its purchase duties. */
  luxembourg: ["energyClassLu", "insulationClassLu", "registrationRightsLu"],
} as const;

/** [group, label name, raw field, kind], in display order within each group. */
export const DETAIL_FIELDS: ReadonlyArray<readonly [GroupId, string, keyof RawProperty, DetailKind]> = [
  ["general", "availability", "Availability", "text"],
  ["general", "availableFrom", "DateFree", "date"],
  ["general", "condition", "ConditionName", "text"],
  ["general", "construction", "ConstructionName", "text"],
  ["general", "contractType", "ContractType", "text"],
  ["general", "constructionYear", "ConstructionYear", "year"],
  ["general", "renovationYear", "RenovationYear", "year"],
  ["general", "facades", "NumberOfFacades", "facades"],
  ["general", "floors", "NumberOfFloors", "count"],
  ["general", "comment", "Comment", "text"],
  ["surfaces", "surfaceTotal", "SurfaceTotal", "surface"],
  ["surfaces", "surfaceLiving", "SurfaceLiving", "surface"],
  ["surfaces", "surfaceGround", "SurfaceGround", "surface"],
  ["surfaces", "surfaceTerrace", "SurfaceTerrace", "surface"],
  ["surfaces", "surfaceGarden", "SurfaceGarden", "surface"],
  ["surfaces", "surfaceConstructed", "SurfaceConstructed", "surface"],
  ["surfaces", "surfaceOffice", "SurfaceOffice", "surface"],
  ["surfaces", "surfaceStore", "SurfaceStore", "surface"],
  ["surfaces", "frontWidth", "FrontWidth", "width"],
  ["surfaces", "plotWidth", "PlotWidth", "width"],
  ["comfort", "bedrooms", "NumberOfBedRooms", "count"],
  ["comfort", "bathrooms", "NumberOfBathRooms", "count"],
  ["comfort", "showerRooms", "NumberOfShowerRooms", "count"],
  ["comfort", "toilets", "NumberOfToilets", "count"],
  ["comfort", "garages", "NumberOfGarages", "count"],
  ["comfort", "parkings", "NumberOfParkings", "count"],
  ["comfort", "externalParkings", "NumberOfExternalParkings", "count"],
  ["comfort", "heating", "HeatingName", "text"],
  ["comfort", "windowGlazing", "WindowGlazing", "text"],
  ["comfort", "windowFrame", "WindowFrame", "text"],
  ["comfort", "kitchen", "KitchenName", "text"],
  ["comfort", "roofMaterial", "RoofMaterial", "text"],
  ["comfort", "roofCondition", "RoofCondition", "text"],
  ["comfort", "orientationTerrace", "OrientationTerrace", "text"],
  ["comfort", "orientationGarden", "OrientationGarden", "text"],
  ["comfort", "orientationRear", "OrientationRear", "text"],
  ["comfort", "hasGas", "HasGas", "flag"],
  ["comfort", "hasWater", "HasWater", "flag"],
  ["comfort", "hasLift", "HasLift", "flag"],
  ["comfort", "hasCellar", "HasCellar", "flag"],
  ["comfort", "hasTerrace", "HasTerrace", "flag"],
  ["comfort", "hasGarden", "HasGarden", "flag"],
  ["comfort", "hasAttic", "HasAttic", "flag"],
  ["comfort", "furnished", "IsFurnished", "flag"],
  ["comfort", "interiorComfort", "InteriorComfort", "text"],
  ["comfort", "exteriorComfort", "ExteriorComfort", "text"],
  ["energy", "epcTotal", "EnergyTotal", "energyPerYear"],
  ["energy", "co2Emission", "CO2Emission", "co2"],
  ["energy", "epcExpiry", "EPCExpiryDate", "date"],
  ["legal", "permit", "UrbanismPermit", "flag"],
  ["legal", "summons", "Summons", "flag"],
  ["legal", "allotmentPermit", "AllotmentPermit", "flag"],
  ["legal", "preemption", "PreemptionRight", "flag"],
  ["legal", "judicialDecision", "JudicialDecision", "judicial"],
  ["legal", "areaApplication", "AreaApplication", "text"],
  ["legal", "floodZone", "FloodZone", "text"],
  ["legal", "riparianZone", "RiparianZone", "flag"],
  ["legal", "pScore", "PScore", "text"],
  ["legal", "gScore", "GScore", "text"],
  ["legal", "asbestosType", "AsbestosType", "text"],
  ["legal", "asbestosDate", "AsbestosDate", "date"],
  ["financial", "cadastralIncome", "CadastralIncome", "money"],
  ["financial", "realEstateTax", "RealEstateTax", "money"],
  ["financial", "notaryFeeInclVat", "NotaryFeeInclVat", "money"],
  ["financial", "notaryFeeExclVat", "NotaryFeeExclVat", "money"],
  ["financial", "registrationRights", "RegistrationRights", "money"],
  ["financial", "totalCost", "TotalCost", "money"],
  ["financial", "chargesOwner", "ChargesOwner", "money"],
  ["financial", "chargesRenter", "ChargesRenter", "money"],
  ["financial", "depositAmount", "DepositAmount", "money"],
  ["financial", "agencyCost", "AgencyCost", "money"],
  ["financial", "inventory", "Inventory", "text"],
  ["financial", "lifeAnnuity", "LifeAnnuity", "text"],
];

/**
 * Fields from which the price can be worked out (rights and fees are a share of it, a deposit is
 * months of rent). They are left out when the price is not published, whatever the provider sends.
 */
export const PRICE_DERIVED_FIELDS: ReadonlySet<string> = new Set([
  "registrationRights",
  "totalCost",
  "notaryFeeInclVat",
  "notaryFeeExclVat",
  "depositAmount",
  "agencyCost",
]);

export const DETAIL_GROUP_IDS: readonly GroupId[] = ["general", "surfaces", "comfort", "energy", "legal", "financial"];

/** Every label id the normaliser can write, for the catalogues. */
export const DETAIL_LABEL_IDS: readonly string[] = [
  ...COMPUTED_LABELS.general,
  ...COMPUTED_LABELS.energy,
  ...COMPUTED_LABELS.luxembourg,
  ...DETAIL_FIELDS.map(([, name]) => name),
].map((name) => `detail.${name}`);

export function labelId(name: string): string {
  return `detail.${name}`;
}
