import type { Context } from "hono";
import { fixedPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { FeedbackBody } from "../pages/FeedbackBody";
import { renderPage } from "./page";

/** Where "back" leads: the page of ours the post came from, else the address posted to (its form's page), or the staff overview. */
export function backOf(c: Context, fallback: string): string {
  const here = new URL(c.req.url);
  const referer = URL.canParse(c.req.header("Referer") ?? "") ? new URL(c.req.header("Referer")!) : undefined;
  return referer?.origin === here.origin ? `${referer.pathname}${referer.search}` : fallback;
}

/**
 * The answer to a post whose body cannot be read (worker/request/read-body.ts): 400 or 415, as JSON
 * to an API, else a page in the visitor's language that says nothing was kept and leads back to the
 * form (the staff area's is worker/staff/unreadable-body.tsx). Never cached.
 */
export async function unreadableBodyAnswer(c: Context<AppEnv>, status: 400 | 415): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: "unreadable body" }, status, headers);
  const i18n = c.var.i18n;
  const title = i18n._("request.unreadable.title");
  const text = i18n._("request.unreadable.text");
  const lang = c.var.lang;
  const back = backOf(c, c.req.path);
  return renderPage(c, {
    body: <FeedbackBody id="unreadable-title" title={title} text={text} back={{ href: back, label: i18n._("request.unreadable.back") }} />,
    status,
    path: c.req.path,
    alternates: Object.fromEntries(c.var.enabledLanguages.map((code) => [code, fixedPath("home", code)])),
    meta: { title, description: text, canonicalPath: fixedPath("home", lang), xDefaultPath: "/", noindex: true },
    withoutPopup: true,
    headers,
  });
}
