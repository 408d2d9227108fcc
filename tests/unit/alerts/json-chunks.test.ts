import { describe, expect, it } from "vitest";
import { jsonChunks, ROWS_JSON_MAX_CHARS } from "../../../worker/db/json-chunks";

describe("rows as JSON parameters", () => {
  it("keep every row, in order, in arrays no longer than the limit", () => {
    const rows = Array.from({ length: 6_000 }, (_, index) => [crypto.randomUUID(), 100_000 + index, "price", 450_000, 475_000]);
    const chunks = jsonChunks(rows);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThanOrEqual(6);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(ROWS_JSON_MAX_CHARS);
    expect(chunks.flatMap((chunk) => JSON.parse(chunk) as unknown[])).toEqual(rows);
  });

  it("give nothing for no rows, and a row longer than the limit its own array", () => {
    expect(jsonChunks([])).toEqual([]);
    expect(jsonChunks(["a".repeat(30), "b", "c"], 20)).toEqual([`["${"a".repeat(30)}"]`, '["b","c"]']);
  });
});
