import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { imageSizeOf } from "../../../client/domain/image-size";
import { MAX_SEGMENTS } from "../../../worker/media/bytes";
import { inflatedLength } from "../../../worker/media/inflate";
import { stripMetadata } from "../../../worker/media/strip-metadata";
import { chunk } from "../../fixtures/photo-metadata";

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, "../../fixtures/images", name)));
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const reader = (bytes: Uint8Array) => {
  let at = 0;
  return () => bytes[at++] ?? -1;
};

interface PngShape {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlace?: 0 | 1;
}

/** Bytes per pixel row of `width` pixels, with the filter byte. */
const rowBytes = ({ depth, colourType }: PngShape, width: number) => 1 + Math.ceil((width * { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType]! * depth) / 8);

/** What IHDR announces the image data inflates to (the seven Adam7 passes when interlaced). */
function rawLength(shape: PngShape): number {
  if (!shape.interlace) return shape.height * rowBytes(shape, shape.width);
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes.reduce((sum, [x, y, dx, dy]) => {
    const columns = Math.max(0, Math.ceil((shape.width - x!) / dx!));
    const rows = Math.max(0, Math.ceil((shape.height - y!) / dy!));
    return sum + (columns && rows ? rows * rowBytes(shape, columns) : 0);
  }, 0);
}

/** A PNG of `shape` whose IDAT is `data` (zlib), cut into `pieces` IDAT chunks. */
function png(shape: PngShape, data: Uint8Array, pieces = 1): Uint8Array<ArrayBuffer> {
  const ihdr = [...be32(shape.width), ...be32(shape.height), shape.depth, shape.colourType, 0, 0, shape.interlace ?? 0];
  const size = Math.ceil(data.length / pieces);
  const idats = Array.from({ length: pieces }, (_, index) => chunk("IDAT", data.subarray(index * size, (index + 1) * size)));
  const palette = shape.colourType === 3 ? chunk("PLTE", [0, 0, 0, 255, 255, 255]) : [];
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk("IHDR", ihdr), ...palette, ...idats.flat(), ...chunk("IEND", [])]);
}

/** Rows of filter byte 0 and pseudo-random pixels, so the deflate stream has literals, matches and dynamic codes. */
function pixels(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let at = 0; at < length; at++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[at] = (state >> 16) % 4 === 0 ? 0 : (state >> 8) & 0x0f;
  }
  return bytes;
}

describe("a PNG's image data is inflated to check it is the picture its header announces", () => {
  const shapes: PngShape[] = [
    { width: 37, height: 23, depth: 8, colourType: 2 },
    { width: 37, height: 23, depth: 8, colourType: 2, interlace: 1 },
    { width: 5, height: 3, depth: 1, colourType: 0, interlace: 1 },
    { width: 1, height: 1, depth: 16, colourType: 6, interlace: 1 },
    { width: 301, height: 7, depth: 2, colourType: 3 },
    { width: 64, height: 64, depth: 16, colourType: 4 },
    { width: 200, height: 150, depth: 8, colourType: 6, interlace: 1 },
  ];

  it.each(shapes)("accepts %o, stored, fixed and dynamic blocks, in one IDAT or many", (shape) => {
    const raw = pixels(rawLength(shape));
    for (const options of [{ level: 0 }, { level: 6, strategy: constants.Z_FIXED }, { level: 9 }]) {
      const data = new Uint8Array(deflateSync(raw, options));
      expect(inflatedLength(reader(data), raw.length)).toBe(raw.length);
      for (const pieces of [1, 3]) {
        const picture = png(shape, data, pieces);
        expect(stripMetadata(picture, "image/png")).toEqual(picture);
        expect(imageSizeOf(picture, "image/png")).toEqual({ width: shape.width, height: shape.height });
      }
    }
  });

  it("refuses image data that inflates to more or fewer bytes than the header announces, or is no zlib stream", () => {
    const shape = { width: 37, height: 23, depth: 8, colourType: 2 };
    const length = rawLength(shape);
    expect(stripMetadata(png(shape, new Uint8Array(deflateSync(pixels(length + 1)))), "image/png")).toBeUndefined();
    expect(stripMetadata(png(shape, new Uint8Array(deflateSync(pixels(length - 1)))), "image/png")).toBeUndefined();
    expect(stripMetadata(png({ ...shape, interlace: 1 }, new Uint8Array(deflateSync(pixels(length)))), "image/png")).toBeUndefined();
    // Garbage with a right CRC: the chunk structure is fine, the data is not.
    expect(stripMetadata(png(shape, pixels(900, 3)), "image/png")).toBeUndefined();
    // A stream cut short.
    const data = new Uint8Array(deflateSync(pixels(length)));
    expect(stripMetadata(png(shape, data.subarray(0, data.length - 20)), "image/png")).toBeUndefined();
  });

  it("stops counting past the announced length: a deflate bomb behind a 1 × 1 header is refused", () => {
    const bomb = new Uint8Array(deflateSync(new Uint8Array(64 * 1024 * 1024), { level: 9 }));
    let read = 0;
    const counting = reader(bomb);
    expect(inflatedLength(() => (read++, counting()), 2)).toBeUndefined();
    expect(read).toBeLessThan(64);
    expect(stripMetadata(png({ width: 1, height: 1, depth: 8, colourType: 0 }, bomb), "image/png")).toBeUndefined();
  });

  it("refuses image data split by another chunk, and an unknown critical chunk", () => {
    const shape = { width: 37, height: 23, depth: 8, colourType: 2 };
    const data = new Uint8Array(deflateSync(pixels(rawLength(shape))));
    const whole = png(shape, data, 2);
    const second = whole.length - 12 - (12 + data.length - Math.ceil(data.length / 2));
    const split = Uint8Array.from([...whole.subarray(0, second), ...chunk("pHYs", [0, 0, 0, 1, 0, 0, 0, 1, 0]), ...whole.subarray(second)]);
    expect(stripMetadata(whole, "image/png")).toBeDefined();
    expect(stripMetadata(split, "image/png")).toBeUndefined();
    const at = 8 + 25;
    const critical = Uint8Array.from([...whole.subarray(0, at), ...chunk("GPSx", [1, 2, 3]), ...whole.subarray(at)]);
    expect(stripMetadata(critical, "image/png")).toBeUndefined();
  });
});

