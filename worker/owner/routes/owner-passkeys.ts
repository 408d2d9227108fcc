import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { PASSKEY_API, PASSKEY_REMOVED_PARAM, type PasskeyError } from "../../../client/forms/passkeys";
import type { Lang } from "../../../client/i18n/languages";
import { fixedPath, portalAccountPath, portalPath } from "../../../client/i18n/routes";
import { startSession } from "../auth/login";
import { passkeyName } from "../auth/passkey-name";
import { relyingPartyOf } from "../auth/passkeys";
import { isRecentSignIn, type OwnerSession } from "../../auth/session";
import { sessionToken } from "../auth/session-cookie";
import { overIpLimit } from "../auth/throttle";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { i18nFor } from "../../i18n";
import { chooseLanguage } from "../../middleware/locale";
import { renderNotFound } from "../../render/not-found";
import { loginBody, MAX_PASSKEY_BODY_BYTES, MAX_REMOVE_BODY_BYTES, optionsBody, registerBody, removeForm } from "./owner-passkey-schemas";
import { NO_STORE, portalNext } from "./owner-page";
import { readFormData, readJson, textFields } from "../../request/read-body";

/** A refusal the islands translate: `{ error: message id }`. */
function refuse(c: Context<AppEnv>, error: PasskeyError, status: 400 | 401 | 403 | 409 | 413 | 415 | 429 | 503) {
  return c.json({ error }, status, NO_STORE);
}

/** The body's language when this site serves it, else the visitor's. */
function languageOf(c: Context<AppEnv>, lang: Lang | undefined): Lang {
  return lang && c.var.enabledLanguages.includes(lang) ? lang : c.var.lang;
}

/** The JSON body of a ceremony call, checked; undefined when it is not JSON or not the expected shape. */
async function jsonBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S> | undefined> {
  const body = await readJson(c);
  const parsed = v.safeParse(schema, body.ok ? body.value : undefined);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The owner's session from the cookie, as requireOwner reads it; the API answers 401 without one
 * (requireOwner's redirect to a login page suits pages, not a script's call).
 */
async function cookieSession(c: Context<AppEnv>): Promise<OwnerSession | undefined> {
  const token = sessionToken(c);
  return token ? c.var.services.repos.owners.sessions.read(token, Date.now()) : undefined;
}

/**
 * The session that may add a passkey: signed in (else 401) within RECENT_AUTH_MS (else 403, "sign in
 * again"): a session cookie taken from the owner must not be enough to plant a lasting way in.
 */
async function recentSession(c: Context<AppEnv>): Promise<OwnerSession | Response> {
  const session = await cookieSession(c);
  if (!session) return refuse(c, "owner.passkey.error.signedOut", 401);
  if (!isRecentSignIn(session, Date.now())) return refuse(c, "owner.passkey.error.reauthenticate", 403);
  return session;
}

function relyingParty(c: Context<AppEnv>) {
  const { origin, content } = c.var.services;
  return relyingPartyOf(c.req.url, origin, content.site.agency.name[c.var.lang]);
}

/** Where the sign-in lands: the login page's `next` when it is a page of the portal (portalNext), else the portal's home in `lang`. */
export function passkeyLanding(lang: Lang, next: string | undefined): string {
  return portalNext(next) ?? portalPath(lang);
}

/** Calls that reach D1: a failing database is "try again later" (503), never an HTML error page. */
function guarded(handler: (c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>) => {
    try {
      return await handler(c);
    } catch (error) {
      console.error("passkey call failed", c.req.path, error);
      return refuse(c, "owner.passkey.error.unavailable", 503);
    }
  };
}

/** JSON calls only: a cross-site page cannot send one without CORS (which this API never grants). */
const jsonOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) return refuse(c, "owner.passkey.error.failed", 415);
  await next();
};

const limited = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json({ error: "owner.passkey.error.failed" }, 413, NO_STORE) });

/** Signing in is attempted per client address at most LOGIN_RATE_LIMIT's rate, passkeys and passwords together. */
const ipLimited = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (await overIpLimit(c)) return refuse(c, "owner.passkey.error.tooMany", 429);
  await next();
};

