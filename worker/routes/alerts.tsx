import { Hono, type Context } from "hono";
import type { ReactElement } from "react";
import { bodyLimit } from "hono/body-limit";
import { ALERT_FORM, ALERT_SEARCH_FIELDS } from "../../client/forms/alert-form";
import { parseLeadForm, type FieldErrors } from "../../client/forms/lead-forms";
import { readPhone } from "../leads/phones";
import type { AlertFields } from "../../client/forms/alert-form";
import { alertManagePath, alertStopPath, CODE_SLUGS, fixedPath, slugFor } from "../../client/i18n/routes";
import { criteriaOf, formValuesOf } from "../alerts/from-form";
import type { SearchAlert } from "../alerts/search-alerts";
import type { AppEnv } from "../env";
import { readLink } from "../leads/signed-link";
import { AlertManageBody, AlertStopBody } from "../pages/alerts/AlertPages";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import type { SiteArea } from "./area";
import { leadFormProps } from "./lead-form-props";
import { postedValues } from "./lead-submission";
import { postedZones } from "./alert-submission";

/** A signed alert token in an address: "{uuid}.{128-bit mac}" (worker/leads/signed-link.ts). */
export const ALERT_TOKEN_PATTERN = "[0-9a-f-]{36}\\.[0-9a-f]{32}";
/** The manage page's edit form posts the search only: a few kB of text at most. */
const MAX_MANAGE_BYTES = 64 * 1024;

/** The alert's own fields: the person and address stay as confirmed (a new address would need a new opt-in). */
const EDIT_LAYOUT: string[] = [...ALERT_SEARCH_FIELDS];

const NO_STORE = { "Cache-Control": "no-store" };

/** The alert a token names, or undefined for a tampered, foreign or unknown one (then a 404). */
async function alertOf(c: Context<AppEnv>): Promise<SearchAlert | undefined> {
  const id = await readLink(c.var.services.config.formSecret, "alert", c.req.param("token") ?? "");
  return id ? c.var.services.repos.searchAlerts.byId(id) : undefined;
}

const gone = (c: Context<AppEnv>) => renderNotFound(c, { title: c.var.i18n._("alert.notFound") });

function page(c: Context<AppEnv>, area: SiteArea, path: string, title: string, body: ReactElement, status = 200) {
  return renderPage(c, {
    path,
    alternates: {},
    isPreview: false,
    status,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: fixedPath("home", area.lang), noindex: true },
    body,
    // The alert's own pages: its form, confirmation and stop, reached from its mails.
    withoutPopup: true,
    headers: NO_STORE,
  });
}

/** The manage page: the alert as stored, or an edit refused with its errors and what was typed. */
async function managePage(
  c: Context<AppEnv>,
  area: SiteArea,
  alert: SearchAlert,
  state: { values?: Record<string, string>; errors?: FieldErrors; notice?: string; status?: number } = {},
) {
  const token = c.req.param("token") ?? "";
  const path = alertManagePath(area.lang, token);
  const props = await leadFormProps(c.var.services, ALERT_FORM, {
    lang: area.lang,
    page: path,
    idPrefix: "alert-edit",
    values: state.values ?? formValuesOf(alert),
    errors: state.errors ?? {},
  });
  // Posts back here; the token is its authority, so none of the lead form's context fields go with it.
  const form = { ...props, action: path, hidden: { action: "update" }, layout: EDIT_LAYOUT, submitLabel: "alert.edit.save", summaryLevel: 3 as const };
  const body = <AlertManageBody state={alert.state} criteria={alert.criteria} frequency={alert.frequency} path={path} form={form} notice={state.notice} />;
  return page(c, area, path, c.var.i18n._("alert.manage.title"), body, state.status);
}

/** An edit: validated as the form is (the person's fields are the stored ones), then the new search is kept. */
async function update(c: Context<AppEnv>, area: SiteArea, alert: SearchAlert, posted: Record<string, string>) {
  const stored = formValuesOf(alert);
  const typed = Object.fromEntries(EDIT_LAYOUT.map((name) => [name, posted[name] ?? ""]));
  const values = { ...stored, ...typed, area: posted.area ?? "" };
  const parsed = parseLeadForm(ALERT_FORM, values, readPhone);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const zones = postedZones(values, errors);
  if (!parsed.ok || !zones || Object.keys(errors).length > 0) return managePage(c, area, alert, { values, errors, status: 422 });
  const fields = parsed.fields as AlertFields;
  const repository = c.var.services.repos.searchAlerts;
  await repository.update(alert.id, { criteria: criteriaOf(fields, zones), frequency: fields.frequency });
  return managePage(c, area, (await repository.byId(alert.id)) ?? alert, { notice: "alert.updated" });
}

/**
 * A search alert's pages behind the signed link of its mails (no account): the manage page (confirm,
 * edit, stop, each a POST: mail scanners open GET links) and the one-click unsubscribe of RFC 8058,
 * whose POST a mail client sends from no page (same-origin.ts lets it through on a genuine token).
 * Never indexed, never stored in any cache.
 */
export function alerts(area: SiteArea) {
  const app = new Hono<AppEnv>();
  if (area.preview) return app;
  const manage = `/${area.lang}/${slugFor(CODE_SLUGS, "demandRegister", area.lang)}/:token{${ALERT_TOKEN_PATTERN}}/`;
  const stop = `${manage}stop/`;
  const limit = bodyLimit({ maxSize: MAX_MANAGE_BYTES, onError: (limited) => limited.text("Payload Too Large", 413) });
  return app
    .get(manage, async (c) => {
      const alert = await alertOf(c);
      return alert ? managePage(c, area, alert) : gone(c);
    })
    .post(manage, limit, async (c) => {
      const alert = await alertOf(c);
      if (!alert) return gone(c);
      const posted = await postedValues(c, true);
      const repository = c.var.services.repos.searchAlerts;
      switch (posted.action) {
        case "confirm":
          await repository.confirm(alert.id);
          return managePage(c, area, (await repository.byId(alert.id)) ?? alert, { notice: alert.state === "stopped" ? undefined : "alert.confirmed" });
        case "stop":
          await repository.stop(alert.id);
          return managePage(c, area, (await repository.byId(alert.id)) ?? alert, { notice: "alert.stopped" });
        case "update":
          if (alert.state === "stopped") return managePage(c, area, alert);
          return update(c, area, alert, posted);
        default:
          return managePage(c, area, alert, { status: 400 });
      }
    })
    .get(stop, async (c) => {
      const alert = await alertOf(c);
      if (!alert) return gone(c);
      const path = alertStopPath(area.lang, c.req.param("token") ?? "");
      return page(c, area, path, c.var.i18n._("alert.stop.title"), <AlertStopBody path={path} stopped={alert.state === "stopped"} />);
    })
    .post(stop, limit, async (c) => {
      const alert = await alertOf(c);
      if (!alert) return gone(c);
      // Any body: a mail client sends "List-Unsubscribe=One-Click", the page's button "action=stop".
      await c.var.services.repos.searchAlerts.stop(alert.id);
      const path = alertStopPath(area.lang, c.req.param("token") ?? "");
      return page(c, area, path, c.var.i18n._("alert.stop.title"), <AlertStopBody path={path} stopped />);
    });
}
