import { ascii, joined, u32be } from "./bytes";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that say something about the picture's maker, place or time, not about its pixels. */
const METADATA = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);
/** The largest chunk length PNG allows (2^31 - 1). */
const MAX_CHUNK_BYTES = 0x7fffffff;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG computes it over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Walks a PNG's chunks to IEND and returns it without its text, EXIF and time chunks, or undefined
 * when the walk does not reach a valid end: a chunk running past the file, a CRC that does not match,
 * no IHDR first, no image data, no IEND (a truncated upload). Bytes after IEND are dropped.
 */
export function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let data = false;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (length > MAX_CHUNK_BYTES || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return undefined;
    if ((at === 8) !== (type === "IHDR")) return undefined;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) return undefined;
    if (type === "IDAT") data = true;
    if (!METADATA.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") return data ? joined(parts) : undefined;
  }
  return undefined;
}
