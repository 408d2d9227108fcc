import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { MAX_PASSKEY_NAME_LENGTH, PASSKEY_API, PASSKEY_REMOVED_PARAM, passkeyLang, type PasskeyError } from "../../client/forms/passkeys";
import type { Lang } from "../../client/i18n/languages";
import { pathFor, portalAccountPath, portalPath } from "../../client/i18n/routes";
import { startSession } from "../auth/login";
import { authenticationOptions, completeAuthentication, completeRegistration, passkeyName, registrationOptions, relyingPartyOf } from "../auth/passkeys";
import type { OwnerSession } from "../auth/session";
import { sessionToken } from "../auth/session-cookie";
import { overIpLimit } from "../auth/throttle";
import { ownerPasskeyRepository } from "../db/owner-passkeys";
import { ownerSessionRepository } from "../db/owner-sessions";
import type { AppEnv } from "../env";
import { i18nFor } from "../i18n";
import { useLanguage } from "../middleware/locale";
import { renderNotFound } from "../render/not-found";

/** The largest JSON body a ceremony sends, in bytes (an answer with attestation certificates stays far below). */
export const MAX_PASSKEY_BODY_BYTES = 64 * 1024;
/** The removal form's body, in bytes (an id and a language). */
const MAX_REMOVE_BODY_BYTES = 4 * 1024;

/** Characters of base64url for a credential id: the spec allows 1023 bytes. */
const MAX_CREDENTIAL_ID_CHARS = 1400;
/** Characters of base64url for the other binary fields (client data, authenticator data, attestation, signature). */
const MAX_BINARY_CHARS = 32 * 1024;
/** The challenge id: a UUID. */
const CHALLENGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const base64url = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(max));
const optionalBase64url = (max: number) => v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.maxLength(max)));
const credentialId = base64url(MAX_CREDENTIAL_ID_CHARS);
const challengeId = v.pipe(v.string(), v.regex(CHALLENGE_ID));
/** What the browser may add (extension results, authenticator attachment): checked for shape only, bounded by the body size. */
const clientExtensionResults = v.record(v.string(), v.unknown());
const authenticatorAttachment = v.optional(v.picklist(["platform", "cross-platform"]));

const registrationResponse = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal("public-key"),
  authenticatorAttachment,
  clientExtensionResults,
  response: v.object({
    clientDataJSON: base64url(MAX_BINARY_CHARS),
    attestationObject: base64url(MAX_BINARY_CHARS),
    authenticatorData: optionalBase64url(MAX_BINARY_CHARS),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z-]{1,32}$/))), v.maxLength(8))),
    publicKeyAlgorithm: v.optional(v.pipe(v.number(), v.integer())),
    publicKey: optionalBase64url(MAX_BINARY_CHARS),
  }),
});

const authenticationResponse = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal("public-key"),
  authenticatorAttachment,
  clientExtensionResults,
  response: v.object({
    clientDataJSON: base64url(MAX_BINARY_CHARS),
    authenticatorData: base64url(MAX_BINARY_CHARS),
    signature: base64url(MAX_BINARY_CHARS),
    userHandle: optionalBase64url(256),
  }),
});

const optionsBody = v.object({ lang: v.optional(passkeyLang) });
const registerBody = v.object({
  lang: v.optional(passkeyLang),
  challengeId,
  // Cut to MAX_PASSKEY_NAME_LENGTH by passkeyName; a longer text than a few names is not a name.
  name: v.optional(v.pipe(v.string(), v.maxLength(MAX_PASSKEY_NAME_LENGTH * 4)), ""),
  response: registrationResponse,
});
const loginBody = v.object({
  lang: v.optional(passkeyLang),
  next: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  challengeId,
  response: authenticationResponse,
});
const removeForm = v.object({ id: credentialId, lang: v.optional(passkeyLang) });

const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A refusal the islands translate: `{ error: message id }`. */
function refuse(c: Context<AppEnv>, error: PasskeyError, status: 400 | 401 | 409 | 413 | 415 | 429 | 503) {
  return c.json({ error }, status, NO_STORE);
}

/** The body's language when this site serves it, else the visitor's. */
function languageOf(c: Context<AppEnv>, lang: Lang | undefined): Lang {
  return lang && c.var.enabledLanguages.includes(lang) ? lang : c.var.lang;
}

/** The JSON body of a ceremony call, checked; undefined when it is not JSON or not the expected shape. */
async function jsonBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S> | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = v.safeParse(schema, body);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The owner's session from the cookie, as requireOwner reads it; the API answers 401 without one
 * (requireOwner's redirect to a login page suits pages, not a script's call).
 */
