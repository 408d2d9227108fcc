/** The detail labels of a demo property (SPEC 3): comfort, energy, the Flemish legal block, money. */
import type { Lang } from "../../../client/i18n/languages";
import { LUXEMBOURG_REGISTRATION_RATE, LUXEMBOURG_TRANSCRIPTION_RATE } from "../../../client/domain/costs/luxembourg";
import type { RawPropertyInput } from "../provider/schemas/property";
import type { Shape } from "./shape";
import { VALUES } from "./vocabulary";
import { nth } from "./random";
import { type DemoGap, demoGapOf } from "./compliance-examples";

type Details = Partial<RawPropertyInput>;

const bit = (shape: Shape, n: number) => ((shape.flags >> n) & 1) === 1;
const pick = (list: Readonly<Record<Lang, readonly string[]>>, lang: Lang, draw: number) => nth(list[lang], draw);
const DAY_MS = 86_400_000;

export function details(shape: Shape, lang: Lang): Details {
  const all = { ...general(shape, lang), ...comfort(shape, lang), ...energy(shape), ...legal(shape, lang), ...money(shape, lang) };
  const gap = demoGapOf(shape.id);
  return gap === undefined ? all : { ...all, ...Object.fromEntries(GAP_FIELDS[gap].map((field) => [field, ""])) };
}

/** What a deliberately incomplete listing (compliance-examples.ts) sends blank. */
const GAP_FIELDS: Readonly<Record<DemoGap, readonly (keyof RawPropertyInput)[]>> = {
  epcCode: ["EPCCertificateNumber"],
  floodScores: ["PScore", "GScore"],
  co2: ["CO2Emission"],
  energyTotal: ["EnergyTotal"],
  insulationClass: ["ThermalInsulationClass"],
  rentCharges: ["ChargesRenter"],
};

function general(shape: Shape, lang: Lang): Details {
  const built = shape.category !== "land" && shape.category !== "garage";
  return {
    ConstructionYear: built ? shape.constructionYear : "",
    RenovationYear: built ? (shape.renovationYear ?? "") : "",
    NumberOfFacades: shape.facades || "",
    NumberOfFloors: shape.floors || "",
    Availability: pick(VALUES.availability, lang, shape.draw >> 1),
    ContractType: shape.goal === 1 ? pick(VALUES.contract, lang, shape.draw >> 2) : "",
    SurfaceTotal: shape.living || shape.ground || "",
    SurfaceLiving: shape.living || "",
    SurfaceGround: shape.ground || "",
    SurfaceTerrace: shape.terrace || "",
    SurfaceGarden: shape.garden || "",
    // Front width is the facade's; a plot is a little wider than its house, and land has only a plot.
    FrontWidth: shape.category === "land" ? "" : shape.frontWidth || "",
    PlotWidth: shape.category === "land" ? shape.frontWidth : shape.webId === 1 ? shape.frontWidth + (shape.facades - 2) * 3 : "",
  };
}

function comfort(shape: Shape, lang: Lang): Details {
  if (shape.category === "land" || shape.category === "garage") return {};
  const dwelling = shape.category === "dwelling";
  return {
    NumberOfBedRooms: shape.bedrooms,
    NumberOfBathRooms: shape.bathrooms,
    NumberOfShowerRooms: shape.showers,
    NumberOfToilets: shape.toilets,
    NumberOfGarages: shape.garages,
    NumberOfParkings: shape.parkings,
    NumberOfExternalParkings: bit(shape, 0) ? 1 : 0,
    HeatingName: pick(VALUES.heating, lang, shape.draw >> 3),
    WindowGlazing: pick(VALUES.glazing, lang, shape.draw >> 4),
    WindowFrame: pick(VALUES.frame, lang, shape.draw >> 5),
    KitchenName: dwelling ? pick(VALUES.kitchen, lang, shape.draw >> 6) : "",
    RoofMaterial: shape.webId === 1 ? pick(VALUES.roofMaterial, lang, shape.draw >> 7) : "",
    RoofCondition: shape.webId === 1 ? pick(VALUES.roofCondition, lang, shape.draw >> 8) : "",
    OrientationTerrace: shape.terrace ? pick(VALUES.orientation, lang, shape.draw >> 9) : "",
    OrientationGarden: shape.garden ? pick(VALUES.orientation, lang, shape.draw >> 10) : "",
    OrientationRear: shape.webId === 1 ? pick(VALUES.orientation, lang, shape.draw >> 11) : "",
    HasGas: bit(shape, 1),
    HasWater: true,
    HasLift: shape.webId === 2 ? bit(shape, 2) : false,
    HasCellar: bit(shape, 3) ? 1 : 0,
    HasTerrace: shape.terrace > 0,
    HasGarden: shape.garden > 0 ? "true" : "false",
    HasAttic: shape.webId === 1 && bit(shape, 4),
    IsFurnished: shape.goal === 1 && bit(shape, 5),
    InteriorComfort: dwelling ? pick(VALUES.interior, lang, shape.draw >> 12) : "",
    ExteriorComfort: shape.webId === 1 ? pick(VALUES.exterior, lang, shape.draw >> 13) : "",
  };
}

