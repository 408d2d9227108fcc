import { describe, expect, it, vi } from "vitest";
import { ALT_TOO_LONG, MAX_MEDIA_BYTES, metadataFits, type MediaAlt, type MediaItem } from "../../../worker/content/media";
import { MAX_UPLOADS_PER_POST, withImageChoices } from "../../../worker/staff/content/image-choices";

/** tests/fixtures/images/photo.png: 37 × 23 pixels. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAACUAAAAXAQMAAAC24hTmAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEUzZsz///8N3jmNAAAAAWJLR0QB/wIt3gAAAAd0SU1FB+oLGBUFK1JQsLsAAAAMSURBVAjXY2AYLAAAAIoAATCBhKgAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjRUMjE6MDU6NDMrMDA6MDCjlpknAAAAJXRFWHRkYXRlOm1vZGlmeQAyMDI2LTExLTI0VDIxOjA1OjQzKzAwOjAw0sshmwAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
const NOW = new Date("2026-11-28T10:00:00Z");
const item = (path: string, alt: MediaAlt = {}): MediaItem => ({
  path,
  type: "image/png",
  bytes: PNG.byteLength,
  width: 37,
  height: 23,
  uploadedBy: "an@agency.example",
  uploadedAt: NOW.toISOString(),
  alt,
});

/** A library that stores everything it is given, as the real one does (counting what it stored). */
function library(stored: MediaAlt[] = [], described: MediaAlt = {}) {
  return {
    store: vi.fn(async (_checked: unknown, _by: string, _now: Date, alt: MediaAlt = {}) => {
      stored.push(alt);
      return item(`/media/content/${"a".repeat(63)}${stored.length}.png`, alt);
    }),
    itemAt: vi.fn(async (path: string) => item(path, described)),
  };
}

const image = (file: File, alt: MediaAlt = { nl: "", fr: "", en: "", de: "" }) => ({ url: "", alt, _upload: file });

describe("image choices in the editor's posts", () => {
  it("refuses an upload larger than the library takes before reading it, on its field", async () => {
    const file = new File([new Uint8Array(MAX_MEDIA_BYTES + 1)], "huge.png", { type: "image/png" });
    const read = vi.spyOn(file, "arrayBuffer");
    const lib = library();
    const { body, issues } = await withImageChoices(lib, { image: image(file) }, "an@agency.example", NOW);
    expect(read).not.toHaveBeenCalled();
    expect(lib.store).not.toHaveBeenCalled();
    expect(issues).toEqual([expect.objectContaining({ at: "image.url", code: "upload.tooLarge" })]);
    expect(body).toMatchObject({ image: { url: "" } });
  });

  it(`stores at most ${MAX_UPLOADS_PER_POST} uploads of one post and refuses the others on their fields, unread`, async () => {
    const files = Array.from({ length: MAX_UPLOADS_PER_POST + 2 }, () => new File([PNG], "photo.png", { type: "image/png" }));
    const reads = files.map((file) => vi.spyOn(file, "arrayBuffer"));
    const stored: MediaAlt[] = [];
    const { issues } = await withImageChoices(library(stored), { photos: files.map((file) => image(file)) }, "an@agency.example", NOW);
    expect(stored).toHaveLength(MAX_UPLOADS_PER_POST);
    expect(reads.filter((read) => read.mock.calls.length > 0)).toHaveLength(MAX_UPLOADS_PER_POST);
    expect(issues).toHaveLength(2);
    for (const issue of issues) expect(issue).toMatchObject({ code: "upload.tooMany", at: expect.stringMatching(/^photos\[\d\]\.url$/) });
  });

  it("says on the alt texts' field when they are too long together to be kept, keeping what was typed", async () => {
    const typed = { nl: "é".repeat(300), fr: "è".repeat(300), en: "ü".repeat(300), de: "ö".repeat(300) };
    const lib = { ...library(), store: vi.fn(async () => ALT_TOO_LONG) };
    const { body, issues } = await withImageChoices(lib, { image: image(new File([PNG], "photo.png"), typed) }, "an@agency.example", NOW);
    expect(issues).toEqual([expect.objectContaining({ at: "image.alt", code: "upload.altTooLong" })]);
    expect(body).toMatchObject({ image: { url: "", alt: typed } });
  });

  it("empties the alt texts of the languages the library does not describe when an image is picked", async () => {
    const before = { nl: "Vorige foto", fr: "Photo précédente", en: "Previous photo", de: "Voriges Foto" };
    const picked = { url: "/media/content/x.png", alt: before, _picked: true };
    const { body } = await withImageChoices(library([], { nl: "Tuin", en: "Garden" }), { image: picked }, "an@agency.example", NOW);
    expect(body).toEqual({ image: { url: "/media/content/x.png", alt: { nl: "Tuin", fr: "", en: "Garden", de: "" } } });
    // An image the library does not describe at all leaves the alt texts as they were typed.
    const undescribed = await withImageChoices(library([], {}), { image: picked }, "an@agency.example", NOW);
    expect(undescribed.body).toEqual({ image: { url: "/media/content/x.png", alt: before } });
  });
});

describe("an image's metadata in the library", () => {
  it("fits R2's 2 KB counted in UTF-8 bytes, not characters", () => {
    const meta = (text: string) => ({
      width: "8000",
      height: "8000",
      uploadedBy: "someone.long@vitrine-vastgoed.be",
      uploadedAt: NOW.toISOString(),
      alt: JSON.stringify({ nl: text, fr: text, en: text, de: text }),
    });
    expect(metadataFits(meta("a".repeat(300)))).toBe(true);
    // The same 300 characters per language, accented: two bytes each.
    expect(metadataFits(meta("é".repeat(300)))).toBe(false);
    // Quotes are escaped twice (the alt JSON inside the metadata JSON).
    expect(metadataFits(meta('"'.repeat(300)))).toBe(false);
  });
});
