import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FORM_HEADINGS } from "../../client/components/forms/labels";
import { FORM_CONTEXT } from "../../client/forms/guards";
import { isLeadForm, parseLeadForm, type FieldErrors, type LeadForm } from "../../client/forms/lead-forms";
import { formPath, thankYouFormBySlug, thankYouPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import type { Person } from "../db/leads";
import { deliveriesOf } from "../leads/lead-view";
import { checkCaptcha } from "../leads/captcha";
import { idempotencyKey, screenPost } from "../leads/screen";
import { momentState, readMoment } from "../leads/visit-slots";
import { ThankYouBody } from "../pages/bodies";
import { FormPageBody, RateLimitedBody } from "../pages/forms/FormPageBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { thankYouMeta } from "../seo/page-meta";
import { dayOf } from "../stats/day";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn } from "./content-page";
import { leadContext, type LeadContext } from "./lead-context";
import { leadFormProps, visitCalendarOf } from "./lead-form-props";

/** A form post larger than this is not a person's message (the longest form holds about 3 kB of text). */
const MAX_FORM_BYTES = 64 * 1024;

function leadFormOf(area: SiteArea, slug: string | undefined): LeadForm | undefined {
  const form = thankYouFormBySlug(area.lang, slug ?? "");
  return form && isLeadForm(form) ? form : undefined;
}

/** The form on a page of its own: a link's landing, or a refused post coming back with its errors and values. */
async function renderFormPage(
  c: Context<AppEnv>,
  area: SiteArea,
  form: LeadForm,
  context: LeadContext,
  state: { values?: Record<string, string>; errors?: FieldErrors; failure?: string; status?: number } = {},
): Promise<Response> {
  const { services, i18n } = c.var;
  const calendar = form === "contact-appointment" && context.about ? await visitCalendarOf(services, context.about.id) : undefined;
  const props = await leadFormProps(services, form, {
    lang: area.lang,
    page: context.page,
    about: context.about,
    units: context.units,
    goal: context.goal,
    calendar,
    ...state,
  });
  const path = formPath(form, area.lang);
  const title = i18n._(FORM_HEADINGS[form]);
  return renderPage(c, {
    ...shownAt(area, path, {}),
    status: state.status ?? 200,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body: <FormPageBody form={props} about={context.about} />,
    headers: { "Cache-Control": "no-store" },
  });
}

/** Reads a post's text fields (files and repeated names are not part of any form). */
async function postedValues(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
}

/** Over the per-address limit: a page that says so in the visitor's language, with the form's address to come back to. */
function rateLimited(c: Context<AppEnv>, area: SiteArea, form: LeadForm, page: string) {
  const title = c.var.i18n._("form.rateLimited.title");
  return renderPage(c, {
    ...shownAt(area, formPath(form, area.lang), {}),
    status: 429,
    meta: { title, description: title, canonicalPath: page, xDefaultPath: page, noindex: true },
    body: <RateLimitedBody retryPath={page} />,
    headers: { "Cache-Control": "no-store", "Retry-After": "60" },
  });
}

/** The query of the document request's thank-you page when the documents were asked for before. */
const ALREADY_REQUESTED = "already-requested";

/** A form that cannot be sent about this listing at all (catalogue id), whatever is typed. */
function formRefusal(form: LeadForm, context: LeadContext): string | undefined {
  if (form === "contact-appointment" && !context.available) return "form.visit.unavailable";
  if (form === "offer-to-buy" && (context.goal !== 0 || !context.available)) return "form.offer.unavailable";
  if (form === "document-request" && (context.documents?.length ?? 0) === 0) return "form.documents.none";
  return undefined;
}

/** The person of SPEC 3 and the form's own answers (text only, empty ones left out). */
function splitPerson(form: LeadForm, parsed: Record<string, unknown>): { person: Person; fields: Record<string, string> } {
  const { title, firstName, lastName, email, phone, newsletter: _newsletter, name, ...rest } = parsed;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const person: Person = {
    title: text(title),
    // A testimonial's author gives one name.
    firstName: text(firstName) ?? text(name) ?? "",
    lastName: text(lastName),
    email: text(email) ?? "",
    phone: text(phone),
  };
  const fields = Object.fromEntries(Object.entries(rest).flatMap(([field, value]) => (text(value) ? [[field, value as string]] : []))) as Record<
    string,
    string
  >;
  return { person, fields: form === "testimonial" && text(name) ? { ...fields, name: name as string } : fields };
}

/**
 * The post's captcha: "solved" once per challenge, "refused" for a forged, expired or replayed one
 * (SPEC 5 "The entered characters are not valid"), "absent" when the form was sent without script.
 */
async function captchaOf(c: Context<AppEnv>, field: string): Promise<"solved" | "refused" | "absent"> {
  const { config, repos } = c.var.services;
  if (field === "") return "absent";
  if (!config.formSecret) return "absent";
  const outcome = await checkCaptcha(config.formSecret, field);
  if (outcome.state !== "solved") return "refused";
  return (await repos.captchaReplay.firstUse(outcome.signature, outcome.expiresAt)) ? "solved" : "refused";
}

