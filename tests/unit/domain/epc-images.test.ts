import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EPC_LABELS, epcImagePath } from "../../../client/domain/epc";
import type { Region } from "../../../client/domain/region";

const PUBLIC_DIR = fileURLToPath(new URL("../../../client/public", import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const cases = (Object.keys(EPC_LABELS) as Region[]).flatMap((region) => EPC_LABELS[region].map((label) => [region, label] as const));

describe("EPC label images", () => {
  it.each(cases)("has a 160x48 PNG for %s %s", (region, label) => {
    const path = epcImagePath(region, label);
    expect(path).toBe(`/images/epc/${region}/${label}.png`);
    const bytes = readFileSync(`${PUBLIC_DIR}${path}`);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height are the first two big-endian words after the chunk header.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([160, 48]);
  });

  it("covers every region", () => {
    expect(new Set(cases.map(([region]) => region))).toEqual(new Set(["flanders", "brussels", "wallonia", "luxembourg"]));
  });
});
