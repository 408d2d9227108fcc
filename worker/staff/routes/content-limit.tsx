import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAX_MEDIA_BYTES } from "../../content/media";
import { MAX_UPLOADS_PER_POST } from "../content/image-choices";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { FeedbackBody } from "../../pages/FeedbackBody";

/** The most one post of the content editor may carry: its images uploaded in place, at their largest, and room for the form around them. */
export const MAX_CONTENT_POST_BYTES = MAX_UPLOADS_PER_POST * MAX_MEDIA_BYTES + 1024 * 1024;

const limit = bodyLimit({
  maxSize: MAX_CONTENT_POST_BYTES,
  onError: (c) =>
    renderStaff(c as never, {
      title: c.var.i18n._("staff.content.tooLarge.title"),
      section: "content",
      status: 413,
      body: (
        <FeedbackBody
          id="too-large"
          className="stack"
          title={c.var.i18n._("staff.content.tooLarge.title")}
          text={c.var.i18n._("staff.content.tooLarge.text", { megabytes: Math.floor(MAX_CONTENT_POST_BYTES / 1024 / 1024) })}
          back={{ href: "/staff/content/", label: c.var.i18n._("staff.content.back") }}
        />
      ),
    }),
});

/**
 * Bounds the content editor's posts (POST /staff/content/*) before they are read: a larger one, by its
 * Content-Length or as it streams, gets a 413 page in words and nothing is read or saved.
 */
export const contentPostLimit = createMiddleware<StaffEnv>((c, next) => (c.req.method === "POST" ? limit(c as never, next) : next()));
