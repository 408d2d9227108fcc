/**
 * Media links on properties and banners (SPEC 5): video files, YouTube, Vimeo, Facebook videos and
 * 3D / virtual tours. Hosts are matched exactly (or by a dot-bounded suffix for tours), so
 * lookalikes such as "notyoutube.com" or "youtube.com.evil.io" are not recognised.
 */

export const VIDEO_FILE_EXTENSIONS = ["mp4", "mov", "wmv", "avi", "flv", "webm"] as const;

/** One host suffix per tour provider kind; subdomains ("my.matterport.com") match too. */
export const TOUR_HOST_SUFFIXES = {
  "3d": "matterport.com",
  virtual: "nodalview.com",
  visualization: "giraffe360.com",
} as const;

export type TourKind = keyof typeof TOUR_HOST_SUFFIXES;

export type MediaLink =
  | { kind: "video-file"; url: string }
  | { kind: "youtube"; id: string; url: string }
  | { kind: "vimeo"; id: string; url: string }
  | { kind: "facebook"; url: string }
  | { kind: "tour"; tour: TourKind; url: string };

export type ThumbnailQuality = "low" | "medium" | "high";

const THUMBNAIL_FILES: Readonly<Record<ThumbnailQuality, string>> = {
  low: "default",
  medium: "mqdefault",
  high: "hqdefault",
};

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const YOUTUBE_SHORT_HOSTS = new Set(["youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER_HOSTS = new Set(["player.vimeo.com"]);
const FB_WATCH_HOSTS = new Set(["fb.watch", "www.fb.watch"]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = new RegExp(`\\.(${VIDEO_FILE_EXTENSIONS.join("|")})$`, "i");
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Recognises a media link; undefined for anything else, including non-http(s) schemes. */
export function parseMediaLink(input: string | null | undefined): MediaLink | undefined {
  if (typeof input !== "string") return undefined;
  const raw = input.trim();
  if (raw === "" || (SCHEME.test(raw) && !/^https?:/i.test(raw))) return undefined;
  // Files may be relative ("/media/tour.mp4"), so only the text before any query or hash is checked.
  if (VIDEO_FILE.test(raw.split(/[?#]/, 1)[0] ?? "")) return { kind: "video-file", url: raw };

  const url = toUrl(raw);
  if (url === undefined) return undefined;
  const host = url.hostname.toLowerCase();
  return youtube(url, host) ?? vimeo(url, host) ?? facebook(url, host) ?? tour(url, host);
}

function toUrl(raw: string): URL | undefined {
  const absolute = raw.startsWith("//") ? `https:${raw}` : SCHEME.test(raw) ? raw : `https://${raw}`;
  try {
    return new URL(absolute);
  } catch {
    return undefined;
  }
}

function youtube(url: URL, host: string): MediaLink | undefined {
  let id: string | undefined;
  if (YOUTUBE_SHORT_HOSTS.has(host)) id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = /^\/watch\/?$/.test(url.pathname) ? (url.searchParams.get("v") ?? undefined) : /^\/(?:embed|shorts)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id !== undefined && YOUTUBE_ID.test(id) ? { kind: "youtube", id, url: url.href } : undefined;
}

function vimeo(url: URL, host: string): MediaLink | undefined {
  let id: string | undefined;
  // vimeo.com/123456, vimeo.com/123456/abcdef (unlisted), vimeo.com/channels/name/123456
  if (VIMEO_HOSTS.has(host)) id = /^\/(?:channels\/[\w-]+\/)?(\d+)(?:\/[0-9a-f]+)?\/?$/i.exec(url.pathname)?.[1];
  else if (VIMEO_PLAYER_HOSTS.has(host)) id = /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1];
  return id === undefined ? undefined : { kind: "vimeo", id, url: url.href };
}

function facebook(url: URL, host: string): MediaLink | undefined {
  const isFacebook = host === "facebook.com" || host.endsWith(".facebook.com");
  const recognised =
    (isFacebook && /\/videos\/[^/]+/.test(url.pathname)) ||
    (isFacebook && /^\/watch\/?$/.test(url.pathname) && (url.searchParams.get("v") ?? "") !== "") ||
    (FB_WATCH_HOSTS.has(host) && /^\/[^/]+\/?$/.test(url.pathname));
  return recognised ? { kind: "facebook", url: url.href } : undefined;
}

function tour(url: URL, host: string): MediaLink | undefined {
  for (const [kind, suffix] of Object.entries(TOUR_HOST_SUFFIXES) as [TourKind, string][]) {
    if (host === suffix || host.endsWith(`.${suffix}`)) return { kind: "tour", tour: kind, url: url.href };
  }
  return undefined;
}

const YOUTUBE_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";
const VIMEO_PLAYER_ORIGIN = "https://player.vimeo.com";
/** Hosts whose players the site embeds (the CSP's frame-src allows exactly these). */
export const PLAYER_ORIGINS = [YOUTUBE_PLAYER_ORIGIN, VIMEO_PLAYER_ORIGIN] as const;
/** Host of the YouTube stills shown before a video is played (the CSP's img-src allows it). */
export const YOUTUBE_THUMBNAIL_ORIGIN = "https://i.ytimg.com";

/** Privacy-friendly YouTube player address (no cookies until the visitor plays). */
export function youtubeEmbedUrl(id: string): string {
  return `${YOUTUBE_PLAYER_ORIGIN}/embed/${encodeURIComponent(id)}`;
}

/** YouTube still image: low → default.jpg, medium → mqdefault.jpg, high (default) → hqdefault.jpg. */
export function youtubeThumbnailUrl(id: string, quality: ThumbnailQuality = "high"): string {
  return `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${encodeURIComponent(id)}/${THUMBNAIL_FILES[quality]}.jpg`;
}

export function vimeoEmbedUrl(id: string): string {
  return `${VIMEO_PLAYER_ORIGIN}/video/${encodeURIComponent(id)}`;
}

export function facebookEmbedUrl(url: string): string {
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`;
}

/** Address to put in an iframe; undefined for video files, which play in a <video> element. */
export function embedUrl(link: MediaLink): string | undefined {
  switch (link.kind) {
    case "youtube":
      return youtubeEmbedUrl(link.id);
    case "vimeo":
      return vimeoEmbedUrl(link.id);
    case "facebook":
      return facebookEmbedUrl(link.url);
    case "tour":
      return link.url;
    case "video-file":
      return undefined;
  }
}
