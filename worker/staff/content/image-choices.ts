import { checkMedia, type MediaAlt, type mediaLibrary } from "../../content/media";
import { fieldPath, type DocumentIssue } from "../../content/documents";
import { PICKED, UPLOAD } from "./form-read";

type Library = Pick<ReturnType<typeof mediaLibrary>, "store" | "itemAt">;

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
 * A refused upload is an issue of its field, which keeps the image it had.
 */
export async function withImageChoices(library: Library, body: unknown, by: string, now: Date): Promise<{ body: unknown; issues: DocumentIssue[] }> {
  const issues: DocumentIssue[] = [];
  async function walk(value: unknown, at: string): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map((item, index) => walk(item, fieldPath(at, index))));
    if (!isRecord(value)) return value;
    const { [PICKED]: picked, [UPLOAD]: upload, ...rest } = value;
    const entries = await Promise.all(Object.entries(rest).map(async ([key, entry]) => [key, await walk(entry, fieldPath(at, key))] as const));
    const object: Record<string, unknown> = Object.fromEntries(entries);
    const bare = !("alt" in object) && !("width" in object) && Object.keys(object).length === 1 && "url" in object && upload !== undefined;
    if (isFile(upload)) {
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const checked = checkMedia(bytes);
      if ("refused" in checked) {
        issues.push({ at: bare ? at : fieldPath(at, "url"), code: `upload.${checked.refused}`, message: checked.refused });
        return bare ? object.url : object;
      }
      const item = await library.store(bytes, checked, by, now, altTyped(object.alt));
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
      if (item) return { ...object, alt: { ...(isRecord(object.alt) ? object.alt : {}), ...item.alt } };
    }
    return object;
  }
  return { body: await walk(body, ""), issues };
}
