/**
 * The facts a listing's advert must state, by region (issue 39, "Staff: what is missing"), and the
 * rule that asks for each, with its source. The words staff read are catalogue messages
 * (staff.compliance.fact.* and staff.compliance.rule.*); the staff list links each rule to its source's
 * page, and README.md, "Compliance", cites the same (tests/unit/compliance/sources.test.ts).
 */

/** One fact an advert must state. */
export type ComplianceFact =
  | "epcScore"
  | "epcLabel"
  | "epcCode"
  | "epcRequested"
  | "permit"
  | "summons"
  | "allotmentPermit"
  | "preemption"
  | "judicialDecision"
  | "areaApplication"
  | "riparianZone"
  | "pScore"
  | "gScore"
  | "energyClass"
  | "specificConsumption"
  | "totalConsumption"
  | "co2"
  | "insulationClass"
  | "rent"
  | "charges";

/** The rules that ask for them: one per law (or per part of a law). */
export type ComplianceRule = "flandersEpc" | "flandersPlanning" | "flandersWater" | "brusselsEpb" | "walloniaPeb" | "luxembourgPassport" | "rentAdvert";

export interface RuleSource {
  /** The text that imposes it, with its article where it names one. */
  law: string;
  /** The government's page that explains it. */
  page: string;
}

/**
 * Each rule's source, as README.md cites it and /staff/compliance/ links it. Articles marked "to confirm" were taken from the
 * governments' explanations and are to be checked against the published text.
 */
export const RULE_SOURCES: Readonly<Record<ComplianceRule, RuleSource>> = {
  flandersEpc: {
    law: "Energiebesluit van 19 november 2010, art. 9.2.2 (to confirm), under the Energiedecreet of 8 May 2009",
    page: "https://www.vlaanderen.be/epc-labels-en-certificaten",
  },
  flandersPlanning: {
    law: "Vlaamse Codex Ruimtelijke Ordening, art. 5.2.1 and 5.2.2 (the information duty)",
    page: "https://omgeving.vlaanderen.be/nl/informatieplicht",
  },
  flandersWater: {
    law: "Decreet integraal waterbeleid van 18 juli 2003, art. 17bis (P- and G-scores since 1 January 2023)",
    page: "https://www.integraalwaterbeleid.be/nl/overstromingen/informatieplicht-overstromingsgevoeligheid",
  },
  brusselsEpb: {
    law: "Ordonnance du 2 mai 2013 portant le Code bruxellois de l'Air, du Climat et de la Maîtrise de l'Énergie (CoBrACE), art. 2.2.13 (to confirm)",
    page: "https://environnement.brussels/pro/reglementation/obligations/certificat-peb",
  },
  walloniaPeb: {
    law: "Décret du 28 novembre 2013 relatif à la performance énergétique des bâtiments, art. 34",
    page: "https://energie.wallonie.be/fr/certification-peb-des-batiments-residentiels-existants.html",
  },
  luxembourgPassport: {
    law: "Règlement grand-ducal du 9 juin 2021 concernant la performance énergétique des bâtiments, art. 14 (to confirm)",
    page: "https://guichet.public.lu/fr/citoyens/logement/construction/performance-energetique/certificat-performance-energetique.html",
  },
  rentAdvert: {
    law: "Former Civil Code, art. 1716 (rent and common charges in every public notice of a dwelling let as a main residence), taken over by each region's rental law (Brussels Housing Code, art. 217); Belgian only",
    page: "https://www.vlaanderen.be/huren-en-verhuren/een-woning-verhuren",
  },
};

/** The rule that asks for each fact. Facts asked by more than one region's energy law take their region's rule (ruleOf). */
const PLANNING: readonly ComplianceFact[] = ["permit", "summons", "allotmentPermit", "preemption", "judicialDecision", "areaApplication"];
/**
 * The water items: the P- and G-scores (which since 1 January 2023 replace the former "flood-prone
 * area" designation, so that designation is not asked) and whether the parcel lies in a riparian zone.
 */
const WATER: readonly ComplianceFact[] = ["riparianZone", "pScore", "gScore"];

/** The rule behind a missing fact, given the region's energy rule. */
export function ruleOf(fact: ComplianceFact, energyRule: ComplianceRule): ComplianceRule {
  if (PLANNING.includes(fact)) return "flandersPlanning";
  if (WATER.includes(fact)) return "flandersWater";
  if (fact === "rent" || fact === "charges") return "rentAdvert";
  return energyRule;
}

/** The planning and water facts, in the order a Flemish sale page lists them. */
export const FLEMISH_SALE_FACTS: readonly ComplianceFact[] = [...PLANNING, ...WATER];
