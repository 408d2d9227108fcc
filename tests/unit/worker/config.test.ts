import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../worker/env";
import { ConfigError, parseConfig, siteOrigin } from "../../../worker/services/config";

/** The variables of wrangler.toml as a deployment would give them (bindings are not read by the config). */
const env = (vars: Partial<Bindings>): Bindings => ({ SITE_ORIGIN: "", ...vars }) as Bindings;

function problemsOf(vars: Partial<Bindings>): string[] {
  try {
    parseConfig(env(vars));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("the configuration", () => {
  it("reads the defaults of wrangler.toml", () => {
    const config = parseConfig(env({ SITE_ORIGIN: "http://localhost:8787", LANGUAGES: "", MAP_STYLE_URL: "", EDGE_CACHE: "on" }));
    expect(config).toMatchObject({
      siteOrigin: "http://localhost:8787",
      languages: undefined,
      maxRemovalShare: 0.25,
      mapStyle: undefined,
      edgeCache: true,
      imageRewrite: undefined,
    });
  });

  it("uses the request's origin when SITE_ORIGIN is empty, and SITE_ORIGIN's otherwise (path dropped)", () => {
    expect(siteOrigin(parseConfig(env({})), "https://preview.example.be/nl/")).toBe("https://preview.example.be");
    expect(siteOrigin(parseConfig(env({ SITE_ORIGIN: "https://www.vitrine.be/" })), "http://127.0.0.1/")).toBe("https://www.vitrine.be");
  });

  it("gives the map style address and its origin", () => {
    expect(parseConfig(env({ MAP_STYLE_URL: "https://tiles.example.com/styles/bright/style.json" })).mapStyle).toEqual({
      url: "https://tiles.example.com/styles/bright/style.json",
      origin: "https://tiles.example.com",
    });
    expect(parseConfig(env({ MAP_STYLE_URL: "http://localhost:8080/style.json" })).mapStyle?.origin).toBe("http://localhost:8080");
  });

  it("rewrites provider pictures to the CDN only when both image variables are set", () => {
    expect(parseConfig(env({ IMAGE_CDN_HOST: "images.vitrine.be" })).imageRewrite).toBeUndefined();
    const rewrite = parseConfig(env({ IMAGE_CDN_HOST: "images.vitrine.be", PROVIDER_STORAGE_HOSTS: " Storage.Example.net , other.net" })).imageRewrite;
    expect(rewrite?.("https://storage.example.net/a/b.jpg", 600)).toBe("https://images.vitrine.be/a/b.jpg?width=600&height=auto&format=webp");
    expect(rewrite?.("https://elsewhere.net/a.jpg", 600)).toBeNull();
  });

  it("turns the edge cache off and reads the removal share", () => {
    expect(parseConfig(env({ EDGE_CACHE: "off", FEED_MAX_REMOVAL_SHARE: "0.5" }))).toMatchObject({ edgeCache: false, maxRemovalShare: 0.5 });
  });

  it("names every unusable variable at once, never a value's secret", () => {
    const problems = problemsOf({
      SITE_ORIGIN: "ftp://www.vitrine.be",
      MAP_STYLE_URL: "http://tiles.example.com/style.json",
      FEED_MAX_REMOVAL_SHARE: "2",
      EDGE_CACHE: "sometimes" as "on",
      IMAGE_CDN_HOST: "https://images.vitrine.be/",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "SITE_ORIGIN",
      "FEED_MAX_REMOVAL_SHARE",
      "IMAGE_CDN_HOST",
      "MAP_STYLE_URL",
      "EDGE_CACHE",
    ]);
  });

  it("refuses map styles over plain http elsewhere, other schemes, credentials and non-addresses", () => {
    for (const value of [
      "http://tiles.example.com/style.json",
      "javascript:alert(1)",
      "data:application/json,{}",
      "https://user:pw@tiles.example.com/s.json",
      "tiles.example.com/style.json",
    ]) {
      expect(problemsOf({ MAP_STYLE_URL: value }), value).toHaveLength(1);
    }
  });
});
