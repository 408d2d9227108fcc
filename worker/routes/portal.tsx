import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { SiteArea } from "./area";

/** The owner portal's pages under `portalPath(lang)` (issue 10: filled by the portal pages). */
export function portal(area: SiteArea) {
  void area;
  return new Hono<AppEnv>();
}
