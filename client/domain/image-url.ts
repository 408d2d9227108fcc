/** SPEC 7: images are asked for at 400, 600, 1360 or 1920 px wide, height=auto, format=webp. */
export interface ImageCdnConfig {
  /** Hosts of the provider's cloud storage, e.g. "omnicasa.blob.core.windows.net". */
  storageHosts: readonly string[];
  /** The CDN host that serves the same paths with resizing, e.g. "images.vitrine-vastgoed.be". */
  cdnHost: string;
  /** Path prefixes of this site's own images that the CDN also serves, from the site's origin (the agency's uploaded content images, "/media/content/"). */
  sitePaths?: readonly string[];
}

/** A site path the CDN serves: one of its prefixes, nothing climbing out of it. */
const isSitePath = (url: string, prefixes: readonly string[]) => prefixes.some((prefix) => url.startsWith(prefix)) && !/\.\.|\/\/|[?#\\]/.test(url.slice(1));

/**
 * Rewrites a provider storage address, or a path of the site the CDN serves, to the CDN with width,
 * height=auto and format=webp. Returns null for any other address (local demo pictures, unknown
 * hosts, malformed input).
 */
export function cdnImageUrl(url: string, width: number, config: ImageCdnConfig | undefined): string | null {
  if (!config) return null;
  let pathname: string;
  if (url.startsWith("/") && isSitePath(url, config.sitePaths ?? [])) pathname = url;
  else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (!config.storageHosts.includes(parsed.hostname.toLowerCase())) return null;
    pathname = parsed.pathname;
  }
  const target = new URL(`https://${config.cdnHost}${pathname}`);
  target.searchParams.set("width", String(width));
  target.searchParams.set("height", "auto");
  target.searchParams.set("format", "webp");
  return target.toString();
}
