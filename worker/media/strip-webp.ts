import { ascii, joined, u32le } from "./bytes";

/** Chunks that carry metadata (EXIF with its GPS position, XMP), not the picture. */
const METADATA = new Set(["EXIF", "XMP "]);
/** VP8X flags telling a reader that EXIF (bit 3) and XMP (bit 2) chunks follow. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
/** Chunks that hold the picture itself: one of them must be there. */
const IMAGE = new Set(["VP8 ", "VP8L", "ANMF"]);

const le32 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);

/**
 * Walks a WebP's RIFF chunks and returns it without its EXIF and XMP chunks (their VP8X flags
 * cleared, the RIFF size written again), or undefined when the walk does not reach a valid end: a
 * RIFF size beyond the file, a chunk running past it, no image chunk. Bytes after the RIFF are dropped.
 * WebP's EXIF orientation is not applied by browsers, so nothing of it needs keeping.
 */
export function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return undefined;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 12 + 8) return undefined;
  const parts: Uint8Array[] = [];
  let at = 12;
  let image = false;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return undefined;
    const fourcc = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    // A chunk of odd size is padded to an even one; the padding is not counted in its size.
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return undefined;
    if (IMAGE.has(fourcc)) image = true;
    if (!METADATA.has(fourcc)) parts.push(fourcc === "VP8X" ? withoutMetadataFlags(bytes.subarray(at, end)) : bytes.subarray(at, end));
    at = end;
  }
  if (!image) return undefined;
  const body = joined(parts);
  return joined([Uint8Array.from([0x52, 0x49, 0x46, 0x46]), le32(4 + body.byteLength), Uint8Array.from([0x57, 0x45, 0x42, 0x50]), body]);
}

/** The VP8X chunk with its EXIF and XMP flags off (a copy: the upload is never written in place). */
function withoutMetadataFlags(chunk: Uint8Array): Uint8Array {
  const copy = chunk.slice();
  if (copy.length > 8) copy[8] = (copy[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
  return copy;
}
