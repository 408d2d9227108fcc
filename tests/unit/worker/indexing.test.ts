import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { NOINDEX, noindex, NOINDEX_ROUTES } from "../../../worker/seo/indexing";

describe("the noindex rule", () => {
  it("marks every response of the routes it is mounted on, errors included", async () => {
    const app = new Hono<AppEnv>()
      .use("/portal/*", noindex)
      .get("/portal/stats/", (c) => c.html("<p>stats</p>"))
      .get("/portal/missing/", (c) => c.text("gone", 404))
      .get("/public/", (c) => c.html("<p>hello</p>"));
    expect((await app.request("/portal/stats/")).headers.get("X-Robots-Tag")).toBe(NOINDEX);
    expect((await app.request("/portal/missing/")).headers.get("X-Robots-Tag")).toBe(NOINDEX);
    expect((await app.request("/public/")).headers.get("X-Robots-Tag")).toBeNull();
  });

  it("keeps the owner login out of search engines", () => {
    expect(NOINDEX_ROUTES.has("login")).toBe(true);
    expect(NOINDEX_ROUTES.has("forSale")).toBe(false);
  });
});
