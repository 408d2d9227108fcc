/**
 * Lenient building blocks for the provider's JSON. Listing providers are sloppy in predictable
 * ways (numbers as text, "" for null, WCF dates), so optional fields accept those forms and turn
 * them into one clean type; a value that cannot be read becomes null so one bad label never hides
 * a listing. Fields that decide identity or placement (ids, goal, coordinates) are strict instead.
 */
import * as v from "valibot";
import { parsePrice } from "../../../../client/domain/currency";
import { isSitePath } from "../../../../client/domain/web-address";
import { agencyWallTime } from "../../../stats/agency-time";

/** Reads "12", "12,5", "1.250" and numbers; blank or unreadable text gives null. */
export function toNumberOrNull(value: number | string): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value.trim() === "") return null;
  const parsed = parsePrice(value);
  return Number.isNaN(parsed) ? null : parsed;
}

const numberLike = v.union([v.number(), v.string()]);

/** A size, count or price Omnicasa may fill with 0 for "unknown": the value when above 0, else null. */
export function positiveOrNull(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}

/** Optional number: number, numeric text, "", null or absent → number | null | undefined. */
export const optionalNumber = v.nullish(v.pipe(numberLike, v.transform(toNumberOrNull)));

/** Optional text: trimmed; "" becomes null. Numbers are accepted as text ("12" for a house number). */
export const optionalText = v.nullish(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value): string | null => String(value).trim() || null),
  ),
);

const TRUE_WORDS = new Set(["true", "1", "yes", "y", "ja", "oui"]);
const FALSE_WORDS = new Set(["false", "0", "no", "n", "nee", "non"]);

/** Optional flag: true/false, 1/0, "true"/"1"/"yes"…; anything else (incl. "") is null. */
export const optionalBoolean = v.nullish(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string()]),
    v.transform((value): boolean | null => {
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
      const word = value.trim().toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
    }),
  ),
);

/**
 * A count or a flag: Omnicasa's type groups answer `"Sale": true` where the spec's shape has a count.
 * Booleans stay flags, numbers and numeric text become numbers; anything else is null.
 */
export const optionalCountOrFlag = v.nullish(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string()]),
    v.transform((value): number | boolean | null => {
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return toNumberOrNull(value);
      const lower = value.trim().toLowerCase();
      if (lower === "true" || lower === "false") return lower === "true";
      return toNumberOrNull(value);
    }),
  ),
);

/** A flag or free text (Flemish legal block: "Vergunning verkregen" or simply yes/no). */
export const optionalFlagOrText = v.nullish(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string()]),
    v.transform((value): boolean | string | null => {
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
      const word = value.trim();
      const lower = word.toLowerCase();
      if (TRUE_WORDS.has(lower)) return true;
      if (FALSE_WORDS.has(lower)) return false;
      return word === "" ? null : word;
    }),
  ),
);

/** WCF's JSON date, "/Date(1767225600000+0100)/": the milliseconds are UTC, the offset is informative. */
const WCF_DATE = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;

/** ISO 8601 with a zone: "2026-01-05T10:00:00Z", "2026-01-05T10:00:00.5+01:00". */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * ISO text of a provider date; null when unreadable or blank. Three forms arrive: WCF's
 * "/Date(ms±hhmm)/", ISO with a zone, and a wall time without one ("2026-01-05 10:00:00",
 * "2026-01-05T10:00:00.64", "2026-01-05"), which is the agency's Brussels clock (agency-time.ts).
 */
export function parseProviderDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const wcf = WCF_DATE.exec(trimmed);
  if (wcf) return isoOf(Number(wcf[1]));
  if (ZONED_ISO.test(trimmed)) return isoOf(Date.parse(trimmed));
  const wall = agencyWallTime(trimmed);
  return wall ? wall.toISOString() : null;
}

function isoOf(time: number): string | null {
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : null;
}

/** Optional date → ISO string | null. */
export const optionalDate = v.nullish(v.pipe(v.string(), v.transform(parseProviderDate)));

/**
 * A link we may put in src or href: http(s) or a root-relative path (the site's rule of a path:
 * client/domain/web-address.ts). Anything else (javascript:, data:, protocol-relative "//host" or
 * "/\host") becomes null, so no feed value can inject a script link.
 */
export function safeUrl(text: string): string | null {
  const trimmed = text.trim();
  if (isSitePath(trimmed)) return trimmed;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

export const optionalUrl = v.nullish(v.pipe(v.string(), v.transform(safeUrl)));

/** A link that must be there and be safe (see safeUrl). */
export const requiredUrl = v.pipe(
  v.string(),
  v.transform(safeUrl),
  v.check((url) => url !== null, "Url must be an http(s) or root-relative link"),
  v.transform((url) => url ?? ""),
);

/**
 * An optional list whose entries are read one by one: an entry the schema refuses is dropped, so one
 * broken picture never rejects its listing. Anything that is not a list reads as an empty list.
 */
export function lenientList<T extends v.GenericSchema>(schema: T) {
  return v.nullish(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T>[] =>
        Array.isArray(value)
          ? value.flatMap((entry: unknown) => {
              const parsed = v.safeParse(schema, entry);
              return parsed.success ? [parsed.output] : [];
            })
          : [],
      ),
    ),
  );
}

/** Strict integer id ≥ 1, as a number or digits text. */
export const idSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, "id must be digits"))]),
  v.transform(Number),
  v.integer("id must be an integer"),
  v.minValue(1, "id must be positive"),
);

/** Optional id reference (PropertyID, ProjectID): "" and 0 mean none. */
export const optionalId = v.nullish(
  v.pipe(
    numberLike,
    v.transform(toNumberOrNull),
    v.check((value) => value === null || value === 0 || (Number.isInteger(value) && value > 0), "invalid id"),
    v.transform((value) => (value === 0 ? null : value)),
  ),
);

/** Strict count (RowsCount): a non-negative integer, as number or digits. */
export const countSchema = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(0));

/**
 * A coordinate in degrees within ±limit. Blank and 0 mean "not placed" (null); unreadable text or
 * a value out of range is an error, because a wrong pin is worse than none.
 */
export function coordinate(limit: 90 | 180, name: string) {
  return v.nullish(
    v.pipe(
      numberLike,
      v.transform((value): number | null => {
        if (typeof value === "string" && value.trim() === "") return null;
        const parsed = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
        return parsed === 0 ? null : parsed;
      }),
      v.check((value) => value === null || (Number.isFinite(value) && Math.abs(value) <= limit), `${name} out of range`),
    ),
  );
}
