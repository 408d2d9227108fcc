import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FORM_HEADINGS } from "../../client/components/forms/labels";
import { ABOUT_PARAM, FORM_CONTEXT } from "../../client/forms/guards";
import { MAX_LENGTH } from "../../client/forms/fields";
import { isLeadForm, parseLeadForm, type FieldErrors, type LeadForm } from "../../client/forms/lead-forms";
import { formPath, movedFormBySlug, previewPath, thankYouFormBySlug, thankYouPath, type ThankYouForm } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { deliveriesOf } from "../leads/lead-view";
import { confirmationDue } from "../leads/newsletter-signup";
import { idempotencyKey, screenPost } from "../leads/screen";
import { overAnyLimit, overStoreLimit } from "../leads/post-limits";
import { readPhone } from "../leads/phones";
import { momentState, readMoment, type VisitDay } from "../leads/visit-slots";
import { ThankYouBody } from "../pages/bodies";
import { FormPageBody, RateLimitedBody, TooLargeBody } from "../pages/forms/FormPageBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { thankYouMeta } from "../seo/page-meta";
import { dayOf } from "../stats/day";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn } from "./content-page";
import { leadContext, thankYouAddress, thankYouSubject, type LeadContext } from "./lead-context";
import { ALREADY_REQUESTED, captchaOf, formRefusal, postedSource, postedValues, splitPerson, storeFailure } from "./lead-submission";
import { namePhoto } from "../leads/photo";
import { postedPhoto, testimonialBodyLimit } from "./testimonial-body";
import { forgetCalendar } from "../leads/visit-calendar-memory";
import { leadFormProps, visitCalendarOf } from "./lead-form-props";
import { formAlternates } from "./form-alternates";
import type { AlertFields } from "../../client/forms/alert-form";
import { alertSubmission, postedZones } from "./alert-submission";
import type { FriendFields } from "../leads/friend-limits";
import { friendOwnMail } from "./friend-own-mail";

/**
 * A form post larger than this is not a person's message. A text area takes up to ten times its limit
 * (client/components/forms/Field.tsx), so the longest paste, percent-encoded, still reaches the
 * form's own "too long" with the text kept: 20 000 characters of three UTF-8 bytes are 180 kB.
 */
const MAX_FORM_BYTES = 256 * 1024;

function leadFormOf(area: SiteArea, slug: string | undefined): LeadForm | undefined {
  // A post to an old address still arrives (a page rendered before the move may still send it).
  const form = thankYouFormBySlug(area.lang, slug ?? "") ?? movedFormBySlug(area.lang, slug ?? "");
  return form && isLeadForm(form) ? form : undefined;
}

/** An old form or thank-you address (MOVED_FORM_SLUGS): a 301 to the new one, its query kept; else the 404. */
function movedForm(c: Context<AppEnv>, area: SiteArea, to: (form: ThankYouForm) => string) {
  const moved = movedFormBySlug(area.lang, c.req.param("form") ?? "");
  if (!moved) return c.notFound();
  const base = area.preview ? previewPath(to(moved), area.lang) : to(moved);
  return c.redirect(`${base}${new URL(c.req.url).search}`, 301);
}

/** The form on a page of its own: a link's landing, or a refused post coming back with its errors and values. */
async function renderFormPage(
  c: Context<AppEnv>,
  area: SiteArea,
  form: LeadForm,
  context: LeadContext,
  state: { values?: Record<string, string>; errors?: FieldErrors; failure?: string; status?: number; calendar?: VisitDay[] | undefined } = {},
): Promise<Response> {
  const { services, i18n, enabledLanguages } = c.var;
  const calendar = form === "contact-appointment" && context.about ? (state.calendar ?? (await visitCalendarOf(services, context.about.id))) : undefined;
  // The calendar comes after the state: a post refused for its moment carries `calendar: undefined`,
  // which must not wipe out the one read here (without script, the page would offer no moment at all).
  const props = await leadFormProps(services, form, {
    ...state,
    lang: area.lang,
    page: context.page,
    about: context.about,
    units: context.units,
    goal: context.goal,
    deposit: context.deposit,
    calendar,
  });
  const path = formPath(form, area.lang);
  const title = i18n._(FORM_HEADINGS[form]);
  return renderPage(c, {
    ...shownAt(area, path, await formAlternates(services, enabledLanguages, form, area.lang, context.about)),
    status: state.status ?? 200,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body: <FormPageBody form={props} about={context.about} />,
    withoutPopup: true,
    headers: { "Cache-Control": "no-store" },
  });
}

