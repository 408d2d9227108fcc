import { imageSizeOf, type ImageSize } from "../../client/domain/image-size";
import { PHOTO_TYPES, photoTypeOf, type PhotoType } from "../../client/forms/photo";
import { bytesSum, type Bytes } from "../memory/compression";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { stripMetadata } from "../media/strip-metadata";

/** An image's description per language, kept with it in the library: picking it fills an image field's alt texts. */
export type MediaAlt = Partial<Record<Lang, string>>;
/** The longest alt text kept per language, in characters (its bytes are bounded with the rest: MAX_METADATA_BYTES). */
export const MAX_ALT_LENGTH = 300;
/**
 * The most bytes an image's custom metadata may take, as UTF-8 JSON: R2 holds 2 KB in all and refuses
 * the put beyond (a 500). Four accented alt texts, escaped, with who uploaded it and when, can exceed it.
 */
export const MAX_METADATA_BYTES = 1900;

/** Whether metadata fits R2's custom metadata, counted in UTF-8 bytes of its JSON (more than R2 counts: keys and values). */
export const metadataFits = (meta: Readonly<Record<string, string>>): boolean =>
  new TextEncoder().encode(JSON.stringify(meta)).byteLength <= MAX_METADATA_BYTES;

/** Largest image staff may upload, in bytes. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** The smallest and largest side, and the most pixels, an uploaded image may have. */
export const MIN_MEDIA_SIDE = 16;
export const MAX_MEDIA_SIDE = 8000;
export const MAX_MEDIA_PIXELS = 40_000_000;

/** Where the content's images live in the uploads bucket (testimonial photos, private, live elsewhere). */
const PREFIX = "content/";
/** A content image's public address: its key, which is its own SHA-256, so it never changes. */
/** Where the content's uploaded images are served (worker/routes/media.ts), and the CDN fetches them. */
export const CONTENT_MEDIA_PREFIX = "/media/content/";
export const MEDIA_PATH = /^\/media\/content\/([0-9a-f]{64}\.(?:jpg|png|webp))$/;

export type MediaRefusal = "tooLarge" | "notImage" | "unreadable" | "tooSmall" | "tooBig" | "altTooLong";
/** Alt texts too long, together, to be kept with their image (metadataFits): nothing is stored. */
export const ALT_TOO_LONG = "altTooLong" as const;

export interface MediaItem {
  path: string;
  type: PhotoType;
  bytes: number;
  width: number;
  height: number;
  uploadedBy: string;
  uploadedAt: string;
  alt: MediaAlt;
}

