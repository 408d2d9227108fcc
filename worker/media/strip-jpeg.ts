import { ascii, joined, u16be, u32be } from "./bytes";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
/** Start-of-frame markers (SOF0..SOF15), less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * What an APPn segment carries that the picture needs: JFIF (APP0), an ICC colour profile (APP2
 * "ICC_PROFILE") and Adobe's colour transform (APP14, without which CMYK and YCCK JPEGs show wrong
 * colours). Everything else is metadata: EXIF with its GPS position and camera serial (APP1), XMP
 * (APP1), maker notes, Photoshop's IPTC (APP13).
 */
function keepsApp(marker: number, body: Uint8Array): boolean {
  if (marker === APP0) return true;
  if (marker === APP2) return ascii(body, 0, 12) === "ICC_PROFILE\0";
  if (marker === APP14) return ascii(body, 0, 5) === "Adobe";
  return false;
}

/** The EXIF orientation (1..8) an APP1 body states, or undefined: a TIFF header and IFD0's tag 0x0112. */
function orientationOf(body: Uint8Array): number | undefined {
  if (ascii(body, 0, 6) !== "Exif\0\0") return undefined;
  const tiff = body.subarray(6);
  const little = ascii(tiff, 0, 2) === "II";
  if (!little && ascii(tiff, 0, 2) !== "MM") return undefined;
  const u16 = (at: number) => (little ? (tiff[at] ?? 0) | ((tiff[at + 1] ?? 0) << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 65536 : u32be(tiff, at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return undefined;
    if (u16(at) === 0x0112) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The only EXIF kept: a fresh APP1 holding the orientation alone, so that a phone's portrait photo
 * still shows upright (browsers turn a JPEG by it) while nothing else of the camera's EXIF (GPS,
 * times, serial numbers, thumbnail) survives. Big-endian TIFF, one IFD entry of type SHORT.
 */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...new TextEncoder().encode("Exif\0\0"), ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...body]);
}

/**
 * Walks a JPEG's segments to its end of image and returns it without metadata, or undefined when the
 * walk does not reach a valid end: a segment running past the file, no frame header before the scan,
 * entropy-coded data without an EOI after it (a truncated upload). Bytes after EOI are dropped.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | undefined;
  let framed = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === undefined) return undefined;
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    if (marker === EOI) {
      if (!framed) return undefined;
      parts.push(bytes.subarray(at, at + 2));
      // After SOI, and after JFIF's APP0 when there is one (JFIF wants it first).
      if (orientation !== undefined && orientation !== 1) parts.splice(parts[1]?.[1] === APP0 ? 2 : 1, 0, orientationSegment(orientation));
      return joined(parts);
    }
    if (marker === SOI) return undefined;
    if (isStandalone(marker)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    const body = bytes.subarray(at + 4, end);
    if (isFrame(marker)) framed = true;
    if (marker === APP1) orientation ??= orientationOf(body);
    const metadata = (marker >= APP0 && marker <= 0xef && !keepsApp(marker, body)) || marker === COM;
    if (!metadata) parts.push(bytes.subarray(at, end));
    at = end;
    if (marker !== SOS) continue;
    if (!framed) return undefined;
    // The entropy-coded scan runs to the next marker that is neither a stuffed zero nor a restart.
    let scan = bytes.indexOf(0xff, at);
    while (scan !== -1 && scan + 1 < bytes.length) {
      const next = bytes[scan + 1] ?? 0;
      if (next !== 0x00 && next !== 0xff && !isStandalone(next)) break;
      scan = bytes.indexOf(0xff, scan + 1);
    }
    if (scan === -1 || scan + 1 >= bytes.length) return undefined;
    parts.push(bytes.subarray(at, scan));
    at = scan;
  }
  return undefined;
}