/** A form about a property or project that is not (or no longer) there: SPEC 8's "not found" of its kind. */
function listingGone(c: Context<AppEnv>, form: LeadForm): Promise<Response> {
  return renderNotFound(c, { title: c.var.i18n._(form === "contact-construction" ? "project.notFound" : "detail.notFound") });
}

/** Over the per-address limit: a page that says so in the visitor's language, with the form's address to come back to. */
function rateLimited(c: Context<AppEnv>, area: SiteArea, form: LeadForm, page: string) {
  const title = c.var.i18n._("form.rateLimited.title");
  return renderPage(c, {
    ...shownAt(area, formPath(form, area.lang), {}),
    status: 429,
    meta: { title, description: title, canonicalPath: page, xDefaultPath: page, noindex: true },
    body: <RateLimitedBody retryPath={page} />,
    withoutPopup: true,
    headers: { "Cache-Control": "no-store", "Retry-After": "60" },
  });
}

/**
 * A post too large to read: a page in the visitor's language, pointing back to the page it came from
 * when that is one of ours (the body, which names it, is not read).
 */
function tooLargePage(c: Context<AppEnv>, area: SiteArea) {
  const title = c.var.i18n._("form.tooLarge.title");
  const here = new URL(c.req.url);
  const referer = URL.canParse(c.req.header("Referer") ?? "") ? new URL(c.req.header("Referer")!) : undefined;
  const back = referer?.origin === here.origin ? `${referer.pathname}${referer.search}` : `/${area.lang}/`;
  return renderPage(c, {
    ...shownAt(area, here.pathname, {}),
    status: 413,
    meta: { title, description: title, canonicalPath: back, xDefaultPath: back, noindex: true },
    body: <TooLargeBody retryPath={back} maxCharacters={MAX_LENGTH.remark} />,
    headers: { "Cache-Control": "no-store" },
    withoutPopup: true,
  });
}

