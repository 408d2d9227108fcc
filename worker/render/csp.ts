import { PLAYER_ORIGINS, YOUTUBE_THUMBNAIL_ORIGIN } from "../../client/domain/media";
import type { SiteConfig } from "../content/schema";

/** Third-party hosts each configured tag needs; nothing is allowed for a tag whose id is not set. */
const TAG_HOSTS = {
  googleAnalyticsId: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
  },
  googleAdsId: {
    script: ["https://www.googletagmanager.com", "https://www.googleadservices.com"],
    connect: ["https://www.google.com", "https://googleads.g.doubleclick.net"],
    img: ["https://www.google.com", "https://googleads.g.doubleclick.net"],
  },
  tagManagerId: { script: ["https://www.googletagmanager.com"], connect: ["https://www.googletagmanager.com"], img: ["https://www.googletagmanager.com"] },
  facebookPixelId: { script: ["https://connect.facebook.net"], connect: ["https://www.facebook.com"], img: ["https://www.facebook.com"] },
} as const satisfies Record<keyof SiteConfig["site_info"], { script: string[]; connect: string[]; img: string[] }>;

export interface CspOptions {
  nonce: string;
  tags: SiteConfig["site_info"];
  frameAncestors: readonly string[];
  /** Extra image hosts, such as the image CDN of the listing feed. */
  imageHosts?: readonly string[];
  /** Origin of the configured MAP_STYLE_URL (worker/services/config.ts): its style, tiles, glyphs and sprites. */
  mapOrigin?: string | null | undefined;
  secure: boolean;
}

/**
 * A nonce-based policy: 'strict-dynamic' lets the nonce'd entry load its own chunks and the consented
 * tags, while the host lists keep older browsers that ignore it to the configured third parties.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const script = new Set<string>(["'self'"]);
  const connect = new Set<string>(["'self'"]);
  // YouTube stills are shown before a video is played (click-to-load player).
  const img = new Set<string>(["'self'", "data:", YOUTUBE_THUMBNAIL_ORIGIN, ...(options.imageHosts ?? [])]);
  for (const key of Object.keys(TAG_HOSTS) as (keyof typeof TAG_HOSTS)[]) {
    if (!options.tags[key]) continue;
    TAG_HOSTS[key].script.forEach((host) => script.add(host));
    TAG_HOSTS[key].connect.forEach((host) => connect.add(host));
    TAG_HOSTS[key].img.forEach((host) => img.add(host));
  }
  if (options.mapOrigin) {
    connect.add(options.mapOrigin);
    img.add(options.mapOrigin);
  }
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic' ${[...script].join(" ")}`,
    `style-src 'self' 'nonce-${options.nonce}'`,
    `img-src ${[...img].join(" ")}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(" ")}`,
    "media-src 'self'",
    // maplibre's web worker is our own static file (client/components/map/maplibre-map.ts), never a blob:.
    "worker-src 'self'",
    `frame-src ${PLAYER_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors.length ? options.frameAncestors.join(" ") : "'none'"}`,
    "manifest-src 'self'",
  ];
  if (options.secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