async function postForm(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const form = leadFormOf(area, c.req.param("form"));
  if (!form) return c.notFound();
  const { services } = c.var;
  const { lang } = area;
  const values = await postedValues(c);
  const context = await leadContext(services, form, lang, values);
  if (!context) return renderNotFound(c, { title: c.var.i18n._("detail.notFound") });

  const now = Date.now();
  const solved = await captchaOf(c, values[FORM_CONTEXT.captcha] ?? "");
  if (solved === "refused") return renderFormPage(c, area, form, context, { values, failure: "form.captcha.invalid", status: 422 });
  const captcha = await screenPost(values, services.config.formSecret, now, solved === "solved");
  const client = c.req.header("CF-Connecting-IP") ?? "local";
  const limits = [
    services.rateLimits.form,
    ...(form === "send-to-friend" ? [services.rateLimits.friend] : []),
    ...(captcha !== "solved" ? [services.rateLimits.noScript] : []),
  ];
  for (const limit of limits) if (!(await limit.limit({ key: client })).success) return rateLimited(c, area, form, context.page);

  const refusal = formRefusal(form, context);
  if (refusal) return renderFormPage(c, area, form, context, { values, failure: refusal, status: 422 });
  const parsed = parseLeadForm(form, values);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (form === "contact-appointment" && context.about && !errors.moment) {
    const state = momentState(await visitCalendarOf(services, context.about.id), values.moment ?? "");
    if (state !== "free") errors.moment = state === "full" ? "form.moment.full" : "form.moment.required";
  }
  if (form === "contact-appointment" && context.goal === 1 && values.rentalConditions !== "on") errors.rentalConditions = "form.rentalConditions.required";
  if (!parsed.ok || Object.keys(errors).length > 0) return renderFormPage(c, area, form, context, { values, errors, status: 422 });

  const { person, fields } = splitPerson(form, parsed.fields);
  if (form === "document-request" && context.about && (await services.repos.leads.hasAsked(person.email, "document-request", context.about.id))) {
    // The documents went out before: say so rather than send them twice (SPEC 4 "already requested").
    return c.redirect(`${thankYouPath(form, lang)}?${ALREADY_REQUESTED}`, 303);
  }
  const moment = readMoment(fields.moment ?? "");
  const key = await idempotencyKey({
    form,
    lang,
    about: `${context.about?.kind ?? ""}${context.about?.id ?? ""}`,
    fields: parsed.fields,
    nonce: values[FORM_CONTEXT.nonce] ?? "",
    day: dayOf(new Date(now)),
  });
  const deliveries = captcha === "spam" ? [] : deliveriesOf(form);
  let stored;
  try {
    stored = await services.repos.leads.store({
      key,
      form,
      lang,
      page: context.page,
      propertyId: context.about?.kind === "property" ? context.about.id : undefined,
      projectId: context.about?.kind === "project" ? context.about.id : undefined,
      person,
      payload: { fields, about: context.about, origin: services.origin, ...(form === "document-request" ? { documents: context.documents } : {}) },
      newsletter: (parsed.fields as Record<string, unknown>).newsletter === true,
      captcha,
      visit: moment,
      deliveries,
    });
  } catch (error) {
    // Nothing was written (one transaction): the visitor gets the form back with everything typed.
    console.error("lead not stored", form, error);
    return renderFormPage(c, area, form, context, { values, failure: "form.storeFailed", status: 503 });
  }
  if (stored.created) {
    // The lead is safe in D1; a lost enqueue is picked up by the cron's sweep of pending deliveries.
    await services.enqueueDeliveries(stored.id, deliveries).catch((error: unknown) => console.error("lead deliveries not queued", stored.id, error));
  }
  return c.redirect(thankYouPath(form, lang), 303);
}

/**
 * The forms' area: every lead form posts to its address (`formPath`), which also shows the form on a
 * page of its own; after a stored lead, the visitor lands on the form's thank-you page (SPEC 2).
 */
export function forms(area: SiteArea) {
  return new Hono<AppEnv>()
    .get(area.paths.thankYou, (c) => {
      const form = thankYouFormBySlug(area.lang, c.req.param("form") ?? "");
      if (!form) return c.notFound();
      const { services, enabledLanguages, defaultLanguage, i18n } = c.var;
      const path = thankYouPath(form, area.lang);
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
        body: <ThankYouBody form={form} alreadyRequested={form === "document-request" && c.req.query(ALREADY_REQUESTED) !== undefined} />,
      });
    })
    .get(area.paths.form, async (c) => {
      const form = leadFormOf(area, c.req.param("form"));
      if (!form) return c.notFound();
      const context = await leadContext(c.var.services, form, area.lang, c.req.query());
      if (!context) return renderNotFound(c, { title: c.var.i18n._("detail.notFound") });
      return renderFormPage(c, area, form, context);
    })
    .post(area.paths.form, bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text("Payload Too Large", 413) }), (c) => postForm(c, area));
}
