import { describe, expect, it } from "vitest";
import { isPreviewPath } from "../../../client/domain/preview";

describe("isPreviewPath", () => {
  it.each([
    ["finds preview as a segment", "/nl/preview/", true],
    ["ignores case", "/PreView/home", true],
    ["finds preview inside a segment", "/nl/page-preview-3/", true],
    ["finds preview in the query", "/nl/?mode=preview", true],
    ["is false for an ordinary page", "/nl/te-koop/", false],
    ["is false for a near miss", "/nl/previous/", false],
    ["is false for an empty path", "", false],
  ])("%s", (_behaviour, path, expected) => {
    expect(isPreviewPath(path)).toBe(expected);
  });

  it("is false for a missing path", () => {
    expect(isPreviewPath(undefined)).toBe(false);
    expect(isPreviewPath(null)).toBe(false);
  });
});
