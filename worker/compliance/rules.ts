/**
 * What a listing's region requires its advert to state and the listing lacks, read from the listing
 * as the site publishes it (a normalised PropertyDetail of the published snapshot). Pure: the sync
 * records the result (./gaps.ts), the staff list and the daily mail put it in words.
 */
import type { Region } from "../../client/domain/region";
import { isDwelling } from "../../client/domain/type-groups";
import type { PropertyDetail } from "../feed/model";
import { type ComplianceFact, type ComplianceRule, FLEMISH_SALE_FACTS, ruleOf } from "./facts";

export interface MissingFact {
  fact: ComplianceFact;
  rule: ComplianceRule;
}

/** Type groups (WebID) of land and of garages and parkings: no energy certificate exists for them. */
const NO_ENERGY_CERTIFICATE_GROUPS: ReadonlySet<number> = new Set([4, 7]);

/** The detail field (label id "detail.<name>") each fact is read from, when it is one. */
const DETAIL_NAME: Partial<Record<ComplianceFact, string>> = {
  permit: "permit",
  summons: "summons",
  allotmentPermit: "allotmentPermit",
  preemption: "preemption",
  judicialDecision: "judicialDecision",
  areaApplication: "areaApplication",
  riparianZone: "riparianZone",
  pScore: "pScore",
  gScore: "gScore",
  totalConsumption: "epcTotal",
  co2: "co2Emission",
  charges: "chargesRenter",
};

const ENERGY_RULE: Readonly<Record<Region, ComplianceRule>> = {
  flanders: "flandersEpc",
  brussels: "brusselsEpb",
  wallonia: "walloniaPeb",
  luxembourg: "luxembourgPassport",
};

/** The energy facts each region's advert must state. */
const ENERGY_FACTS: Readonly<Record<Region, readonly ComplianceFact[]>> = {
  flanders: ["epcScore", "epcLabel", "epcCode"],
  brussels: ["energyClass", "specificConsumption", "co2"],
  wallonia: ["energyClass", "specificConsumption", "totalConsumption"],
  luxembourg: ["energyClass", "insulationClass"],
};

type Listing = Pick<PropertyDetail, "region" | "goal" | "status" | "typeGroup" | "price" | "groups" | "epc" | "epcCode" | "insulationClass">;

const has = (value: string | number | null | undefined) => value !== null && value !== undefined && String(value).trim() !== "";

function detailValue(listing: Listing, name: string): string | undefined {
  const label = `detail.${name}`;
  for (const group of listing.groups) for (const field of group.fields) if (field.label === label) return field.value;
  return undefined;
}

/** Whether the listing states one fact. */
function states(listing: Listing, fact: ComplianceFact): boolean {
  const label = listing.epc?.label ?? null;
  const grade = label !== null && label !== "requested" && label !== "not-applicable" ? label : null;
  switch (fact) {
    case "epcScore":
    case "specificConsumption":
      return listing.epc?.value !== null && listing.epc?.value !== undefined;
    case "epcLabel":
    case "energyClass":
      return grade !== null;
    case "epcCode":
      return has(listing.epcCode);
    case "insulationClass":
      return has(listing.insulationClass);
    case "rent":
      return listing.price !== null;
    default: {
      const name = DETAIL_NAME[fact];
      return name !== undefined && has(detailValue(listing, name));
    }
  }
}

/** The energy facts the listing lacks: none when no certificate applies, one ("requested") while it is awaited. */
function missingEnergy(listing: Listing, region: Region): ComplianceFact[] {
  if (NO_ENERGY_CERTIFICATE_GROUPS.has(listing.typeGroup) || listing.epc?.label === "not-applicable") return [];
  if (listing.epc?.label === "requested") return ["epcRequested"];
  return ENERGY_FACTS[region].filter((fact) => !states(listing, fact));
}

/**
 * Whether the rent-advert rule applies: Belgian law (the former Civil Code's art. 1716, taken over by
 * each region's rental law, e.g. the Brussels Housing Code) asks rent and charges of a dwelling let as
 * a main residence, so only Belgian rentals of houses and apartments are asked (not a parking space,
 * an office or a shop). Luxembourg's rental law (loi du 21 septembre 2006 sur le bail à usage
 * d'habitation) sets no such duty for an advert, so a Luxembourg rental is not checked for them.
 */
function asksRentAndCharges(listing: Listing, region: Region): boolean {
  return region !== "luxembourg" && isDwelling(listing.typeGroup);
}

/**
 * The facts `listing` lacks, in the order staff read them (energy, planning and water, rent). Only
 * listings on offer are checked (a sold or rented reference is no longer an advert), and only in a
 * region whose rules are known. Flemish planning and water facts are asked of sales: for a rental
 * the law asks them only of a lease over nine years, which a listing does not tell apart. Rent and
 * charges are asked of Belgian rentals of dwellings (asksRentAndCharges).
 */
export function missingFacts(listing: Listing): MissingFact[] {
  const region = listing.region;
  if (region === null || listing.status !== "available") return [];
  const missing: ComplianceFact[] = missingEnergy(listing, region);
  if (region === "flanders" && listing.goal === 0) missing.push(...FLEMISH_SALE_FACTS.filter((fact) => !states(listing, fact)));
  if (listing.goal === 1 && asksRentAndCharges(listing, region)) missing.push(...(["rent", "charges"] as const).filter((fact) => !states(listing, fact)));
  const energyRule = ENERGY_RULE[region];
  return missing.map((fact) => ({ fact, rule: ruleOf(fact, energyRule) }));
}
