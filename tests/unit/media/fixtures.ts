import { crc32 } from "../../../worker/media/strip-png";

/** What a phone writes of where a photo was taken: 51° 3' 12.34" N, as three big-endian RATIONALs. */
export const GPS_LATITUDE = Uint8Array.of(0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0x04, 0xd2, 0, 0, 0, 100);

const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const le32 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const text = (value: string) => [...new TextEncoder().encode(value)];

/** A big-endian TIFF as a camera writes it: IFD0 with the camera model, orientation and a GPS IFD with the latitude. */
export function exifWithGps(orientation: number): Uint8Array {
  const ifd0 = [
    ...be16(3),
    ...[...be16(0x0110), ...be16(2), ...be32(8), ...be32(50)], // Model, at 50
    ...[...be16(0x0112), ...be16(3), ...be32(1), ...be16(orientation), 0, 0], // Orientation
    ...[...be16(0x8825), ...be16(4), ...be32(1), ...be32(58)], // GPSInfo, at 58
    ...be32(0),
  ];
  const gps = [
    ...be16(2),
    ...[...be16(0x0001), ...be16(2), ...be32(2), ...text("N"), 0, 0, 0], // GPSLatitudeRef
    ...[...be16(0x0002), ...be16(5), ...be32(3), ...be32(88)], // GPSLatitude, at 88
    ...be32(0),
  ];
  return Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a, ...be32(8), ...ifd0, ...text("Pixel 9\0"), ...gps, ...GPS_LATITUDE]);
}

const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
const XMP = text("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>51,3.2N</exif:GPSLatitude></x:xmpmeta>");

/** A JPEG as a phone sends it: JFIF, then EXIF with GPS, XMP and a comment before the picture. */
export function jpegWithMetadata(jpeg: Uint8Array, { orientation }: { orientation: number }): Uint8Array {
  const app0End = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return Uint8Array.from([
    ...jpeg.subarray(0, app0End),
    ...segment(0xe1, [...text("Exif\0\0"), ...exifWithGps(orientation)]),
    ...segment(0xe1, XMP),
    ...segment(0xfe, text("Taken at home")),
    ...jpeg.subarray(app0End),
  ]);
}

const chunk = (type: string, data: number[]) => {
  const typed = Uint8Array.from([...text(type), ...data]);
  return [...be32(data.length), ...typed, ...be32(crc32(typed))];
};

/** A PNG with an author, a comment, EXIF with GPS and a time, right after its header. */
export function pngWithMetadata(png: Uint8Array): Uint8Array {
  const headerEnd = 8 + 12 + 13;
  return Uint8Array.from([
    ...png.subarray(0, headerEnd),
    ...chunk("tEXt", text("Author\0Jan Peeters")),
    ...chunk("zTXt", [...text("Comment\0"), 0, 0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]),
    ...chunk("iTXt", text("Description\0\0\0\0\0Onze tuin")),
    ...chunk("eXIf", [...exifWithGps(1)]),
    ...chunk("tIME", [0x07, 0xea, 11, 29, 7, 0, 0]),
    ...png.subarray(headerEnd),
  ]);
}

/** An extended WebP (VP8X) with EXIF (GPS, an odd size, padded) and XMP chunks, its flags saying so. */
export function webpWithMetadata(webp: Uint8Array): Uint8Array {
  const exif = [...exifWithGps(1), 0x2a];
  const body = [...webp.subarray(12), ...text("EXIF"), ...le32(exif.length), ...exif, 0, ...text("XMP "), ...le32(XMP.length), ...XMP];
  body[8] = body[8]! | 0x0c;
  return Uint8Array.from([...text("RIFF"), ...le32(4 + body.length), ...text("WEBP"), ...body]);
}
