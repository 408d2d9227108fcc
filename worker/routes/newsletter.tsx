import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { bodyLimit } from "hono/body-limit";
import { FORM_CONTEXT } from "../../client/forms/guards";
import type { Lang } from "../../client/i18n/languages";
import { parseNewsletterForm } from "../../client/forms/newsletter-form";
import {
  fixedPath,
  formPath,
  MOVED_FORM_SLUGS,
  NEWSLETTER_SEGMENT,
  newsletterPath,
  newsletterStopPath,
  pathFor,
  THANK_YOU_FORMS,
  thankYouPath,
} from "../../client/i18n/routes";
import type { Subscriber } from "../db/newsletter";
import type { AppEnv } from "../env";
import { formStamp } from "../leads/form-stamp";
import { deliveriesOf } from "../leads/lead-view";
import { idempotencyKey, screenPost } from "../leads/screen";
import { readLink } from "../leads/signed-link";
import { RateLimitedBody } from "../pages/forms/FormPageBody";
import { newsletterHidden } from "../pages/newsletter/NewsletterForm";
import { NewsletterConfirmBody, NewsletterSignupBody, NewsletterStopBody } from "../pages/newsletter/NewsletterPages";
import { renderPage } from "../render/page";
import { dayOf } from "../stats/day";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn } from "./content-page";
import { pageOf } from "./lead-context";
import { captchaOf, postedSource, postedValues } from "./lead-submission";
import { overAnyLimit, overStoreLimit } from "../leads/post-limits";

const FORM = "sign-newsletter";
/** An address and the hidden context fit in far less; anything bigger is not a person's post. */
const MAX_SIGNUP_BYTES = 8 * 1024;
/** A one-click unsubscribe carries `List-Unsubscribe=One-Click`, the page's button nothing at all. */
const MAX_LINK_POST_BYTES = 4 * 1024;
const NO_STORE = { "Cache-Control": "no-store" } as const;

const limited = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.text("Payload Too Large", 413) });

interface SignupState {
  page?: string;
  email?: string;
  error?: string | undefined;
  failure?: string | undefined;
  status?: number;
}

/** The form on its own page: a link's landing, or a refused post with its error and the address as typed. */
async function renderSignup(c: Context<AppEnv>, area: SiteArea, state: SignupState = {}): Promise<Response> {
  const { services, i18n, enabledLanguages } = c.var;
  const path = formPath(FORM, area.lang);
  const secret = services.config.formSecret;
  const title = i18n._("newsletter.page.title");
  return renderPage(c, {
    ...shownAt(
      area,
      path,
      alternatesIn(enabledLanguages, (code) => formPath(FORM, code)),
    ),
    status: state.status ?? 200,
    meta: { title, description: i18n._("newsletter.intro"), canonicalPath: path, xDefaultPath: path, noindex: true },
    withoutPopup: true,
    body: (
      <NewsletterSignupBody
        form={{
          action: path,
          idPrefix: "newsletter",
          hidden: newsletterHidden(state.page ?? fixedPath("home", area.lang), secret ? await formStamp(secret, Date.now()) : undefined),
          privacyPath: pathFor(services.links.slugs, "privacy", area.lang),
          email: state.email,
          error: state.error,
          failure: state.failure,
        }}
      />
    ),
    headers: NO_STORE,
  });
}

/**
 * A sign-newsletter post: screened like every lead form (captcha, honeypot, fill time, rate limits),
 * stored as a lead with its subscriber in one batch, then the confirmation mail is queued. The
 * visitor reads the same thank-you whether the address was new, waiting or already subscribed.
 */
