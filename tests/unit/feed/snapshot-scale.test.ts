/**
 * (worker/feed/README.md, "Where the limits sit"): one language of 100 000 listings, each with a 20-picture
 * gallery, stored the way a sync stores it. Every KV value must stay far below KV's 25 MiB value
 * limit, and the chunks few enough for a run's KV operation budget.
 */
import { describe, expect, it } from "vitest";
import { generateDemoProperties } from "../../../worker/feed/demo";
import { normaliseProperty, WORD_IDS_AS_WORDS } from "../../../worker/feed/provider/normalise";
import { parseItems } from "../../../worker/feed/provider/schemas/parse";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";
import { MAX_CHUNKS_PER_LANGUAGE, prepareLanguage } from "../../../worker/feed/snapshot-store";
import type { PropertyDetail } from "../../../worker/feed/model";

const KV_VALUE_LIMIT = 25 * 1024 * 1024;
const LISTINGS = 100_000;

/** Normalising is the slow part: 2 000 demo listings, each reused under 50 distinct ids (a 32 KiB gzip window never sees a repeat). */
const TEMPLATES = 2_000;

function demoDetails(count: number): PropertyDetail[] {
  const { items } = parseItems(propertySchema, generateDemoProperties(TEMPLATES, 7, "nl"));
  const templates = items.flatMap((raw) => normaliseProperty(raw, { lang: "nl", words: WORD_IDS_AS_WORDS, pictures: [], documents: [] }) ?? []);
  return Array.from({ length: count }, (_, position) => {
    const detail = templates[position % templates.length]!;
    // Distinct ids, references, addresses and galleries: 100 000 listings, not copies.
    const id = position + 1;
    const pictures = Array.from({ length: 20 }, (_, index) => ({
      url: `https://images.omnicasa.com/agency/${id}/${index}.jpg`,
      width: 1920,
      height: 1280,
      alt: "",
    }));
    return { ...detail, id, reference: `REF-${id}`, path: `${detail.path.replace(/\d+\/$/, "")}${id}/`, pictures, picture: pictures[0] ?? null };
  });
}

describe("snapshot values at 100 000 listings", () => {
  it("keeps the index and every chunk far below KV's value limit, in at most MAX_CHUNKS_PER_LANGUAGE chunks", async () => {
    const details = demoDetails(LISTINGS);
    expect(details.length).toBe(LISTINGS);
    const prepared = await prepareLanguage("nl", { properties: details, projects: [], typeGroups: [], cities: [] });
    const index = prepared.values.get("nl:index")!;
    const largest = Math.max(...[...prepared.values.values()].map((bytes) => bytes.byteLength));
    console.info(
      `100 000 listings: index ${(index.byteLength / 2 ** 20).toFixed(1)} MiB gzip (${Math.round(index.byteLength / LISTINGS)} B per listing), ` +
        `largest value ${(largest / 2 ** 20).toFixed(1)} MiB, ${prepared.manifest.chunks} chunks`,
    );
    expect(largest).toBeLessThan(KV_VALUE_LIMIT / 2);
    expect(prepared.manifest.chunks).toBeLessThanOrEqual(MAX_CHUNKS_PER_LANGUAGE);
  }, 120_000);
});
