import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageSizeOf } from "../../../client/domain/image-size";
import { photoTypeOf, type PhotoType } from "../../../client/forms/photo";
import { stripMetadata } from "../../../worker/media/strip-metadata";
import { crc32 } from "../../../worker/media/strip-png";
import {
  exifWithGps,
  GPS_LATITUDE,
  jpegWithMetadata,
  jpegWithSegment,
  pngWithChunk,
  pngWithMetadata,
  webpWithChunk,
  webpWithMetadata,
} from "../../fixtures/photo-metadata";

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, "../../fixtures/images", name)));
const contains = (bytes: Uint8Array, part: Uint8Array | string) => {
  const needle = typeof part === "string" ? new TextEncoder().encode(part) : part;
  outer: for (let at = 0; at + needle.length <= bytes.length; at++) {
    for (let index = 0; index < needle.length; index++) if (bytes[at + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
};

describe("an uploaded image without its metadata", () => {
  it.each([
    ["photo.jpg", "image/jpeg"],
    ["progressive.jpg", "image/jpeg"],
    ["photo.png", "image/png"],
    ["photo.webp", "image/webp"],
    ["lossless.webp", "image/webp"],
    ["alpha.webp", "image/webp"],
  ] as const)("keeps %s the same picture, of the same size, and stripping it again changes nothing", (name, type: PhotoType) => {
    const bytes = fixture(name);
    const stripped = stripMetadata(bytes, type);
    expect(stripped).toBeDefined();
    expect(photoTypeOf(stripped!)).toBe(type);
    expect(imageSizeOf(stripped!, type)).toEqual(imageSizeOf(bytes, type));
    expect(stripMetadata(stripped!, type)).toEqual(stripped);
  });

  it("drops a JPEG's EXIF with its GPS position, its XMP and its comment, keeping only the orientation", () => {
    const photo = jpegWithMetadata(fixture("photo.jpg"), { orientation: 6 });
    expect(contains(photo, GPS_LATITUDE)).toBe(true);
    const stripped = stripMetadata(photo, "image/jpeg")!;
    expect(stripped).toBeDefined();
    expect(contains(stripped, GPS_LATITUDE)).toBe(false);
    expect(contains(stripped, "http://ns.adobe.com/xap/1.0/")).toBe(false);
    expect(contains(stripped, "Taken at home")).toBe(false);
    expect(contains(stripped, "Pixel 9")).toBe(false);
    // The picture stays upright: a minimal EXIF with its orientation alone, right after JFIF's APP0.
    expect([...stripped.subarray(20, 24)]).toEqual([0xff, 0xe1, 0x00, 0x22]);
    expect(contains(stripped, Uint8Array.of(0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06))).toBe(true);
    // Everything of the picture itself is there, byte for byte.
    expect(stripped.byteLength).toBe(fixture("photo.jpg").byteLength + 2 + 34);
    expect(imageSizeOf(stripped, "image/jpeg")).toEqual({ width: 37, height: 23 });
  });

  it("keeps no EXIF at all from a JPEG whose orientation is the normal one", () => {
    const stripped = stripMetadata(jpegWithMetadata(fixture("photo.jpg"), { orientation: 1 }), "image/jpeg")!;
    expect(stripped).toEqual(fixture("photo.jpg"));
  });

  it("drops a PNG's text, time and EXIF chunks and keeps every CRC right", () => {
    const photo = pngWithMetadata(fixture("photo.png"));
    expect(contains(photo, GPS_LATITUDE)).toBe(true);
    const stripped = stripMetadata(photo, "image/png")!;
    expect(stripped).toBeDefined();
    for (const name of ["tEXt", "zTXt", "iTXt", "eXIf", "tIME", "date:create", "Author"]) expect(contains(stripped, name)).toBe(false);
    expect(contains(stripped, GPS_LATITUDE)).toBe(false);
    for (const name of ["IHDR", "gAMA", "PLTE", "IDAT", "IEND"]) expect(contains(stripped, name)).toBe(true);
  });

  it("drops a WebP's EXIF and XMP chunks, clears their flags and writes the RIFF size again", () => {
    const photo = webpWithMetadata(fixture("alpha.webp"));
    expect(contains(photo, GPS_LATITUDE)).toBe(true);
    expect(photo[20]! & 0x0c).toBe(0x0c);
    const stripped = stripMetadata(photo, "image/webp")!;
    expect(stripped).toEqual(fixture("alpha.webp"));
  });

  it("refuses a truncated image or garbage behind an image's first bytes", () => {
    const jpeg = fixture("photo.jpg");
    const png = fixture("photo.png");
    const webp = fixture("photo.webp");
    expect(stripMetadata(jpeg.subarray(0, jpeg.length - 2), "image/jpeg")).toBeUndefined();
    expect(stripMetadata(jpeg.subarray(0, 200), "image/jpeg")).toBeUndefined();
    expect(stripMetadata(fixture("progressive.jpg").subarray(0, 400), "image/jpeg")).toBeUndefined();
    expect(stripMetadata(png.subarray(0, png.length - 12), "image/png")).toBeUndefined();
    expect(stripMetadata(webp.subarray(0, webp.length - 4), "image/webp")).toBeUndefined();
    const garbage = new TextEncoder().encode("these are not the pixels you were promised");
    expect(stripMetadata(Uint8Array.from([...jpeg.subarray(0, 3), ...garbage]), "image/jpeg")).toBeUndefined();
    expect(stripMetadata(Uint8Array.from([...png.subarray(0, 8), ...garbage]), "image/png")).toBeUndefined();
    expect(stripMetadata(Uint8Array.from([...webp.subarray(0, 12), ...garbage]), "image/webp")).toBeUndefined();
    // One byte of the image data changed: its CRC no longer matches.
    const damaged = png.slice();
    const idat = [...png].findIndex((_, at) => String.fromCharCode(...png.subarray(at, at + 4)) === "IDAT");
    damaged[idat + 4]! ^= 0x01;
    expect(stripMetadata(damaged, "image/png")).toBeUndefined();
  });

  it("drops bytes hidden after the end of the image", () => {
    const hidden = new TextEncoder().encode("GPS 51.05N 3.72E");
    for (const [name, type] of [
      ["photo.jpg", "image/jpeg"],
      ["photo.png", "image/png"],
      ["photo.webp", "image/webp"],
    ] as const) {
      const stripped = stripMetadata(Uint8Array.from([...fixture(name), ...hidden]), type)!;
      expect(stripped).toBeDefined();
      expect(contains(stripped, hidden)).toBe(false);
    }
  });

  it("drops GPS wherever a camera or an app puts it: any APPn but JFIF's, extension segments, private chunks", () => {
    const exif = [...new TextEncoder().encode("Exif\0\0"), ...exifWithGps(1)];
    const jpeg = fixture("photo.jpg");
    const jpegs = [
      jpegWithSegment(jpeg, 0xe0, exif), // APP0 that is not JFIF
      jpegWithSegment(jpeg, 0xe0, [...new TextEncoder().encode("JFXX\0\x10"), ...exif]), // JFIF's thumbnail extension
      jpegWithSegment(jpeg, 0xf0, exif), // JPG0..JPG13
      jpegWithSegment(jpeg, 0xfd, exif),
      jpegWithSegment(jpeg, 0xe3, exif),
    ];
    // The same picture as the fixture's own, stripped: the segment or chunk gone, nothing else changed.
    for (const photo of jpegs) expect(stripMetadata(photo, "image/jpeg")).toEqual(stripMetadata(jpeg, "image/jpeg"));
    const png = fixture("photo.png");
    for (const type of ["exIf", "zxIf", "prVT", "caBX", "orNT", "dSIG"]) {
      expect(stripMetadata(pngWithChunk(png, type, exif), "image/png")).toEqual(stripMetadata(png, "image/png"));
    }
    for (const name of ["photo.webp", "alpha.webp"]) {
      const webp = fixture(name);
      for (const fourcc of ["exif", "JUNK", "GPS ", "C2PA"])
        expect(stripMetadata(webpWithChunk(webp, fourcc, exif), "image/webp")).toEqual(stripMetadata(webp, "image/webp"));
    }
  });

  it("never throws on random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom("image/png" as const, "image/jpeg" as const, "image/webp" as const), (bytes, type) => {
        stripMetadata(bytes, type);
      }),
    );
  });

  it("never keeps an EXIF block hidden under any other marker, chunk name or fourcc of a valid picture", () => {
    const exif = [...new TextEncoder().encode("Exif\0\0"), ...exifWithGps(3)];
    /** Segments a decoder reads (their content is the picture's, not checked here): frames, tables, scan, restart interval. */
    const decoding = (marker: number) => (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= 0xd0 && marker <= 0xdf);
    const jpegMarker = fc.integer({ min: 0x01, max: 0xfe }).filter((marker) => !decoding(marker));
    const keptPng = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "bKGD", "pHYs", "acTL", "fcTL", "fdAT"]);
    const keptWebp = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const name = fc.tuple(letter, letter, letter, fc.oneof(letter, fc.constant(" "))).map((letters) => letters.join(""));
    const accepted: Uint8Array[] = [];
    const check = (stripped: Uint8Array | undefined) => {
      if (!stripped) return;
      accepted.push(stripped);
      expect(contains(stripped, GPS_LATITUDE)).toBe(false);
      expect(contains(stripped, "Pixel 9")).toBe(false);
    };
    fc.assert(
      fc.property(jpegMarker, fc.constantFrom("photo.jpg", "progressive.jpg"), (marker, file) =>
        check(stripMetadata(jpegWithSegment(fixture(file), marker, exif), "image/jpeg")),
      ),
    );
    fc.assert(
      fc.property(
        name.filter((type) => !keptPng.has(type) && !type.includes(" ")),
        (type) => check(stripMetadata(pngWithChunk(fixture("photo.png"), type, exif), "image/png")),
      ),
    );
    fc.assert(
      fc.property(
        name.filter((fourcc) => !keptWebp.has(fourcc)),
        fc.constantFrom("photo.webp", "lossless.webp", "alpha.webp"),
        (fourcc, file) => check(stripMetadata(webpWithChunk(fixture(file), fourcc, exif), "image/webp")),
      ),
    );
    // Most of them were pictures accepted, not refused: the property says something.
    expect(accepted.length).toBeGreaterThan(200);
  });

  it("computes PNG's CRC-32", () => {
    expect(crc32(new TextEncoder().encode("IEND"))).toBe(0xae426082);
  });
});
