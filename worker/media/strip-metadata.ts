import type { PhotoType } from "../../client/forms/photo";
import { stripJpeg } from "./strip-jpeg";
import { stripPng } from "./strip-png";
import { stripWebp } from "./strip-webp";

/**
 * An uploaded image without what it says about the person who took it (issue 37): EXIF with the GPS
 * position of their home, XMP, comments, text chunks, times. The image is walked to its end as its
 * format defines it (JPEG to EOI, PNG to IEND with every CRC, WebP to its RIFF size), so a file whose
 * body is not the image its first bytes claim (truncated, or garbage behind valid magic bytes) is
 * refused: undefined. The pixels are never decoded or re-encoded: the same picture, fewer bytes.
 *
 * No npm library does this in a Worker: exif-be-gone is a Node stream, piexifjs reads JPEG only and
 * is unmaintained; the walks are each a page (./strip-jpeg.ts, ./strip-png.ts, ./strip-webp.ts).
 */
export function stripMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array<ArrayBuffer> | undefined {
  if (type === "image/jpeg") return stripJpeg(bytes);
  if (type === "image/png") return stripPng(bytes);
  return stripWebp(bytes);
}
