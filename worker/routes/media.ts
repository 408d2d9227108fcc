import { Hono } from "hono";
import { mediaLibrary } from "../content/media";
import type { AppEnv } from "../env";

/** A year: a content image's address is its own SHA-256, so what is there never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The images staff uploaded for the content (worker/content/media.ts), at /media/content/{sha256}.{jpg|png|webp}. */
export const media = new Hono<AppEnv>().get("/media/content/:file{[0-9a-f]{64}\\.(?:jpg|png|webp)}", async (c) => {
  const object = await mediaLibrary(c.env.UPLOADS).get(c.req.path);
  if (!object) return c.notFound();
  const etag = `"${object.key.slice(object.key.lastIndexOf("/") + 1, object.key.lastIndexOf("."))}"`;
  const headers = {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (c.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
});