async function postForm(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const form = leadFormOf(area, c.req.param("form"));
  if (!form) return c.notFound();
  const { services } = c.var;
  const { lang } = area;
  const values = await postedValues(c, form === "demand-register");
  const context = await leadContext(services, form, lang, values);
  if (!context) return listingGone(c, form);

  const now = Date.now();
  const solved = await captchaOf(c, values[FORM_CONTEXT.captcha] ?? "");
  const refuseCaptcha = () => renderFormPage(c, area, form, context, { values, failure: "form.captcha.invalid", status: 422 });
  if (solved === "refused") return refuseCaptcha();
  const captcha = await screenPost(values, services.config.formSecret, now, solved !== "absent");
  const limits = [services.rateLimits.form, ...(form === "send-to-friend" ? [services.rateLimits.friend] : [])];
  if (await overAnyLimit(c, limits)) return rateLimited(c, area, form, context.page);
  // A page open for longer than a stamp lives: the form again, with a fresh stamp and everything typed.
  if (captcha === "expired") return renderFormPage(c, area, form, context, { values, failure: "form.stamp.expired", status: 422 });

  const refusal = formRefusal(form, context, values);
  if (refusal) return renderFormPage(c, area, form, context, { values, failure: refusal, status: 422 });
  const parsed = parseLeadForm(form, values, readPhone);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  // The calendar read to check the moment is the one a refused post shows again (one D1 read, not two).
  const calendar =
    form === "contact-appointment" && context.about && !errors.moment ? await visitCalendarOf(services, context.about.id, { fresh: true }) : undefined;
  if (calendar) {
    const state = momentState(calendar, values.moment ?? "");
    if (state !== "free") errors.moment = state === "full" ? "form.moment.full" : "form.moment.required";
  }
  if (form === "contact-appointment" && context.goal === 1 && values.rentalConditions !== "on") errors.rentalConditions = "form.rentalConditions.required";
  const photo = form === "testimonial" ? await postedPhoto(c) : undefined;
  if (photo && "error" in photo) errors.photo = photo.error;
  const zones = form === "demand-register" ? postedZones(values, errors) : undefined;
  if (!parsed.ok || Object.keys(errors).length > 0) return renderFormPage(c, area, form, context, { values, errors, status: 422, calendar });
  const key = await idempotencyKey({
    form,
    lang,
    about: `${context.about?.kind ?? ""}${context.about?.id ?? ""}`,
    fields: parsed.fields,
    nonce: values[FORM_CONTEXT.nonce] ?? "",
    day: dayOf(new Date(now)),
  });
  // A used solution is refused, unless it is the same submission sent twice (a double click): that one is already stored.
  // Checked before any limit: the second click of the last page a recipient may get must not read as one too many.
  if (solved === "replayed")
    return (await services.repos.leads.exists(key)) ? c.redirect(thankYouAddress(thankYouPath(form, lang), context.about), 303) : refuseCaptcha();
  // A page sent to a friend: never mailed without a solved captcha, nor too often to one address (issue 37).
  const friend = form === "send-to-friend" ? (parsed.fields as FriendFields) : undefined;
  const friendRefusal = friend ? await services.repos.forms.friendCheck(friend.friendEmail, solved, now) : undefined;
  if (friend && friendRefusal === "own-mail") return friendOwnMail(c, area, context, friend);
  if (friendRefusal === "too-many") return renderFormPage(c, area, form, context, { values, failure: "form.friend.tooMany", status: 429 });
  // Only a post that would be stored counts against the no-script limit (worker/leads/post-limits.ts).
  if (await overStoreLimit(c, captcha)) return rateLimited(c, area, form, context.page);
  // An alert lives on signed links (confirm, edit, stop): without the secret to sign them it cannot be registered.
  if (form === "demand-register" && !services.config.formSecret)
    return renderFormPage(c, area, form, context, { values, failure: storeFailure(form), status: 503 });

  const alert = form === "demand-register" ? alertSubmission(services.repos.searchAlerts, lang, parsed.fields as AlertFields, zones ?? []) : undefined;
  const { person, fields } = alert ?? splitPerson(form, parsed.fields);
  if (form === "document-request" && context.about && (await services.repos.leads.hasAsked(person.email, "document-request", context.about.id))) {
    // The documents went out before: say so rather than send them twice (SPEC 4 "already requested").
    return c.redirect(thankYouAddress(thankYouPath(form, lang), context.about, ALREADY_REQUESTED), 303);
  }
  const moment = readMoment(fields.moment ?? "");
  // The opt-in tick subscribes the address (double opt-in): a confirmation mail unless it is on the list
  // already; an alert's own confirmation confirms it too, so that form sends none of its own.
  const optIn = captcha !== "spam" && (parsed.fields as Record<string, unknown>).newsletter === true;
  const newsletterMail = optIn && form !== "demand-register" && (await confirmationDue(services.repos.newsletter, person.email));
  const deliveries = captcha === "spam" ? [] : deliveriesOf(form, context.about, newsletterMail);
  const alongside = (leadId: string) => [
    ...(alert?.alongside(leadId) ?? []),
    ...(optIn ? services.repos.forms.subscribeFromLead({ email: person.email, lang, source: form, leadId }) : []),
  ];
  let stored;
  // The lead names its photo's place; the photo is put there once the lead is stored (putPhoto).
  const pendingPhoto = photo && "bytes" in photo ? namePhoto(photo) : undefined;
  try {
    stored = await services.repos.leads.store(
      {
        key,
        form,
        lang,
        page: context.page,
        propertyId: context.about?.kind === "property" ? context.about.id : undefined,
        projectId: context.about?.kind === "project" ? context.about.id : undefined,
        person,
        payload: {
          fields,
          about: context.about,
          origin: services.origin,
          ...(form === "document-request" ? { documents: context.documents } : {}),
          ...(fields.unit ? { unitName: context.units?.find((unit) => String(unit.id) === fields.unit)?.name } : {}),
          ...(pendingPhoto ? { photo: pendingPhoto.record } : {}),
        },
        newsletter: (parsed.fields as Record<string, unknown>).newsletter === true,
        captcha,
        visit: moment,
        source: postedSource(values, c.req.header("Cookie")),
        deliveries,
      },
      alongside,
    );
  } catch (error) {
    // Nothing was written (one transaction): the visitor gets the form back with everything typed.
    console.error("lead not stored", form, error);
    return renderFormPage(c, area, form, context, { values, failure: storeFailure(form), status: 503 });
  }
  // This isolate's property page shows the slot taken at once (others within VISIT_CALENDAR_SHOWN_MS).
  if (moment && context.about) forgetCalendar(context.about.id);
  if (stored.created) {
    // A photo that could not be put is dropped from its lead before any mail reads the lead (putPhoto).
    if (pendingPhoto && !(await services.uploads.putPhoto(pendingPhoto)))
      await services.repos.leads.forgetPhoto(stored.id).catch((error: unknown) => console.error("lost photo not dropped from its lead", stored.id, error));
    // The lead is safe in D1; a lost enqueue is picked up by the cron's sweep of pending deliveries.
    await services.enqueueDeliveries(stored.id, deliveries).catch((error: unknown) => console.error("lead deliveries not queued", stored.id, error));
  }
  return c.redirect(thankYouAddress(thankYouPath(form, lang), context.about), 303);
}

