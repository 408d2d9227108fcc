import { Hono } from "hono";
import type { AppEnv } from "../env";
import { matchesIfNoneMatch } from "../middleware/cache-key";
import { IMMUTABLE } from "../middleware/conditional";

/** The images staff uploaded for the content (worker/content/media.ts), at /media/content/{sha256}.{jpg|png|webp}. */
export const media = new Hono<AppEnv>().get("/media/content/:file{[0-9a-f]{64}\\.(?:jpg|png|webp)}", async (c) => {
  // The address is the image's own SHA-256, so what is there never changes: it is its ETag, and a
  // browser or CDN that has it gets a 304 without R2 being asked.
  const file = c.req.param("file");
  const etag = `"${file.slice(0, file.lastIndexOf("."))}"`;
  const headers = {
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  const object = await c.var.services.uploads.media.get(c.req.path);
  if (!object) return c.notFound();
  return new Response(object.body, {
    headers: { ...headers, "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream", "Content-Length": String(object.size) },
  });
});
