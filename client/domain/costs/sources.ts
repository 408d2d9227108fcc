/**
 * Where each buying-cost rule comes from (issue 41, section 1), named once for the code comments,
 * the calculator's footnotes and the README. `RULES_WRITTEN_ON` is the day the rates were last set
 * (written or changed in code); change it with any rate. `CHECKED_ON` is the day they were last
 * compared with copies of the sources; what each comparison confirmed, and what it could not, is in
 * README.md.
 */
export const RULES_WRITTEN_ON = "2026-11-29";

/** The day the rules were last compared with (stored copies of) their sources. */
export const CHECKED_ON = "2026-11-29";

/** One source per rule family, the address a footnote links to. */
export const COST_SOURCES = {
  flanders:
    "https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/tarieven-in-het-verkooprecht/verlaagd-tarief-in-het-verkooprecht-voor-de-aankoop-van-de-enige-eigen-woning",
  wallonia: "https://www.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne",
  brussels: "https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement",
  luxembourg: "https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html",
  vat: "https://finances.belgium.be/fr/particuliers/habitation/tva-construction-et-renovation",
  notary: "https://www.notaris.be/de-notaris/wat-betaal-je-bij-de-notaris",
  mortgage: "https://economie.fgov.be/fr/themes/services-financiers/credit/credit-hypothecaire",
} as const;

export type CostSource = keyof typeof COST_SOURCES;

/** Rounds an amount to the cent, the precision every figure is given in. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;
