/**
 * The agency's listing states as configuration ([vars] in wrangler.toml; not secrets): which
 * marquee ids carry no badge, and which of its own sub-status ids mean sold, rented, under option or
 * never published. Omnicasa lets every agency define these ids, so they cannot be constants.
 *
 *   FEED_HIDDEN_MARQUEES = "1,2,3,4"                       (SPEC 3's default)
 *   FEED_SUBSTATUS       = "sold:6;rented:13;option:3,21;hidden:20"
 */
import * as v from "valibot";
import { DEFAULT_FEED_RULES, type FeedRules, type SubStatusRules } from "./normalise/state";

export const FEED_RULE_ENV_NAMES = ["FEED_HIDDEN_MARQUEES", "FEED_SUBSTATUS"] as const;

export type FeedRulesEnv = Partial<Record<(typeof FEED_RULE_ENV_NAMES)[number], string | undefined>>;

const KINDS = ["sold", "rented", "option", "hidden"] as const;

const idList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(Number);

const hiddenMarqueesSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => /^(\d+\s*(,\s*\d+\s*)*)?$/.test(text), "FEED_HIDDEN_MARQUEES must be a comma list of ids, like 1,2,3,4"),
  v.transform(idList),
);

const subStatusSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => text === "" || text.split(";").every((entry) => new RegExp(`^\\s*(${KINDS.join("|")})\\s*:\\s*\\d+(\\s*,\\s*\\d+)*\\s*$`).test(entry)),
    "FEED_SUBSTATUS must look like sold:6;rented:13;option:3,21;hidden:20",
  ),
  v.transform((text): Partial<SubStatusRules> => {
    const rules: Partial<Record<(typeof KINDS)[number], number[]>> = {};
    for (const entry of text.split(";").filter((part) => part.trim() !== "")) {
      const [name = "", ids = ""] = entry.split(":");
      const kind = name.trim() as (typeof KINDS)[number];
      rules[kind] = [...(rules[kind] ?? []), ...idList(ids)];
    }
    return rules;
  }),
);

/**
 * The configured rules over `base` (the provider's defaults): a blank value keeps the default, and
 * FEED_SUBSTATUS replaces only the kinds it names (Whise's "sold" stays sold when an agency adds an
 * option id). An id named for one kind is taken out of the others. Throws the message on a malformed value.
 */
export function readFeedRules(env: FeedRulesEnv, base: FeedRules = DEFAULT_FEED_RULES): FeedRules {
  const problems: string[] = [];
  const read = <T>(schema: v.GenericSchema<string, T>, value: string | undefined): T | undefined => {
    if (value === undefined || value.trim() === "") return undefined;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output;
    problems.push(...parsed.issues.map((issue) => issue.message));
    return undefined;
  };
  const hiddenMarquees = read(hiddenMarqueesSchema, env.FEED_HIDDEN_MARQUEES);
  const subStatus = read(subStatusSchema, env.FEED_SUBSTATUS);
  if (problems.length > 0) throw new FeedRulesError(problems);
  return { hiddenMarquees: hiddenMarquees ?? base.hiddenMarquees, subStatus: mergeSubStatus(base.subStatus, subStatus ?? {}) };
}

function mergeSubStatus(base: SubStatusRules, given: Partial<SubStatusRules>): SubStatusRules {
  const named = new Set(Object.values(given).flat());
  const kind = (name: (typeof KINDS)[number]) => given[name] ?? base[name].filter((id) => !named.has(id));
  return { sold: kind("sold"), rented: kind("rented"), option: kind("option"), hidden: kind("hidden") };
}

export class FeedRulesError extends Error {
  constructor(readonly problems: string[]) {
    super(`Feed rules are invalid: ${problems.join("; ")}`);
    this.name = "FeedRulesError";
  }
}
