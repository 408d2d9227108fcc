import { ALT_TOO_LONG, checkMedia, MAX_MEDIA_BYTES, type MediaAlt, type mediaLibrary } from "../../content/media";
import { fieldPath, type DocumentIssue } from "../../content/documents";
import { PICKED, UPLOAD } from "./form-read";

type Library = Pick<ReturnType<typeof mediaLibrary>, "store" | "itemAt">;

/** The most images one post of the editor may upload in place; the others are refused on their fields. */
export const MAX_UPLOADS_PER_POST = 4;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** The alt texts typed next to an image, as the library keeps them. */
const altTyped = (value: unknown): MediaAlt =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))
    : {};

/**
 * The posted document with its image fields' choices made (worker/staff/content/form-read.ts readImage):
 * an image uploaded in place is checked and stored in the library, with the alt texts typed next to it,
 * and used; an image picked in the library brings its alt texts (each language the library describes).
 * A refused upload is an issue of its field, which keeps the image it had: one too large is refused
 * before it is read, one past MAX_UPLOADS_PER_POST is not read at all, and alt texts too long together
 * to be kept in the library are an issue of the alt field (what was typed stays in the form).
 */
export async function withImageChoices(library: Library, body: unknown, by: string, now: Date): Promise<{ body: unknown; issues: DocumentIssue[] }> {
  const issues: DocumentIssue[] = [];
  let uploads = 0;
  async function walk(value: unknown, at: string): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map((item, index) => walk(item, fieldPath(at, index))));
    if (!isRecord(value)) return value;
    const { [PICKED]: picked, [UPLOAD]: upload, ...rest } = value;
    const entries = await Promise.all(Object.entries(rest).map(async ([key, entry]) => [key, await walk(entry, fieldPath(at, key))] as const));
    const object: Record<string, unknown> = Object.fromEntries(entries);
    const bare = !("alt" in object) && !("width" in object) && Object.keys(object).length === 1 && "url" in object && upload !== undefined;
    if (isFile(upload)) {
      const refuse = (refused: string, on = bare ? at : fieldPath(at, "url")) => {
        issues.push({ at: on, code: `upload.${refused}`, message: refused });
        return bare ? object.url : object;
      };
      uploads += 1;
      if (uploads > MAX_UPLOADS_PER_POST) return refuse("tooMany");
      if (upload.size > MAX_MEDIA_BYTES) return refuse("tooLarge");
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const checked = checkMedia(bytes);
      if ("refused" in checked) return refuse(checked.refused);
      const item = await library.store(checked, by, now, altTyped(object.alt));
      if (item === ALT_TOO_LONG) return refuse(ALT_TOO_LONG, bare ? at : fieldPath(at, "alt"));
      if (bare) return item.path;
      // What was typed at the upload wins; the library fills what was left empty (the same image uploaded before).
      return {
        ...object,
        url: item.path,
        width: item.width,
        height: item.height,
        ...("alt" in object ? { alt: { ...(object.alt as object), ...item.alt, ...altTyped(object.alt) } } : {}),
      };
    }
    if (bare) return object.url;
    if (picked === true && typeof object.url === "string" && "alt" in object) {
      const item = await library.itemAt(object.url);
      // An image the library describes: every language takes its text, one it does not describe is emptied (not left with
      // the previous image's), as the script does (client/staff/islands/ImageAlt.tsx). An undescribed one leaves the fields as typed.
      if (item && Object.keys(item.alt).length > 0) {
        const cleared = Object.fromEntries(Object.keys(isRecord(object.alt) ? object.alt : {}).map((lang) => [lang, ""]));
        return { ...object, alt: { ...cleared, ...item.alt } };
      }
    }
    return object;
  }
  return { body: await walk(body, ""), issues };
}
