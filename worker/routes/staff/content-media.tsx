import { Hono, type Context } from "hono";
import { checkMedia, MAX_MEDIA_BYTES, MEDIA_PATH, mediaLibrary, type MediaRefusal } from "../../content/media";
import type { StaffEnv } from "../../staff/env";
import { renderStaff } from "../../staff/layout";
import { ContentMediaBody } from "../../staff/pages/ContentMedia";
import { postedForm } from "./content-context";

/** Room for the multipart envelope around the largest image. */
const ENVELOPE_BYTES = 64 * 1024;

async function renderMedia(c: Context<StaffEnv>, state: { uploaded?: string; refused?: MediaRefusal }, status = 200) {
  return renderStaff(c, {
    title: c.var.i18n._("staff.content.media.title"),
    section: "content",
    status,
    body: <ContentMediaBody items={await mediaLibrary(c.env.UPLOADS).list()} uploaded={state.uploaded} refused={state.refused} />,
  });
}

/** The content's images: upload one (type, size and dimensions checked from its bytes) and see them all with their addresses. */
export const staffContentMedia = new Hono<StaffEnv>()
  .get("/staff/content/media/", (c) => {
    const uploaded = c.req.query("uploaded");
    return renderMedia(c, uploaded && MEDIA_PATH.test(uploaded) ? { uploaded } : {});
  })
  .post("/staff/content/media/", async (c) => {
    // Refused before the body is read when the request says it is too large.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_MEDIA_BYTES + ENVELOPE_BYTES) return renderMedia(c, { refused: "tooLarge" }, 413);
    const file = (await postedForm(c))?.get("file");
    if (!(file instanceof File)) return renderMedia(c, { refused: "notImage" }, 422);
    if (file.size > MAX_MEDIA_BYTES) return renderMedia(c, { refused: "tooLarge" }, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkMedia(bytes);
    if ("refused" in checked) return renderMedia(c, { refused: checked.refused }, checked.refused === "tooLarge" ? 413 : 422);
    const item = await mediaLibrary(c.env.UPLOADS).store(bytes, checked, c.var.staff.email, new Date());
    return c.redirect(`/staff/content/media/?uploaded=${encodeURIComponent(item.path)}`, 303);
  });
