import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Every page address ends with a slash; a path without one (and not a file) is sent there, query kept. */
export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const last = url.pathname.split("/").pop() ?? "";
  if ((c.req.method === "GET" || c.req.method === "HEAD") && !url.pathname.endsWith("/") && !last.includes(".")) {
    return c.redirect(`${url.pathname}/${url.search}`, 301);
  }
  await next();
});
