/**
 * A stop behind a signed link in a mail (the monthly report's, worker/owner/routes/owner-report-stop.tsx; all
 * mail to an address, worker/routes/mail-stop.tsx): a GET shows a stop button that posts; a POST (that
 * button, or a mail client's RFC 8058 one-click, which same-origin.ts lets through on a genuine token)
 * stops. In the language of the link; a tampered or foreign token is a 404.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fixedPath } from "../../client/i18n/routes";
import type { Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { OneClickStopBody, type StopWords } from "../pages/stop/OneClickStopBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { ALERT_TOKEN_PATTERN } from "./alerts";
import type { SiteArea } from "./area";

/** A one-click post's body is "List-Unsubscribe=One-Click" or the button's "action=stop". */
const MAX_STOP_BYTES = 4 * 1024;

export interface OneClickStop<Subject> {
  /** The link's path segment in each language: `/{lang}/{segment}/{token}/stop/`. */
  segment: Readonly<Record<Lang, string>>;
  /** The page's address for a token (what the mails link to). */
  pathOf: (lang: Lang, token: string) => string;
  /** What a token names (an owner, an address's key), or undefined for one that is not genuine. */
  subjectOf: (c: Context<AppEnv>, token: string) => Promise<Subject | undefined>;
  isStopped: (c: Context<AppEnv>, subject: Subject) => Promise<boolean>;
  stop: (c: Context<AppEnv>, subject: Subject) => Promise<void>;
  words: StopWords & { notFound: string };
}

export function oneClickStop<Subject>(area: SiteArea, kind: OneClickStop<Subject>) {
  const app = new Hono<AppEnv>();
  if (area.preview) return app;
  const pattern = `/${area.lang}/${kind.segment[area.lang]}/:token{${ALERT_TOKEN_PATTERN}}/stop/`;
  const limit = bodyLimit({ maxSize: MAX_STOP_BYTES, onError: (limited) => limited.text("Payload Too Large", 413) });
  const page = (c: Context<AppEnv>, token: string, stopped: boolean) => {
    const path = kind.pathOf(area.lang, token);
    const title = c.var.i18n._(kind.words.title);
    return renderPage(c, {
      path,
      alternates: {},
      isPreview: false,
      status: 200,
      meta: { title, description: title, canonicalPath: path, xDefaultPath: fixedPath("home", area.lang), noindex: true },
      body: <OneClickStopBody path={path} stopped={stopped} words={kind.words} />,
      withoutPopup: true,
      headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
    });
  };
  const answer = (act: "show" | "stop") => async (c: Context<AppEnv>) => {
    const token = c.req.param("token") ?? "";
    const subject = await kind.subjectOf(c, token);
    if (subject === undefined) return renderNotFound(c, { title: c.var.i18n._(kind.words.notFound) });
    if (act === "stop") await kind.stop(c, subject);
    return page(c, token, act === "stop" || (await kind.isStopped(c, subject)));
  };
  return app.get(pattern, answer("show")).post(pattern, limit, answer("stop"));
}
