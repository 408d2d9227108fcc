import * as v from "valibot";
import type { Bindings } from "../env";

/** The tile style the maps use, and the origin the CSP must allow for it (its tiles, glyphs and sprites live there too). */
export interface MapStyle {
  url: string;
  origin: string;
}

const isLocalHost = (host: string) => host === "localhost" || host === "127.0.0.1";

/** https only; plain http is accepted for a style served on this machine (a local tile server). */
const StyleUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.url(),
  v.transform((value) => new URL(value)),
  v.check((url) => url.protocol === "https:" || (url.protocol === "http:" && isLocalHost(url.hostname)), "MAP_STYLE_URL must be an https address"),
  v.check((url) => !url.username && !url.password, "MAP_STYLE_URL must not carry credentials"),
);

// Isolate-lifetime: the variable cannot change without a new deployment, so one warning per isolate is enough.
let warned = false;

/**
 * MAP_STYLE_URL (wrangler.toml [vars]) read and validated: null when it is empty or invalid (an invalid
 * one is logged), and the maps then use the plain style built in code.
 */
export function mapStyleOf(env: Pick<Bindings, "MAP_STYLE_URL">): MapStyle | null {
  const raw = env.MAP_STYLE_URL?.trim();
  if (!raw) return null;
  const result = v.safeParse(StyleUrl, raw);
  if (!result.success) {
    if (!warned) console.warn("MAP_STYLE_URL ignored:", result.issues[0].message);
    warned = true;
    return null;
  }
  return { url: result.output.href, origin: result.output.origin };
}
