import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { CATALOG_FIRST_DELAY_MS, CATALOG_RETRIES, loadCatalog, loadPageCatalog } from "../../../client/i18n/load-catalog";

const MESSAGES: Messages = { "common.close": ["Sluiten"] };

/** A loader that fails `failures` times before it answers, and the waits loadCatalog asked for. */
function flaky(failures: number) {
  let calls = 0;
  const waits: number[] = [];
  return {
    load: () => (++calls <= failures ? Promise.reject(new Error(`chunk load ${calls} failed`)) : Promise.resolve({ messages: MESSAGES })),
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
    calls: () => calls,
    waits,
  };
}

describe("loading the browser's catalogue (SPEC 7)", () => {
  it("retries a failed load up to 5 times, waiting 350 ms and doubling", async () => {
    const loader = flaky(CATALOG_RETRIES);
    expect(await loadCatalog("nl", loader.load, loader.wait)).toEqual(MESSAGES);
    expect(CATALOG_RETRIES).toBe(5);
    expect(CATALOG_FIRST_DELAY_MS).toBe(350);
    expect(loader.waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(loader.calls()).toBe(6);
  });

  it("gives up after the fifth retry with the last error", async () => {
    const loader = flaky(CATALOG_RETRIES + 1);
    await expect(loadCatalog("nl", loader.load, loader.wait)).rejects.toThrow("chunk load 6 failed");
    expect(loader.waits).toHaveLength(CATALOG_RETRIES);
  });

  it("does not wait when the first load succeeds", async () => {
    const loader = flaky(0);
    await loadCatalog("fr", loader.load, loader.wait);
    expect(loader.waits).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    it(`loads the ${lang} client catalogue, not the server's full one`, async () => {
      const loaded = await loadCatalog(lang);
      const { messages: shipped } = (await import(`../../../locales/${lang}/client-messages.ts`)) as { messages: Messages };
      const { messages: full } = (await import(`../../../locales/${lang}/messages.ts`)) as { messages: Messages };
      expect(loaded).toEqual(shipped);
      expect(Object.keys(loaded).length).toBeLessThan(Object.keys(full).length);
    });
  }
});

describe("a page's catalogue", () => {
  it("adds the owner area's messages only when the page shows an owner island", async () => {
    const visitor = await loadPageCatalog("nl", ["SiteHeader", "SearchBox", "ConsentDialog"]);
    expect(visitor["search.placeholder"]).toBeDefined();
    expect(visitor["owner.passkey.manager.heading"]).toBeUndefined();
    const owner = await loadPageCatalog("nl", ["SiteHeader", "PasskeyManager"]);
    expect(owner["search.placeholder"]).toEqual(visitor["search.placeholder"]);
    expect(owner["owner.passkey.manager.heading"]).toBeDefined();
  });
});
