import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageSizeOf } from "../../../client/domain/image-size";
import { photoTypeOf } from "../../../client/forms/photo";

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, "../../fixtures/images", name)));

describe("an image's size from its header", () => {
  it.each([
    ["photo.png", 37, 23],
    ["photo.jpg", 37, 23],
    ["progressive.jpg", 29, 31],
    ["photo.webp", 37, 23],
    ["lossless.webp", 37, 23],
    ["alpha.webp", 29, 31],
  ])("reads %s as %i × %i", (name, width, height) => {
    const bytes = fixture(name);
    const type = photoTypeOf(bytes);
    expect(type).toBeDefined();
    expect(imageSizeOf(bytes, type!)).toEqual({ width, height });
  });

  it("says nothing of a header cut short or of bytes that are not an image, and never throws", () => {
    expect(imageSizeOf(fixture("photo.png").subarray(0, 20), "image/png")).toBeUndefined();
    expect(imageSizeOf(fixture("photo.jpg").subarray(0, 40), "image/jpeg")).toBeUndefined();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.constantFrom("image/png" as const, "image/jpeg" as const, "image/webp" as const), (bytes, type) => {
        const size = imageSizeOf(bytes, type);
        expect(size === undefined || (size.width > 0 && size.height > 0)).toBe(true);
      }),
    );
  });
});
