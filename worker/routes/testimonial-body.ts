import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_PHOTO_BYTES } from "../../client/forms/photo";
import type { AppEnv } from "../env";
import { boundaryOf, formDataOf, readMultipart } from "../leads/multipart-stream";
import { readPhoto } from "../leads/photo";
import { unreadableBodyAnswer } from "../render/unreadable-body";
import { postedFile } from "./lead-submission";

/** The testimonial form has about ten fields: a body with more parts is not it. */
const MAX_PARTS = 32;
/** A phone's photo is a few megabytes; past this a body is not read on, however it is cut. */
const MAX_STREAMED_BODY_BYTES = 32 * 1024 * 1024;

/** Posts whose photo was over the limit and left out while their body was read (testimonialBodyLimit). */
const photoLeftOut = new WeakSet<Request>();

/**
 * The testimonial's body limit. A post within `maxFormBytes` and the photo's limit is read as any
 * form is. A larger one is read as it streams in: its text is kept and a photo over the limit is
 * counted, not held, so the form comes back with "the photo is too large" by the photo field and
 * everything typed (a bare "Payload Too Large" would lose it all). Only a post whose text alone is
 * over `maxFormBytes`, or that is not a form, still gets `tooLarge`.
 */
export function testimonialBodyLimit(maxFormBytes: number, tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  const maxSize = maxFormBytes + MAX_PHOTO_BYTES;
  return async (c: Context<AppEnv>, next: Next) => {
    const declared = Number(c.req.header("Content-Length") ?? Number.NaN);
    const boundary = boundaryOf(c.req.header("Content-Type"));
    const body = c.req.raw.body;
    if ((Number.isFinite(declared) && declared <= maxSize) || !boundary || !body) return bodyLimit({ maxSize, onError: tooLarge })(c, next);
    const read = await readMultipart(body, boundary, {
      maxTextBytes: maxFormBytes,
      maxFileBytes: MAX_PHOTO_BYTES,
      fileField: "photo",
      maxParts: MAX_PARTS,
      maxBodyBytes: MAX_STREAMED_BODY_BYTES,
    });
    // A body cut short or not shaped as multipart is unreadable (400); only one whose text is over the limit is too large.
    if (!read.ok) return read.reason === "text-too-large" ? tooLarge(c) : unreadableBodyAnswer(c, 400);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    const request = new Request(c.req.raw.url, { method: c.req.raw.method, headers, body: formDataOf(read.parts) });
    if (read.parts.some((part) => part.file && !part.file.bytes)) photoLeftOut.add(request);
    c.req.raw = request;
    return next();
  };
}

/** The testimonial's photo as posted: none, refused (with the reason's catalogue id) or its bytes and type. */
export async function postedPhoto(c: Context<AppEnv>): ReturnType<typeof readPhoto> {
  if (photoLeftOut.has(c.req.raw)) return { error: "form.photo.tooLarge" };
  return readPhoto(await postedFile(c, "photo"));
}
