import type { Context } from "hono";
import { formPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { FriendOwnMailBody } from "../pages/forms/FriendOwnMailBody";
import { renderPage } from "../render/page";
import { shownAt, type SiteArea } from "./area";
import type { LeadContext } from "./lead-context";

/**
 * The answer to a page sent to a friend without script (issue 37: without a solved captcha the site
 * mails no third party): a mailto link that opens the visitor's own mail with the friend's address, the
 * subject and the note and the page's address in its body. The visitor sends it, from their address.
 */
export function friendOwnMail(c: Context<AppEnv>, area: SiteArea, context: LeadContext, fields: { friendEmail: string; remark: string }) {
  const { i18n, services } = c.var;
  const page = new URL(context.about?.path ?? context.page, services.origin).toString();
  const subject = i18n._("mail.friend.subject", { agency: services.content.site.agency.name[area.lang] });
  const body = [fields.remark, context.about?.title, page].filter(Boolean).join("\n\n");
  // RFC 6068: the address as the path, the rest percent-encoded (a space as %20, never "+").
  const mailto = `mailto:${encodeURIComponent(fields.friendEmail).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const title = i18n._("friend.ownMail.title");
  const path = formPath("send-to-friend", area.lang);
  return renderPage(c, {
    ...shownAt(area, path, {}),
    status: 200,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body: <FriendOwnMailBody mailto={mailto} back={context.about?.path ?? context.page} />,
    withoutPopup: true,
    headers: { "Cache-Control": "no-store" },
  });
}