async function sessionOf(c: Context<AppEnv>): Promise<OwnerSession | undefined> {
  const token = sessionToken(c);
  return token ? ownerSessionRepository(c.env.DB).read(token, Date.now()) : undefined;
}

function relyingParty(c: Context<AppEnv>) {
  const { origin, content } = c.var.services;
  return relyingPartyOf(c.req.url, origin, content.site.agency.name);
}

/**
 * Where the sign-in lands: the login page's `next` when it is a page of the portal in `lang` (a
 * path on this site, never another site's address), else the portal's home.
 */
export function passkeyLanding(lang: Lang, next: string | undefined): string {
  const home = portalPath(lang);
  if (!next || !next.startsWith(home) || next.includes("\\")) return home;
  const base = "https://site.invalid";
  const url = new URL(next, base);
  return url.origin === base && url.pathname.startsWith(home) ? `${url.pathname}${url.search}` : home;
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
 * PASSKEY_API). Adding a passkey: `register/options` then `register`, with the owner's session (401
 * without). Signing in: `login/options` then `login`, which starts the session (A's startSession)
 * and answers `{ redirect }`. Refusals answer `{ error: message id }`. Removing one is a plain form
 * post from the account page (`remove`: id, lang) answered 303 back to it.
 */
export const passkeyApi = new Hono<AppEnv>()
  .post(
    PASSKEY_API.registerOptions,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      if (!(await jsonBody(c, optionsBody))) return refuse(c, "owner.passkey.error.failed", 400);
      const session = await sessionOf(c);
      if (!session) return refuse(c, "owner.passkey.error.signedOut", 401);
      return c.json(await registrationOptions(c.env.DB, relyingParty(c), session.owner, Date.now()), 200, NO_STORE);
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
      const session = await sessionOf(c);
      if (!session) return refuse(c, "owner.passkey.error.signedOut", 401);
      const fallbackName = i18nFor(languageOf(c, body.lang))._("owner.passkey.defaultName");
      const name = passkeyName(body.name, c.req.header("User-Agent"), fallbackName);
      const result = await completeRegistration(
        c.env.DB,
        relyingParty(c),
        session.owner,
        { challengeId: body.challengeId, response: body.response, name },
        Date.now(),
      );
      if (result.outcome === "ok") return c.json({ passkey: result.passkey }, 200, NO_STORE);
      if (result.outcome === "alreadyAdded") return refuse(c, "owner.passkey.error.alreadyAdded", 409);
      return refuse(c, result.outcome === "expired" ? "owner.passkey.error.expired" : "owner.passkey.error.failed", 400);
    }),
  )
  .post(
    PASSKEY_API.loginOptions,
    jsonOnly,
    limited(MAX_PASSKEY_BODY_BYTES),
    ipLimited,
    guarded(async (c) => {
      if (!(await jsonBody(c, optionsBody))) return refuse(c, "owner.passkey.error.failed", 400);
      return c.json(await authenticationOptions(c.env.DB, relyingParty(c), Date.now()), 200, NO_STORE);
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
      const result = await completeAuthentication(c.env.DB, relyingParty(c), { challengeId: body.challengeId, response: body.response }, now);
      if (result.outcome !== "ok") return refuse(c, result.outcome === "expired" ? "owner.passkey.error.expired" : "owner.passkey.error.failed", 400);
      await startSession(c, result.owner, "passkey", now);
      return c.json({ redirect: passkeyLanding(languageOf(c, body.lang), body.next) }, 200, NO_STORE);
    }),
  )
  .post(PASSKEY_API.remove, limited(MAX_REMOVE_BODY_BYTES), async (c) => {
    c.header("Cache-Control", "no-store");
    const form = v.safeParse(removeForm, await c.req.parseBody().catch(() => undefined));
    const lang = languageOf(c, form.success ? form.output.lang : undefined);
    useLanguage(c, lang);
    const session = await sessionOf(c);
    if (!session) return c.redirect(`${pathFor("login", lang)}?next=${encodeURIComponent(portalAccountPath(lang))}`, 303);
    if (!form.success || !(await ownerPasskeyRepository(c.env.DB).remove(session.owner.id, form.output.id))) {
      return renderNotFound(c);
    }
    return c.redirect(`${portalAccountPath(lang)}?${PASSKEY_REMOVED_PARAM}=removed#passkeys`, 303);
  });
