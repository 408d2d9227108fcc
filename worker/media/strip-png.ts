import { ascii, Kept, MAX_SEGMENTS, u32be } from "./bytes";
import { inflatedLength } from "./inflate";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * The chunks kept: the critical ones and the ancillary ones that say how to show the pixels (colour,
 * transparency, density, animation). Everything else is dropped, whatever it holds: text, EXIF with
 * GPS (eXIf, or the pre-standard exIf and zxIf), times, C2PA, private chunks (issue 37 review, finding 2).
 */
const KEPT = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "bKGD", "pHYs", "acTL", "fcTL", "fdAT"]);
/** A chunk a decoder must understand: its type's first letter is upper case (PNG 5.4). */
const isCritical = (type: string) => type.charCodeAt(0) < 0x61;
/** Channels per pixel by colour type, with the bit depths each allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
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
 * How many bytes the image data inflates to, as IHDR describes it: each row's bytes plus its filter
 * byte, over the seven passes of an interlaced image; undefined when IHDR is not a valid one.
 */
function expectedDataLength(ihdr: Uint8Array): number | undefined {
  const width = u32be(ihdr, 0);
  const height = u32be(ihdr, 4);
  const [depth = 0, colourType = 0, compression, filter, interlace] = ihdr.subarray(8, 13);
  const colour = COLOUR_TYPES[colourType];
  if (ihdr.length !== 13 || !width || !height || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  if (!colour?.depths.includes(depth) || compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return undefined;
  const rows = (columns: number, count: number) => (columns && count ? count * (Math.ceil((columns * colour.channels * depth) / 8) + 1) : 0);
  if (interlace === 0) return rows(width, height);
  return ADAM7.reduce((sum, [x, y, dx, dy]) => sum + rows(Math.max(0, Math.ceil((width - x) / dx)), Math.max(0, Math.ceil((height - y) / dy))), 0);
}

/** The image data's bytes, read across its consecutive IDAT chunks from the first one, at `at`. */
function idatReader(bytes: Uint8Array, at: number): () => number {
  let position = at + 8;
  let end = position + u32be(bytes, at);
  return () => {
    while (position === end) {
      if (ascii(bytes, end + 8, 4) !== "IDAT") return -1;
      position = end + 12;
      end = position + u32be(bytes, end + 4);
    }
    return bytes[position++] ?? -1;
  };
}

/**
 * Walks a PNG's chunks to IEND and returns it with only the chunks of KEPT, or undefined when the
 * walk does not reach a valid end: a chunk running past the file, a CRC that does not match, no IHDR
 * first, an unknown critical chunk, more than MAX_SEGMENTS chunks besides the image data, image data
 * that is not one run of IDAT chunks or does not inflate to what IHDR announces, no IEND (a truncated
 * upload). Bytes after IEND are dropped.
 */
export function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  const kept = new Kept(bytes);
  kept.range(0, 8);
  let at = 8;
  let expected: number | undefined;
  let data: number | undefined;
  let previous = "";
  let chunks = 0;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (length > MAX_CHUNK_BYTES || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return undefined;
    if ((at === 8) !== (type === "IHDR")) return undefined;
    if (type !== "IDAT" && ++chunks > MAX_SEGMENTS) return undefined;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) return undefined;
    if (type === "IHDR" && (expected = expectedDataLength(bytes.subarray(at + 8, at + 8 + length))) === undefined) return undefined;
    if (type === "IDAT" && previous !== "IDAT" && (data ??= at) !== at) return undefined;
    if (KEPT.has(type)) kept.range(at, end);
    else if (isCritical(type)) return undefined;
    previous = type;
    at = end;
    if (type !== "IEND") continue;
    if (data === undefined || expected === undefined) return undefined;
    return inflatedLength(idatReader(bytes, data), expected) === expected ? kept.joined() : undefined;
  }
  return undefined;
}
