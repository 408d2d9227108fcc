import { ascii, Kept, MAX_SEGMENTS, u16be, u32be } from "./bytes";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Start-of-frame markers (SOF0..SOF15), less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/**
 * The segments a decoder reads to draw the picture, besides the frame: DHT, DAC, DQT, DNL, DRI, DHP,
 * EXP and the scan header. Every other segment is dropped: APPn less the three of keepsApp, COM, the
 * JPG0..JPG13 extensions (F0..FD), reserved markers.
 */
const DECODING = new Set([0xc4, 0xcc, 0xdb, 0xdc, 0xdd, 0xde, 0xdf, SOS]);
/** Markers that stand alone, without a length: TEM and the restart markers, which belong inside a scan. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * What an APPn segment carries that the picture needs: JFIF (APP0 starting "JFIF\0"; not JFXX, a
 * thumbnail), an ICC colour profile (APP2 "ICC_PROFILE") and Adobe's colour transform (APP14, without
 * which CMYK and YCCK JPEGs show wrong colours). Everything else is metadata: EXIF with its GPS
 * position and camera serial (APP1), XMP (APP1), maker notes, Photoshop's IPTC (APP13), and whatever
 * a camera puts anywhere else.
 */
function keepsApp(marker: number, body: Uint8Array): boolean {
  if (marker === APP0) return ascii(body, 0, 5) === "JFIF\0";
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
 * no scan before EOI, a restart marker outside a scan, more than MAX_SEGMENTS segments, entropy-coded
 * data without an EOI after it (a truncated upload). Bytes after EOI are dropped.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const kept = new Kept(bytes);
  kept.range(0, 2);
  /** Where a fresh orientation goes: after SOI, or after JFIF's APP0 when it comes first (JFIF wants to be first). */
  let orientationAt = 2;
  let orientation: number | undefined;
  let framed = false;
  let scanned = false;
  let segments = 0;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === undefined) return undefined;
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    if (++segments > MAX_SEGMENTS) return undefined;
    if (marker === EOI) {
      if (!scanned) return undefined;
      kept.range(at, at + 2);
      if (orientation === undefined || orientation === 1) return kept.joined();
      return kept.joined({ at: orientationAt, bytes: orientationSegment(orientation) });
    }
    if (marker === SOI || isStandalone(marker)) return undefined;
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    const body = bytes.subarray(at + 4, end);
    if (isFrame(marker)) framed = true;
    if (marker === APP1) orientation ??= orientationOf(body);
    if (isFrame(marker) || DECODING.has(marker) || keepsApp(marker, body)) {
      kept.range(at, end);
      if (segments === 1 && marker === APP0) orientationAt = kept.length;
    }
    at = end;
    if (marker !== SOS) continue;
    if (!framed) return undefined;
    scanned = true;
    // The entropy-coded scan runs to the next marker that is neither a stuffed zero nor a restart.
    let scan = bytes.indexOf(0xff, at);
    while (scan !== -1 && scan + 1 < bytes.length) {
      const next = bytes[scan + 1] ?? 0;
      if (next !== 0x00 && next !== 0xff && !isStandalone(next)) break;
      scan = bytes.indexOf(0xff, scan + 1);
    }
    if (scan === -1 || scan + 1 >= bytes.length) return undefined;
    kept.range(at, scan);
    at = scan;
  }
  return undefined;
}