/**
 * The forms' area: every lead form posts to its address (`formPath`), which also shows the form on a
 * page of its own; after a stored lead, the visitor lands on the form's thank-you page (SPEC 2).
 */
export function forms(area: SiteArea) {
  return new Hono<AppEnv>()
    .get(area.paths.thankYou, async (c) => {
      const form = thankYouFormBySlug(area.lang, c.req.param("form") ?? "");
      if (!form) return movedForm(c, area, (moved) => thankYouPath(moved, area.lang));
      const { services, enabledLanguages, defaultLanguage, i18n } = c.var;
      const path = thankYouPath(form, area.lang);
      const about = await thankYouSubject(services, form, area.lang, c.req.query(ABOUT_PARAM));
      return renderPage(c, {
        ...shownAt(
          area,
          path,
          alternatesIn(enabledLanguages, (code) => thankYouPath(form, code)),
        ),
        meta: thankYouMeta({
          content: services.content,
          lang: area.lang,
          path,
          origin: services.origin,
          i18n,
          xDefaultPath: thankYouPath(form, defaultLanguage),
        }),
        body: <ThankYouBody form={form} about={about} alreadyRequested={form === "document-request" && c.req.query(ALREADY_REQUESTED) !== undefined} />,
        withoutPopup: true,
      });
    })
    .get(area.paths.form, async (c) => {
      if (!thankYouFormBySlug(area.lang, c.req.param("form") ?? "")) return movedForm(c, area, (moved) => formPath(moved, area.lang));
      const form = leadFormOf(area, c.req.param("form"));
      if (!form) return c.notFound();
      const context = await leadContext(c.var.services, form, area.lang, c.req.query());
      if (!context) return listingGone(c, form);
      return renderFormPage(c, area, form, context);
    })
    .post(
      area.paths.form,
      (c, next) => {
        const tooLarge = (limited: Context<AppEnv>) => tooLargePage(limited, area);
        if (leadFormOf(area, c.req.param("form")) === "testimonial") return testimonialBodyLimit(MAX_FORM_BYTES, tooLarge)(c, next);
        return bodyLimit({ maxSize: MAX_FORM_BYTES, onError: tooLarge })(c, next);
      },
      (c) => postForm(c, area),
    );
}
