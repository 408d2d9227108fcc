import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The client's address for per-IP limits: CF-Connecting-IP, "local" off Cloudflare (wrangler dev, tests). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}
