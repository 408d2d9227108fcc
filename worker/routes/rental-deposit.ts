import { formatPrice } from "../../client/domain/currency";
import type { Lang } from "../../client/i18n/languages";
import type { PropertyDetail } from "../feed/model";

/** How the rental conditions state the deposit: in months of rent, or as an amount. */
export type DepositTerms = { months: number } | { amount: string };

/**
 * The deposit a rental's conditions state, from one source with the financial section: the
 * listing's own deposit when the feed gives it (in months when it is a whole number of months of
 * the rent, else the amount, written as the financial section writes it), else the agency's
 * constant (SPEC 9, content `leads.rental.depositMonths`).
 */
export function depositTerms(property: Pick<PropertyDetail, "price" | "depositAmount"> | undefined, defaultMonths: number, lang: Lang): DepositTerms {
  const amount = property?.depositAmount;
  if (!amount) return { months: defaultMonths };
  const months = property.price ? amount / property.price : 0;
  return Number.isInteger(months) && months > 0 ? { months } : { amount: formatPrice(amount, lang) };
}
