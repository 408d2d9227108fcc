import { formatNumber } from "../../domain/format";
import type { Lang } from "../../i18n/languages";
import { fillWords, type CostWords } from "./words";

/** "12 %" (nl, fr, de) or "12%" (en): the words put the sign, the number is the language's. */
export const percentOf = (words: Pick<CostWords, "percent">, fraction: number, lang: Lang): string =>
  fillWords(words.percent, { rate: formatNumber(Math.round(fraction * 100_000) / 1_000, lang) });
