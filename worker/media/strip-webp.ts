import { ascii, Kept, MAX_SEGMENTS, u32le } from "./bytes";

/**
 * The chunks kept: the picture (VP8, VP8L, its alpha, animation frames) and its colour profile.
 * Everything else is dropped, whatever it holds: EXIF with its GPS position, XMP, unknown chunks
 * (issue 37 review, finding 2).
 */
const KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
/** VP8X flags telling a reader that EXIF (bit 3) and XMP (bit 2) chunks follow. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
/** An ANMF chunk's header before its frame's own chunks: position, size, duration, flags. */
const ANMF_HEADER_BYTES = 16;

const le32 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);

/**
 * Whether chunk data is a bitstream its name claims: a VP8 key frame starts, after its 3-byte frame
 * tag, with the start code 9d 01 2a; VP8L with the signature byte 0x2f. An ANMF frame holds one of them
 * after its header (and an optional ALPH chunk).
 */
function isPicture(fourcc: string, data: Uint8Array): boolean {
  if (fourcc === "VP8 ") return data.length >= 10 && ((data[0] ?? 1) & 1) === 0 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a;
  if (fourcc === "VP8L") return data.length >= 5 && data[0] === 0x2f;
  if (fourcc !== "ANMF") return false;
  let at = ANMF_HEADER_BYTES;
  if (ascii(data, at, 4) === "ALPH") {
    const size = u32le(data, at + 4);
    at += 8 + size + (size % 2);
  }
  const inner = ascii(data, at, 4);
  const size = u32le(data, at + 4);
  return (inner === "VP8 " || inner === "VP8L") && at + 8 + size <= data.length && isPicture(inner, data.subarray(at + 8, at + 8 + size));
}

/**
 * Walks a WebP's RIFF chunks and returns it with only the chunks of KEPT (VP8X's EXIF and XMP flags
 * cleared, the RIFF size written again), or undefined when the walk does not reach a valid end: a
 * RIFF size beyond the file, a chunk running past it, VP8X anywhere but first, more than MAX_SEGMENTS
 * chunks, no picture chunk or one whose bitstream does not start as its format does. Bytes after the
 * RIFF are dropped. WebP's EXIF orientation is not applied by browsers, so nothing of it needs keeping.
 */
export function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return undefined;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 12 + 8) return undefined;
  const kept = new Kept(bytes);
  kept.add(new Uint8Array(12)); // RIFF, its size and WEBP, written once the size is known
  let at = 12;
  let image = false;
  let chunks = 0;
  while (at < riffEnd) {
    if (at + 8 > riffEnd || ++chunks > MAX_SEGMENTS) return undefined;
    const fourcc = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    // A chunk of odd size is padded to an even one; the padding is not counted in its size.
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd || (fourcc === "VP8X" && at !== 12)) return undefined;
    const data = bytes.subarray(at + 8, at + 8 + size);
    if (fourcc === "VP8 " || fourcc === "VP8L" || fourcc === "ANMF") {
      if (!isPicture(fourcc, data)) return undefined;
      image = true;
    }
    if (fourcc === "VP8X") kept.add(withoutMetadataFlags(bytes.subarray(at, end)));
    else if (KEPT.has(fourcc)) kept.range(at, end);
    at = end;
  }
  if (!image) return undefined;
  const out = kept.joined();
  out.set([0x52, 0x49, 0x46, 0x46], 0);
  out.set(le32(out.byteLength - 8), 4);
  out.set([0x57, 0x45, 0x42, 0x50], 8);
  return out;
}

/** The VP8X chunk with its EXIF and XMP flags off (a copy: the upload is never written in place). */
function withoutMetadataFlags(chunk: Uint8Array): Uint8Array {
  const copy = chunk.slice();
  if (copy.length > 8) copy[8] = (copy[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
  return copy;
}