async function postSignup(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { services } = c.var;
  const { lang } = area;
  const values = await postedValues(c);
  const page = pageOf(values[FORM_CONTEXT.page], lang);
  const typed = { page, email: values.email ?? "" };
  const now = Date.now();

  const solved = await captchaOf(c, values[FORM_CONTEXT.captcha] ?? "");
  const refuseCaptcha = () => renderSignup(c, area, { ...typed, failure: "form.captcha.invalid", status: 422 });
  if (solved === "refused") return refuseCaptcha();
  const captcha = await screenPost(values, services.config.formSecret, now, solved !== "absent");
  if (await overAnyLimit(c, [services.rateLimits.form])) return rateLimited(c, area, page);
  // A page open for longer than a stamp lives (the footer form too): the form again, the address kept.
  if (captcha === "expired") return renderSignup(c, area, { ...typed, failure: "form.stamp.expired", status: 422 });

  const parsed = parseNewsletterForm(values);
  if (!parsed.ok) return renderSignup(c, area, { ...typed, error: parsed.errors.email, status: 422 });
  // Only a post that would be stored counts against the no-script limit (worker/leads/post-limits.ts).
  if (await overStoreLimit(c, captcha)) return rateLimited(c, area, page);
  // Without FORM_SECRET no confirmation link can be signed: nothing is stored, and the visitor may try again later.
  if (!services.config.formSecret) return renderSignup(c, area, { ...typed, failure: "form.storeFailed", status: 503 });

  const subscribers = c.var.services.repos.newsletter;
  const existing = await subscribers.byEmail(parsed.email);
  // An address already on the list asks nothing new: no mail, no change, and the same answer (no probing).
  const asks = captcha !== "spam" && existing?.state !== "active";
  const key = await idempotencyKey({
    form: FORM,
    lang,
    about: "",
    // The subscriber's current request is part of the key: asking again for a lost mail (or after leaving) is a new request.
    fields: { email: parsed.email, after: `${existing?.leadId ?? ""}:${existing?.state ?? ""}` },
    nonce: values[FORM_CONTEXT.nonce] ?? "",
    day: dayOf(new Date(now)),
  });
  if (solved === "replayed") return (await services.repos.leads.exists(key)) ? c.redirect(thankYouPath(FORM, lang), 303) : refuseCaptcha();
  const deliveries = asks ? deliveriesOf(FORM) : [];
  let stored;
  try {
    stored = await services.repos.leads.store(
      {
        key,
        form: FORM,
        lang,
        page,
        person: { firstName: "", email: parsed.email },
        payload: { fields: {}, origin: services.origin },
        newsletter: true,
        captcha,
        source: postedSource(values, c.req.header("Cookie")),
        deliveries,
      },
      asks ? (leadId) => c.var.services.repos.forms.subscribeFromLead({ email: parsed.email, lang, source: FORM, leadId }, now) : undefined,
    );
  } catch (error) {
    console.error("newsletter lead not stored", error);
    return renderSignup(c, area, { ...typed, failure: "form.storeFailed", status: 503 });
  }
  if (stored.created && deliveries.length > 0) {
    // The lead is safe in D1; a lost enqueue is picked up by the cron's sweep of pending deliveries.
    await services.enqueueDeliveries(stored.id, deliveries).catch((error: unknown) => console.error("newsletter deliveries not queued", stored.id, error));
  }
  return c.redirect(thankYouPath(FORM, lang), 303);
}

function rateLimited(c: Context<AppEnv>, area: SiteArea, page: string): Promise<Response> {
  const title = c.var.i18n._("form.rateLimited.title");
  const path = formPath(FORM, area.lang);
  return renderPage(c, {
    ...shownAt(area, path, {}),
    status: 429,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body: <RateLimitedBody retryPath={page} />,
    withoutPopup: true,
    headers: { ...NO_STORE, "Retry-After": "60" },
  });
}

/** The subscriber a mail's signed token names; undefined for a bad token or an erased address. */
async function subscriberOf(c: Context<AppEnv>): Promise<Subscriber | undefined> {
  const id = await readLink(c.var.services.config.formSecret, "newsletter", c.req.param("token") ?? "");
  return id ? c.var.services.repos.newsletter.byId(id) : undefined;
}

