import type { CostInput, CostResult } from "../../domain/costs";
import { formatEuros } from "../../domain/format";
import type { Lang } from "../../i18n/languages";
import { percentOf } from "./labels";
import { fillWords, type CostWords } from "./words";

/**
 * The figures of a calculation: the duty (or VAT) by its rule, the notary's costs of the sale deed,
 * the mortgage deed, the costs together, the loan and the monthly payment, in the page's language.
 * Each row's note number points at the footnote naming its source (the calculator page lists them).
 */
export function CostFigures({ input, result, lang, words }: { input: CostInput; result: CostResult; lang: Lang; words: CostWords }) {
  const euros = (amount: number) => formatEuros(amount, lang);
  const rows: [label: string, amount: number, note?: number][] = [
    [fillWords(words.rules[result.duty.rule], { rate: percentOf(words, result.duty.rate, lang), base: euros(result.duty.base) }), result.duty.amount, 1],
    [words.rows.notary, result.notary.total, 2],
    [words.rows.mortgageDeed, result.mortgageDeed.total, 3],
  ];
  return (
    <div className="cost-figures">
      <table>
        <caption className="sr-only">{fillWords(words.figuresCaption, { price: euros(input.price) })}</caption>
        <tbody>
          {rows.map(([label, amount, note]) => (
            <tr key={note}>
              <th scope="row">
                {label}
                <sup>{note}</sup>
              </th>
              <td>{euros(amount)}</td>
            </tr>
          ))}
          <tr className="cost-sum">
            <th scope="row">{words.rows.costs}</th>
            <td>{euros(result.costs)}</td>
          </tr>
          <tr>
            <th scope="row">{words.rows.total}</th>
            <td>{euros(result.total)}</td>
          </tr>
          <tr>
            <th scope="row">{words.rows.ownFunds}</th>
            <td>{euros(input.ownFunds)}</td>
          </tr>
          <tr>
            <th scope="row">{words.rows.loan}</th>
            <td>{euros(result.loan)}</td>
          </tr>
          <tr className="cost-monthly">
            <th scope="row">
              {fillWords(words.rows.monthly, { years: input.years, rate: percentOf(words, input.yearlyRate, lang) })}
              <sup>4</sup>
            </th>
            <td>{euros(result.monthly)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