/**
 * The passkey ceremonies' API under /api/owner/passkeys/ (addresses in client/forms/passkeys.ts
 * PASSKEY_API). Adding a passkey: `register/options` then `register`, with a recent sign-in (401
 * without a session, 403 when it began more than RECENT_AUTH_MS ago); each added passkey is told
 * to the owner by mail. Signing in: `login/options` then `login`, which starts the session (A's
 * startSession) and answers `{ redirect }`. Refusals answer `{ error: message id }`. Removing one is
 * a plain form post from the account page (`remove`: id, lang) answered 303 back to it.
 */
export const passkeyApi = new Hono<AppEnv>()
  .post(
    PASSKEY_API.registerOptions,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      if (!(await jsonBody(c, optionsBody))) return refuse(c, "owner.passkey.error.failed", 400);
      const session = await recentSession(c);
      if (session instanceof Response) return session;
      return c.json(await c.var.services.wing(ownerServices).passkeys.registrationOptions(relyingParty(c), session.owner, Date.now()), 200, NO_STORE);
    }),
  )
  .post(
    PASSKEY_API.register,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      const body = await jsonBody(c, registerBody);
      if (!body) return refuse(c, "owner.passkey.error.failed", 400);
      const session = await recentSession(c);
      if (session instanceof Response) return session;
      const lang = languageOf(c, body.lang);
      const name = passkeyName(body.name, c.req.header("User-Agent"), i18nFor(lang)._("owner.passkey.defaultName"));
      const result = await c.var.services
        .wing(ownerServices)
        .passkeys.completeRegistration(relyingParty(c), session.owner, { challengeId: body.challengeId, response: body.response, name }, Date.now());
      if (result.outcome === "alreadyAdded") return refuse(c, "owner.passkey.error.alreadyAdded", 409);
      if (result.outcome !== "ok") return refuse(c, result.outcome === "expired" ? "owner.passkey.error.expired" : "owner.passkey.error.failed", 400);
      // The passkey is stored: a queue that fails now loses the notice (logged), never the passkey.
      await c.var.services
        .wing(ownerServices)
        .mails.passkey(result.passkey.id, lang)
        .catch((error: unknown) => console.error("passkey notice not queued", error));
      return c.json({ passkey: result.passkey }, 200, NO_STORE);
    }),
  )
  .post(
    PASSKEY_API.loginOptions,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      if (!(await jsonBody(c, optionsBody))) return refuse(c, "owner.passkey.error.failed", 400);
      return c.json(await c.var.services.wing(ownerServices).passkeys.authenticationOptions(relyingParty(c), Date.now()), 200, NO_STORE);
    }),
  )
  .post(
    PASSKEY_API.login,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      const body = await jsonBody(c, loginBody);
      if (!body) return refuse(c, "owner.passkey.error.failed", 400);
      const now = Date.now();
      const result = await c.var.services
        .wing(ownerServices)
        .passkeys.completeAuthentication(relyingParty(c), { challengeId: body.challengeId, response: body.response }, now);
      if (result.outcome !== "ok") return refuse(c, result.outcome === "expired" ? "owner.passkey.error.expired" : "owner.passkey.error.failed", 400);
      await startSession(c, result.owner, "passkey", now);
      return c.json({ redirect: passkeyLanding(languageOf(c, body.lang), body.next) }, 200, NO_STORE);
    }),
  )
  .post(PASSKEY_API.remove, limited(MAX_REMOVE_BODY_BYTES), async (c) => {
    c.header("Cache-Control", "no-store");
    const posted = await readFormData(c);
    const form = v.safeParse(removeForm, posted.ok ? textFields(posted.value) : undefined);
    const lang = languageOf(c, form.success ? form.output.lang : undefined);
    chooseLanguage(c, lang);
    const session = await cookieSession(c);
    if (!session) return c.redirect(`${fixedPath("login", lang)}?next=${encodeURIComponent(portalAccountPath(lang))}`, 303);
    if (!form.success || !(await c.var.services.repos.owners.passkeys.remove(session.owner.id, form.output.id))) {
      return renderNotFound(c);
    }
    return c.redirect(`${portalAccountPath(lang)}?${PASSKEY_REMOVED_PARAM}=removed#passkeys`, 303);
  });
