/**
 * A list of ids as one bound parameter: `IN (${IDS_IN_PARAM})` with `?1` = JSON.stringify(ids).
 * One statement whatever the count, clear of D1's limit of 100 bound parameters per query.
 */
export const IDS_IN_PARAM = "SELECT value FROM json_each(?1)";
