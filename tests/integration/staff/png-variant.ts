import { crc32 } from "../../../worker/media/strip-png";

/**
 * Another image each time (its gamma changed by `seed`, the chunk's CRC written again), so the library
 * stores it anew: a byte changed anywhere else would break a CRC, and the library refuses a broken PNG,
 * or would sit in a text chunk, which the library drops.
 */
export function pngVariant(png: Uint8Array, seed: number): Uint8Array<ArrayBuffer> {
  const variant = png.slice();
  const gama = 8 + 25; // after the signature and IHDR
  if (String.fromCharCode(...variant.subarray(gama + 4, gama + 8)) !== "gAMA") throw new Error("the fixture has no gAMA chunk after IHDR");
  variant[gama + 11]! ^= seed;
  const crc = crc32(variant.subarray(gama + 4, gama + 12));
  variant.set([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff], gama + 12);
  return variant;
}