describe("a JPEG or WebP must be a picture, not only its structure", () => {
  it("refuses a JPEG with a frame header and no scan", () => {
    const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
    expect(stripMetadata(Uint8Array.from([0xff, 0xd8, ...sof, 0xff, 0xd9]), "image/jpeg")).toBeUndefined();
  });

  it("refuses a VP8 chunk without its start code and a VP8L chunk without its signature", () => {
    const vp8 = fixture("photo.webp");
    const vp8l = fixture("lossless.webp");
    expect(String.fromCharCode(...vp8.subarray(12, 16))).toBe("VP8 ");
    expect(String.fromCharCode(...vp8l.subarray(12, 16))).toBe("VP8L");
    const garbage = (webp: Uint8Array, at: number) => {
      const copy = webp.slice();
      copy[at]! ^= 0xff;
      return copy;
    };
    expect(stripMetadata(garbage(vp8, 20 + 3), "image/webp")).toBeUndefined();
    expect(stripMetadata(garbage(vp8l, 20), "image/webp")).toBeUndefined();
  });
});

describe("a file of tiny segments cannot fill the Worker's memory", () => {
  it("refuses 5 MB of restart markers outside a scan, at the first one", () => {
    const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
    const attack = new Uint8Array(5 * 1024 * 1024);
    attack.set([0xff, 0xd8, ...sof]);
    for (let at = 2 + sof.length; at + 1 < attack.length; at += 2) attack.set([0xff, 0xd0 + ((at >> 1) & 7)], at);
    attack.set([0xff, 0xd9], attack.length - 2);
    expect(stripMetadata(attack, "image/jpeg")).toBeUndefined();
    // TEM, the other standalone marker, is refused as well.
    expect(stripMetadata(Uint8Array.from([0xff, 0xd8, ...sof, 0xff, 0x01, 0xff, 0xd9]), "image/jpeg")).toBeUndefined();
  });

  it(`accepts a picture with many segments but refuses one with more than ${MAX_SEGMENTS}`, () => {
    const jpeg = fixture("photo.jpg");
    const comments = (count: number) => {
      const many = Array.from({ length: count }, () => [0xff, 0xfe, 0x00, 0x03, 0x41]).flat();
      return Uint8Array.from([...jpeg.subarray(0, 2), ...many, ...jpeg.subarray(2)]);
    };
    expect(stripMetadata(comments(MAX_SEGMENTS - 50), "image/jpeg")).toEqual(jpeg);
    expect(stripMetadata(comments(MAX_SEGMENTS), "image/jpeg")).toBeUndefined();

    const picture = fixture("photo.png");
    const privateChunks = (count: number) => {
      const at = 8 + 25;
      const many = Array.from({ length: count }, () => chunk("prVt", [])).flat();
      return Uint8Array.from([...picture.subarray(0, at), ...many, ...picture.subarray(at)]);
    };
    expect(stripMetadata(privateChunks(MAX_SEGMENTS - 50), "image/png")).toEqual(stripMetadata(picture, "image/png"));
    expect(stripMetadata(privateChunks(MAX_SEGMENTS), "image/png")).toBeUndefined();

    const webp = fixture("photo.webp");
    const junk = (count: number) => {
      const body = [...webp.subarray(12), ...Array.from({ length: count }, () => [0x4a, 0x55, 0x4e, 0x4b, 0, 0, 0, 0]).flat()];
      return Uint8Array.from([...webp.subarray(0, 4), ...be32(4 + body.length).reverse(), ...webp.subarray(8, 12), ...body]);
    };
    expect(stripMetadata(junk(MAX_SEGMENTS - 50), "image/webp")).toEqual(webp);
    expect(stripMetadata(junk(MAX_SEGMENTS), "image/webp")).toBeUndefined();
  });
});
