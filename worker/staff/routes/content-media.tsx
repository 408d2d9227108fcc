import { Hono, type Context } from "hono";
import { LANGUAGES } from "../../../client/i18n/languages";
import { ALT_TOO_LONG, checkMedia, MAX_MEDIA_BYTES, MEDIA_PATH, type MediaAlt, type MediaRefusal } from "../../content/media";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { ContentMediaBody } from "../pages/ContentMedia";
import { postedForm, staffLang } from "./content-context";

/** Room for the multipart envelope around the largest image. */
const ENVELOPE_BYTES = 64 * 1024;

/** The alt texts a form posted, one per language (`alt.nl`, …). */
const postedAlt = (form: FormData | undefined): MediaAlt =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, form?.get(`alt.${lang}`)]).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

interface MediaState {
  uploaded?: string;
  refused?: MediaRefusal;
  described?: string;
  /** The alt texts typed in the upload form, shown again when it is refused. */
  typed?: MediaAlt;
  /** An image whose new alt texts were refused (too long together), with what was typed. */
  undescribed?: { path: string; alt: MediaAlt };
}

async function renderMedia(c: Context<StaffEnv>, state: MediaState, status = 200) {
  return renderStaff(c, {
    title: c.var.i18n._("staff.content.media.title"),
    section: "content",
    status,
    body: (
      <ContentMediaBody
        items={await c.var.services.uploads.media.list()}
        uploaded={state.uploaded}
        refused={state.refused}
        described={state.described}
        typed={state.typed}
        undescribed={state.undescribed}
        lang={staffLang(c)}
      />
    ),
  });
}

/** The content's images: upload one (type, size and dimensions checked from its bytes) and see them all with their addresses. */
export const staffContentMedia = new Hono<StaffEnv>()
  .get("/staff/content/media/", (c) => {
    const uploaded = c.req.query("uploaded");
    const described = c.req.query("described");
    return renderMedia(c, {
      ...(uploaded && MEDIA_PATH.test(uploaded) ? { uploaded } : {}),
      ...(described && MEDIA_PATH.test(described) ? { described } : {}),
    });
  })
  .post("/staff/content/media/describe/", async (c) => {
    const form = await postedForm(c);
    const path = form?.get("path");
    if (typeof path !== "string" || !MEDIA_PATH.test(path)) return c.text("bad request", 400);
    const alt = postedAlt(form);
    const item = await c.var.services.uploads.media.describe(path, alt);
    if (!item) return c.notFound();
    if (item === ALT_TOO_LONG) return renderMedia(c, { undescribed: { path, alt } }, 422);
    return c.redirect(`/staff/content/media/?described=${encodeURIComponent(path)}#${encodeURIComponent(path)}`, 303);
  })
  .post("/staff/content/media/", async (c) => {
    // Refused before the body is read when the request says it is too large.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_MEDIA_BYTES + ENVELOPE_BYTES) return renderMedia(c, { refused: "tooLarge" }, 413);
    const form = await postedForm(c);
    const file = form?.get("file");
    const typed = postedAlt(form);
    if (!(file instanceof File)) return renderMedia(c, { refused: "notImage", typed }, 422);
    if (file.size > MAX_MEDIA_BYTES) return renderMedia(c, { refused: "tooLarge", typed }, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkMedia(bytes);
    if ("refused" in checked) return renderMedia(c, { refused: checked.refused, typed }, checked.refused === "tooLarge" ? 413 : 422);
    const item = await c.var.services.uploads.media.store(checked, c.var.staff.email, new Date(), typed);
    if (item === ALT_TOO_LONG) return renderMedia(c, { refused: ALT_TOO_LONG, typed }, 422);
    return c.redirect(`/staff/content/media/?uploaded=${encodeURIComponent(item.path)}`, 303);
  });