function energy(shape: Shape): Details {
  if (shape.epc?.kind === "grade") return { ThermalInsulationClass: insulationClass(shape.epc.grade, shape.draw) };
  if (shape.epc?.kind !== "value") return {};
  const value = shape.epc.value;
  // A certificate is valid ten years: made (3 650 - expiry's days ahead) days before the last change.
  const issuedMs = shape.modifiedMs - (shape.draw % 1_500) * DAY_MS;
  return {
    EnergyTotal: Math.max(0, value) * Math.max(shape.living, 30),
    CO2Emission: Math.max(0, Math.round(value * 0.2)),
    EPCExpiryDate: new Date(issuedMs + 3_650 * DAY_MS).toISOString(),
    ...(shape.region === "flanders" ? { EPCCertificateNumber: flemishEpcCode(shape, issuedMs) } : {}),
  };
}

/**
 * A Flemish EPC's unique code as the certificate prints it: its date, a ten-digit number and the
 * kind of building ("20250314-0005123456-RES-1"); the number is made from the listing id.
 */
function flemishEpcCode(shape: Shape, issuedMs: number): string {
  const date = new Date(issuedMs).toISOString().slice(0, 10).replaceAll("-", "");
  const number = String(5_000_000 + ((shape.id * 7_919) % 1_000_000)).padStart(10, "0");
  return `${date}-${number}-${shape.category === "dwelling" ? "RES" : "NRES"}-1`;
}

const LUX_CLASSES = ["A", "B", "C", "D", "E", "F", "G", "H", "I"] as const;

/** Luxembourg's thermal insulation class: near its energy efficiency class, one better, the same or one worse. */
function insulationClass(grade: string, draw: number): string {
  const at = LUX_CLASSES.indexOf(grade as (typeof LUX_CLASSES)[number]);
  const index = Math.min(LUX_CLASSES.length - 1, Math.max(0, (at < 0 ? 3 : at) + ((draw >> 3) % 3) - 1));
  return LUX_CLASSES[index] ?? "D";
}

/** The Flemish legal block (stedenbouwkundige informatie), for Flemish listings. */
function legal(shape: Shape, lang: Lang): Details {
  if (shape.region !== "flanders") return {};
  const built = shape.category !== "land" && shape.category !== "garage";
  return {
    UrbanismPermit: bit(shape, 6) || bit(shape, 7) ? true : "false",
    Summons: false,
    AllotmentPermit: shape.category === "land" ? true : bit(shape, 8),
    PreemptionRight: bit(shape, 9) && bit(shape, 10),
    JudicialDecision: bit(shape, 11) && bit(shape, 12) ? 2 : 0,
    AreaApplication: pick(VALUES.areaApplication, lang, shape.draw >> 2),
    FloodZone: pick(VALUES.floodZone, lang, bit(shape, 13) && bit(shape, 14) ? 1 : 0),
    RiparianZone: "0",
    PScore: nth(["A", "A", "B", "C", "D"], shape.draw >> 5),
    GScore: nth(["A", "A", "A", "B", "C"], shape.draw >> 6),
    AsbestosType: built && shape.constructionYear < 2001 ? pick(VALUES.asbestos, lang, shape.draw >> 7) : "",
    AsbestosDate: built && shape.constructionYear < 2001 ? new Date(shape.modifiedMs - (shape.draw % 400) * DAY_MS).toISOString() : "",
  };
}

function money(shape: Shape, lang: Lang): Details {
  if (!shape.publishPrice) return { CadastralIncome: shape.goal === 0 && shape.place.countryId !== 50 ? shape.cadastralIncome : "" };
  if (shape.goal === 1) {
    return {
      ChargesRenter: shape.category === "garage" ? "" : 25 * (shape.draw % 9),
      ChargesOwner: "",
      DepositAmount: shape.price * (shape.place.countryId === 50 ? 3 : 2),
      AgencyCost: shape.place.countryId === 50 ? shape.price : "",
      Inventory: pick(VALUES.inventory, lang, 0),
    };
  }
  // Flanders 3 % (own home), Brussels and Wallonia 12.5 %; Luxembourg 6 % registration + 1 % transcription.
  const rights = Math.round(
    shape.price * (shape.region === "flanders" ? 0.03 : shape.place.countryId === 50 ? LUXEMBOURG_REGISTRATION_RATE + LUXEMBOURG_TRANSCRIPTION_RATE : 0.125),
  );
  const notary = Math.round(shape.price * 0.009 + 1_100);
  return {
    CadastralIncome: shape.place.countryId === 50 ? "" : shape.cadastralIncome,
    RealEstateTax: shape.place.countryId === 50 ? "" : Math.round(shape.cadastralIncome * 1.35),
    NotaryFeeExclVat: notary,
    NotaryFeeInclVat: Math.round(notary * 1.21),
    RegistrationRights: rights,
    TotalCost: shape.price + rights + Math.round(notary * 1.21),
    LifeAnnuity: shape.lifeAnnuity ? pick(VALUES.lifeAnnuity, lang, 0) : "",
  };
}
