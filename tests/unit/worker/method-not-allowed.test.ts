import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { allowedMethods, methodNotAllowed } from "../../../worker/middleware/method-not-allowed";

function siteLike() {
  const app = new Hono<AppEnv>();
  app.use(methodNotAllowed(app));
  app.use("/nl/*", async (_c, next) => next());
  const forms = new Hono<AppEnv>().get("/nl/formulier/:form/", (c) => c.text("form")).post("/nl/formulier/:form/", (c) => c.text("posted"));
  app.route("/", forms);
  app.get("/api/map/:lang{[a-z]{2}}/:file{(?:sale|rent)\\.json}", (c) => c.json({}));
  app.get("/nl/*", (c) => c.text("page"));
  return app;
}

describe("allowedMethods", () => {
  const app = siteLike();

  it("lists the methods the routes at a path take, HEAD with GET, middleware not counted", () => {
    expect(allowedMethods(app, "/nl/over-ons/")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(app, "/nl/formulier/contact/")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(app, "/api/map/nl/sale.json")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(app, "/elsewhere/")).toEqual([]);
  });
});

describe("methodNotAllowed", () => {
  const app = siteLike();
  const send = (method: string, path: string) => app.request(path, { method });

  it("answers 405 with Allow for a method no route takes at the address", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"]) {
      const response = await send(method, "/nl/over-ons/");
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow"), method).toBe("GET, HEAD");
    }
    const put = await send("PUT", "/nl/formulier/contact/");
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, HEAD, POST");
  });

  it("lets the methods the address takes through", async () => {
    expect(await (await send("POST", "/nl/formulier/contact/")).text()).toBe("posted");
    expect(await (await send("GET", "/nl/over-ons/")).text()).toBe("page");
    expect((await send("HEAD", "/nl/over-ons/")).status).toBe(200);
  });
});
