/** A missing fact and its rule in words, in a given language (the staff list, the daily mail): never a key. */
import type { I18n } from "@lingui/core";
import type { ComplianceFact, ComplianceRule } from "./facts";
import type { MissingFact } from "./rules";

export const factWords = (fact: ComplianceFact | string, i18n: I18n) => i18n._(`staff.compliance.fact.${fact}`);
export const ruleWords = (rule: ComplianceRule | string, i18n: I18n) => i18n._(`staff.compliance.rule.${rule}`);

/** The rules behind a listing's missing facts, each once, in the order of its facts. */
export function rulesOf(missing: readonly MissingFact[]): ComplianceRule[] {
  return [...new Set(missing.map((item) => item.rule))];
}
