/**
 * A price with what it is for, one way everywhere (the owner portal's history, the listing's price
 * history, the favourites page, the favourites change mail): "€ 950 /maand", "950 € /mois",
 * "€ 12 /m²", "vanaf € 350.000", built by formatPriceWithUnit from the unit's words in the catalogue.
 */
import type { Lang } from "../i18n/languages";
import { formatPriceWithUnit, FROM_PRICE_UNIT } from "./currency";

/** The catalogue ids of the words after a price that say what it is for ("/maand"); "from" is a word before it (feed.from). */
export const PRICE_UNIT_LABEL: Readonly<Record<"month" | "year" | "squareMetre", string>> = {
  month: "portal.priceUnit.month",
  year: "portal.priceUnit.year",
  squareMetre: "portal.priceUnit.squareMetre",
};

const isLabelled = (unit: string): unit is keyof typeof PRICE_UNIT_LABEL => Object.hasOwn(PRICE_UNIT_LABEL, unit);

/**
 * `price` in `lang`'s format with its unit (worker/feed/model.ts PriceUnit: month, year, squareMetre,
 * from; null or unknown: a bare price). `t` translates a catalogue id.
 */
export function priceWithUnit(price: number, unit: string | null | undefined, lang: Lang, t: (id: string) => string): string {
  if (unit === "from") return formatPriceWithUnit({ price, priceUnit: FROM_PRICE_UNIT, fromLabel: t("feed.from") }, lang);
  return formatPriceWithUnit({ price, priceUnitText: unit && isLabelled(unit) ? t(PRICE_UNIT_LABEL[unit]) : null }, lang);
}
