import { LATER_PAGE_IDS } from "../articles/ids";
import { metadata, page, titles } from "./shared";

/**
 * The cost-to-buy calculator (issue 41, section 1): linked from the for-sale list and every sale
 * listing's panel, not a menu entry. Its body is the calculator (worker/routes/buying-costs.tsx).
 */
export const buyingCosts = page({
  id: LATER_PAGE_IDS.buyingCosts,
  name: "buying-costs",
  route: "buyingCosts",
  sort: LATER_PAGE_IDS.buyingCosts,
  inMenu: false,
  params: {
    title: titles({ nl: "Wat kost uw aankoop?", fr: "Combien coûte votre achat ?", en: "What will buying cost you?", de: "Was kostet Ihr Kauf?" }),
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: "Aankoopkosten berekenen",
        description: "Registratiebelasting, notariskosten, hypotheekakte en maandlast voor een woning in Vlaanderen, Brussel, Wallonië of Luxemburg.",
      },
      fr: {
        title: "Calculer les frais d'achat",
        description:
          "Droits d'enregistrement, frais de notaire, acte de crédit et mensualité pour un bien en Wallonie, à Bruxelles, en Flandre ou au Luxembourg.",
      },
      en: {
        title: "Work out the cost of buying",
        description: "Registration duty, notary's costs, mortgage deed and monthly payment for a home in Flanders, Brussels, Wallonia or Luxembourg.",
      },
      de: {
        title: "Kaufnebenkosten berechnen",
        description:
          "Registrierungsgebühren, Notarkosten, Hypothekenurkunde und Monatsrate für eine Immobilie in Flandern, Brüssel, der Wallonie oder Luxemburg.",
      },
    }),
    modules: [],
  },
});
