import { Hono } from "hono";
import type { AppEnv } from "../env";
import { mapStyle } from "./map-style";
import { mapTiles } from "./map-tiles";

/** The maps' base: our style (offline base or Protomaps) and the tiles of the PMTiles archive. */
export const mapBase = new Hono<AppEnv>().route("/", mapStyle).route("/", mapTiles);