/** A page behind a signed link: never indexed, never stored by any cache (it names an address). */
function linkPage(c: Context<AppEnv>, area: SiteArea, pathOf: (lang: Lang) => string, title: string, body: ReactNode): Promise<Response> {
  const path = pathOf(area.lang);
  return renderPage(c, {
    ...shownAt(area, path, alternatesIn(c.var.enabledLanguages, pathOf)),
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body,
    // Confirming or stopping from a mail is answering us, not browsing: no marketing pop-up.
    withoutPopup: true,
    headers: NO_STORE,
  });
}

/** The confirm page: GET shows the button (mail scanners open links), POST confirms (double opt-in). */
async function confirmPage(c: Context<AppEnv>, area: SiteArea, act: boolean): Promise<Response> {
  const found = await subscriberOf(c);
  if (!found) return c.notFound();
  const subscriber = act ? ((await c.var.services.repos.newsletter.confirm(found.id)) ?? found) : found;
  const token = c.req.param("token")!;
  const state = subscriber.state === "active" ? "confirmed" : subscriber.state === "unsubscribed" ? "stopped" : "ask";
  const title = c.var.i18n._(
    state === "confirmed" ? "newsletter.confirmed.title" : state === "stopped" ? "newsletter.stopped.title" : "newsletter.confirm.title",
  );
  const pathOf = (code: Lang) => newsletterPath(code, token);
  const body = <NewsletterConfirmBody state={state} email={subscriber.email} action={pathOf(area.lang)} signupPath={formPath(FORM, area.lang)} />;
  return linkPage(c, area, pathOf, title, body);
}

/** The one-click unsubscribe address (RFC 8058): GET shows the button, POST (any body, even with no Origin) unsubscribes. */
async function stopPage(c: Context<AppEnv>, area: SiteArea, act: boolean): Promise<Response> {
  const found = await subscriberOf(c);
  if (!found) return c.notFound();
  const subscriber = act ? ((await c.var.services.repos.newsletter.unsubscribe(found.id)) ?? found) : found;
  const token = c.req.param("token")!;
  const state = subscriber.state === "unsubscribed" ? "done" : "ask";
  const title = c.var.i18n._(state === "done" ? "newsletter.stop.done.title" : "newsletter.stop.title");
  const pathOf = (code: Lang) => newsletterStopPath(code, token);
  const body = <NewsletterStopBody state={state} email={subscriber.email} action={pathOf(area.lang)} signupPath={formPath(FORM, area.lang)} />;
  return linkPage(c, area, pathOf, title, body);
}

/**
 * The newsletter (issue 9): the sign-newsletter form's address (its own page, and where the footer
 * form posts), and, outside the preview copy, the pages behind the signed links of its mails:
 * `/{lang}/newsletter/{token}/` to confirm and `/{lang}/newsletter/{token}/stop/` to leave.
 * Mounted before the lead forms' area, so it owns the sign-newsletter form's address.
 */
export function newsletter(area: SiteArea) {
  const form = area.paths.form.replace(":form", THANK_YOU_FORMS[FORM][area.lang]);
  const app = new Hono<AppEnv>().get(form, (c) => renderSignup(c, area)).post(form, limited(MAX_SIGNUP_BYTES), (c) => postSignup(c, area));
  // A post to the form's old address still subscribes (a page rendered before the move sends it there); a visit gets the 301 of the forms' area.
  for (const [slug, moved] of Object.entries(MOVED_FORM_SLUGS[area.lang]))
    if (moved === FORM) app.post(area.paths.form.replace(":form", slug), limited(MAX_SIGNUP_BYTES), (c) => postSignup(c, area));
  if (area.preview) return app;
  const confirm = `/${area.lang}/${NEWSLETTER_SEGMENT}/:token/`;
  return app
    .get(confirm, (c) => confirmPage(c, area, false))
    .post(confirm, limited(MAX_LINK_POST_BYTES), (c) => confirmPage(c, area, true))
    .get(`${confirm}stop/`, (c) => stopPage(c, area, false))
    .post(`${confirm}stop/`, limited(MAX_LINK_POST_BYTES), (c) => stopPage(c, area, true));
}
