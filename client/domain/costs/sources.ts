/**
 * Where each buying-cost rule comes from (issue 41, section 1), named once for the code comments,
 * the calculator's footnotes and the README. `RULES_WRITTEN_ON` is the day the rates were last set
 * against these sources; change it with any rate.
 */
export const RULES_WRITTEN_ON = "2026-11-29";

/** One source per rule family, the address a footnote links to. */
export const COST_SOURCES = {
  flanders: "https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht",
  wallonia: "https://finances.wallonie.be/home/fiscalite/droits-denregistrement.html",
  brussels: "https://fiscalite.brussels/reduction-des-droits-d-enregistrement",
  luxembourg: "https://guichet.public.lu/fr/citoyens/logement/achat-vente/acquisition-bien-immobilier/credit-impot-droits-enregistrement.html",
  vat: "https://finances.belgium.be/fr/particuliers/habitation/tva-construction-et-renovation",
  notary: "https://www.notaire.be/acheter-louer-emprunter/frais-de-notaire",
  mortgage: "https://economie.fgov.be/fr/themes/services-financiers/credit/credit-hypothecaire",
} as const;

export type CostSource = keyof typeof COST_SOURCES;

/** Rounds an amount to the cent, the precision every figure is given in. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;
