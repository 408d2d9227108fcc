import { fieldPath, type DocumentIssue } from "../../content/documents";
import { MEDIA_PATH, type mediaLibrary } from "../../content/media";

type Library = Pick<ReturnType<typeof mediaLibrary>, "sizeOf">;

/**
 * The document with every uploaded image's width and height taken from the image itself (staff
 * never type them), and an issue for each image address under /media/ the library does not hold.
 */
export async function withUploadedSizes(library: Library, body: unknown): Promise<{ body: unknown; issues: DocumentIssue[] }> {
  const issues: DocumentIssue[] = [];
  async function walk(value: unknown, at: string): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map((item, index) => walk(item, fieldPath(at, index))));
    if (value === null || typeof value !== "object") return value;
    const entries = await Promise.all(Object.entries(value).map(async ([key, entry]) => [key, await walk(entry, fieldPath(at, key))] as const));
    const object: Record<string, unknown> = Object.fromEntries(entries);
    if (typeof object.url !== "string" || !object.url.startsWith("/media/")) return object;
    const size = MEDIA_PATH.test(object.url) ? await library.sizeOf(object.url) : undefined;
    if (!size) {
      issues.push({ at: fieldPath(at, "url"), code: "media", message: "not in the image library" });
      return object;
    }
    // An image states its size; a video (the only other address with more about it) does not.
    return "mimetype" in object ? object : { ...object, width: size.width, height: size.height };
  }
  return { body: await walk(body, ""), issues };
}
