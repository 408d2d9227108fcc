import type { Context } from "hono";

/**
 * The one reader of request bodies. A body the worker cannot read (a multipart body without its
 * boundary or cut short, a charset other than UTF-8, a type no route takes, JSON that does not
 * parse) is a typed result here, never an exception: the caller answers 400 or 415, nothing was
 * read half, so nothing is stored half.
 */
export type BodyRead<T> = { ok: true; value: T } | { ok: false; status: UnreadableStatus };

/** 400: a body that says it is a form (or JSON) and is not one; 415: a type or charset no route reads. */
export type UnreadableStatus = 400 | 415;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of a Content-Type, lower case, without its parameters. */
function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Whether the request carries a body at all (a post without one is an empty form). */
function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get("Content-Length") !== "0";
}

/**
 * What is wrong with a body of `contentType` as one of `accepted` types, before a byte is read:
 * 415 for another type or a charset other than UTF-8 (browsers send forms in the page's, ours),
 * 400 for a multipart type without a usable boundary (RFC 7578: at most 70 characters).
 */
export function bodyProblem(contentType: string | undefined, accepted: ReadonlySet<string> = FORM_TYPES): UnreadableStatus | undefined {
  const mediaType = mediaTypeOf(contentType);
  if (!accepted.has(mediaType)) return 415;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return 415;
  if (mediaType === "multipart/form-data" && !/;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})(?:\s*;|\s*$)/i.test(contentType ?? "")) return 400;
  return undefined;
}

/** The posted form as FormData (empty for a post without a body), or why it cannot be read. */
export async function readFormData(c: Context): Promise<BodyRead<FormData>> {
  if (!hasBody(c.req.raw)) return { ok: true, value: new FormData() };
  const problem = bodyProblem(c.req.header("Content-Type"));
  if (problem) return { ok: false, status: problem };
  try {
    // Hono keeps the parsed form, so a second read of the same request (a file after the text) costs nothing.
    return { ok: true, value: await c.req.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

const JSON_TYPES = new Set(["application/json"]);

/** The posted JSON value (to be checked with valibot), or why it cannot be read. */
export async function readJson(c: Context): Promise<BodyRead<unknown>> {
  const problem = bodyProblem(c.req.header("Content-Type"), JSON_TYPES);
  if (problem) return { ok: false, status: problem };
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A body `postedFormData` could not read; the app's error handler answers it (worker/app.ts). */
export class UnreadableBody extends Error {
  constructor(readonly status: UnreadableStatus) {
    super(`unreadable body (${status})`);
    this.name = "UnreadableBody";
  }
}

/**
 * The posted form for a route that has nothing better to say about an unreadable body than the
 * shared page: UnreadableBody is thrown, and the app's error handler answers with that page (400 or
 * 415, in the visitor's or the staff member's language), so this reader renders nothing itself.
 */
export async function postedFormData(c: Context): Promise<FormData> {
  const read = await readFormData(c);
  if (read.ok) return read.value;
  console.info("request: unreadable body", c.req.method, c.req.path, read.status);
  throw new UnreadableBody(read.status);
}

/** A form's fields as text; a field sent several times keeps its last value, or all joined with commas when `several`. */
export function textFields(form: FormData, several = false): Record<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const before = values.get(name);
    values.set(name, several && before !== undefined ? `${before},${value}` : value);
  }
  return Object.fromEntries(values);
}
