import { describe, expect, it } from "vitest";
import { searchIndexUrl } from "../../../client/components/useSearchIndex";
import { searchIndexVersion } from "../../../worker/render/build-version";

const config = { versionId: "deploy-1", renderingFingerprint: "https://www.vitrine.example nl,fr,en,de" };

describe("the search index's version: its address and ETag", () => {
  it("is the snapshot version and the build, so a deploy that changes the exonyms or the synonyms is a new address", async () => {
    const version = await searchIndexVersion(7, config);
    expect(version).toMatch(/^7-[\w-]{12}$/);
    expect(await searchIndexVersion(7, config)).toBe(version);
    expect(await searchIndexVersion(8, config)).not.toBe(version);
    expect(await searchIndexVersion(7, { ...config, versionId: "deploy-2" })).not.toBe(version);
  });

  it("is the only parameter of the index address", () => {
    expect(searchIndexUrl("nl", "7-AbC_d-12")).toBe("/api/search/nl.json?v=7-AbC_d-12");
    expect(searchIndexUrl("de", null)).toBe("/api/search/de.json");
  });
});