/** The alt texts stored with an image (JSON in its custom metadata), each language's trimmed and bounded. */
export function altOf(value: unknown): MediaAlt {
  let record: unknown = value;
  if (typeof value === "string") {
    try {
      record = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  if (record === null || typeof record !== "object") return {};
  const alt: MediaAlt = {};
  for (const lang of LANGUAGES) {
    const text = (record as Record<string, unknown>)[lang];
    if (typeof text === "string" && text.trim() !== "") alt[lang] = text.trim().slice(0, MAX_ALT_LENGTH);
  }
  return alt;
}

/** An upload checked to be an image, with the bytes to keep: the image without its metadata (EXIF, GPS, comments). */
export interface CheckedMedia {
  type: PhotoType;
  size: ImageSize;
  bytes: Bytes;
}

/**
 * What is wrong with an upload, or the image to keep: checked from its own bytes, never from the name
 * or type a browser gave it, walked to its end (a truncated file is "unreadable") and stripped of its
 * metadata (worker/media/strip-metadata.ts).
 */
export function checkMedia(upload: Uint8Array): { refused: MediaRefusal } | CheckedMedia {
  if (upload.byteLength > MAX_MEDIA_BYTES) return { refused: "tooLarge" };
  const type = photoTypeOf(upload.subarray(0, 16));
  if (!type) return { refused: "notImage" };
  const bytes = stripMetadata(upload, type);
  const size = bytes && imageSizeOf(bytes, type);
  if (!bytes || !size) return { refused: "unreadable" };
  if (Math.min(size.width, size.height) < MIN_MEDIA_SIDE) return { refused: "tooSmall" };
  if (Math.max(size.width, size.height) > MAX_MEDIA_SIDE || size.width * size.height > MAX_MEDIA_PIXELS) return { refused: "tooBig" };
  return { type, size, bytes };
}

const itemOf = (object: R2Object): MediaItem | undefined => {
  const meta = object.customMetadata ?? {};
  const type = object.httpMetadata?.contentType;
  if (!type || !(type in PHOTO_TYPES)) return undefined;
  return {
    path: `/media/${object.key}`,
    type: type as PhotoType,
    bytes: object.size,
    width: Number(meta.width),
    height: Number(meta.height),
    uploadedBy: meta.uploadedBy ?? "",
    uploadedAt: meta.uploadedAt ?? object.uploaded.toISOString(),
    alt: altOf(meta.alt),
  };
};

/** The content's images in the uploads bucket (R2), newest first. */
export function mediaLibrary(bucket: R2Bucket) {
  /**
   * Replaces an image's alt texts (R2 keeps metadata with the object: it is written again, the same bytes
   * under the same key); ALT_TOO_LONG, with nothing written, when they do not fit with the rest.
   */
  async function describe(path: string, alt: MediaAlt): Promise<MediaItem | typeof ALT_TOO_LONG | undefined> {
    const match = MEDIA_PATH.exec(path);
    const object = match ? await bucket.get(`${PREFIX}${match[1]}`) : null;
    if (!object) return undefined;
    const described = altOf(alt);
    const { alt: _old, ...meta } = object.customMetadata ?? {};
    const customMetadata = Object.keys(described).length > 0 ? { ...meta, alt: JSON.stringify(described) } : meta;
    if (!metadataFits(customMetadata)) return ALT_TOO_LONG;
    const stored = await bucket.put(object.key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata ?? {}, customMetadata });
    return itemOf(stored);
  }
  return {
    describe,
    /**
     * Stores a checked image under its own SHA-256 (the same image twice is one object); ALT_TOO_LONG,
     * with nothing stored, when the alt texts do not fit in its metadata.
     */
    async store(checked: CheckedMedia, by: string, now: Date, alt: MediaAlt = {}): Promise<MediaItem | typeof ALT_TOO_LONG> {
      const { bytes } = checked;
      const key = `${PREFIX}${await bytesSum(bytes)}.${PHOTO_TYPES[checked.type]}`;
      const described = altOf(alt);
      const customMetadata = {
        width: String(checked.size.width),
        height: String(checked.size.height),
        uploadedBy: by,
        uploadedAt: now.toISOString(),
        ...(Object.keys(described).length > 0 ? { alt: JSON.stringify(described) } : {}),
      };
      if (!metadataFits(customMetadata)) return ALT_TOO_LONG;
      const existing = await bucket.head(key);
      // The same image again: kept as it was, with the alt texts given now where it had none.
      if (existing) {
        const item = itemOf(existing)!;
        const missing = Object.fromEntries(Object.entries(described).filter(([lang]) => !item.alt[lang as Lang]));
        if (Object.keys(missing).length === 0) return item;
        return (await describe(item.path, { ...item.alt, ...missing })) ?? item;
      }
      return itemOf(await bucket.put(key, bytes, { httpMetadata: { contentType: checked.type }, customMetadata }))!;
    },

    async list(): Promise<MediaItem[]> {
      const items: MediaItem[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix: PREFIX, include: ["httpMetadata", "customMetadata"], ...(cursor ? { cursor } : {}) });
        for (const object of page.objects) {
          const item = itemOf(object);
          if (item) items.push(item);
        }
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return items.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    },

    /** An uploaded image at its public address, or null. */
    async get(path: string): Promise<R2ObjectBody | null> {
      const match = MEDIA_PATH.exec(path);
      return match ? bucket.get(`${PREFIX}${match[1]}`) : null;
    },

    /** What the library holds of an uploaded image (size, alt texts, who and when), by its public address. */
    async itemAt(path: string): Promise<MediaItem | undefined> {
      const match = MEDIA_PATH.exec(path);
      const object = match ? await bucket.head(`${PREFIX}${match[1]}`) : null;
      return (object && itemOf(object)) || undefined;
    },

    /** The size stored with an uploaded image, by its public address. */
    async sizeOf(path: string): Promise<ImageSize | undefined> {
      const match = MEDIA_PATH.exec(path);
      const object = match ? await bucket.head(`${PREFIX}${match[1]}`) : null;
      const item = object && itemOf(object);
      return item ? { width: item.width, height: item.height } : undefined;
    },
  };
}
