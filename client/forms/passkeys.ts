/**
 * What the passkey islands (PasskeyLogin, PasskeyManager) and the worker's passkey API
 * (worker/owner/routes/owner-passkeys.ts) share: the addresses, the limits, the shapes of the answers and
 * the ids of the errors the API answers with (the islands translate them).
 */
import * as v from "valibot";
import { LANGUAGES } from "../i18n/languages";

/** The API's addresses (no language prefix: the language travels in the body). */
export const PASSKEY_API = {
  registerOptions: "/api/owner/passkeys/register/options",
  register: "/api/owner/passkeys/register",
  loginOptions: "/api/owner/passkeys/login/options",
  login: "/api/owner/passkeys/login",
  /** A plain form post (works without JavaScript): fields `id` and `lang`; 303 back to the account page. */
  remove: "/api/owner/passkeys/remove",
} as const;

/**
 * The account page's query parameter after a removal (`?passkey=removed`): the page passes
 * `removed: true` to PasskeyManager, which says the passkey was removed.
 */
export const PASSKEY_REMOVED_PARAM = "passkey";

/**
 * The login page's `?notice=` that asks to sign in again before adding a passkey: the page then
 * shows its form even to a signed-in browser, and says why.
 */
export const REAUTHENTICATE_NOTICE = "reauthenticate";

/** The errors after which adding a passkey needs a (new) sign-in first. */
export const SIGN_IN_AGAIN_ERRORS: readonly string[] = ["owner.passkey.error.signedOut", "owner.passkey.error.reauthenticate"];

/** The longest name an owner may give a passkey, in characters (longer names are cut). */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** A passkey as the account page lists it; dates in epoch milliseconds (props cross as JSON). */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** Every error id the API answers with, `{ error: id }`; listed here so the client catalogue carries them. */
export const PASSKEY_ERRORS = [
  "owner.passkey.error.failed",
  "owner.passkey.error.expired",
  "owner.passkey.error.tooMany",
  "owner.passkey.error.signedOut",
  "owner.passkey.error.unavailable",
  "owner.passkey.error.alreadyAdded",
  "owner.passkey.error.reauthenticate",
] as const;
export type PasskeyError = (typeof PASSKEY_ERRORS)[number];

/** Errors the browser side finds on its own (no passkey support, the owner cancelled). */
export const PASSKEY_CLIENT_ERRORS = ["owner.passkey.error.unsupported", "owner.passkey.error.cancelled"] as const;

export const passkeyErrorAnswer = v.object({ error: v.picklist(PASSKEY_ERRORS) });

/** The options answers: the ceremony's options for the browser, and the challenge's id to send back. */
export const passkeyOptionsAnswer = v.object({
  challengeId: v.string(),
  // Checked by @simplewebauthn/browser when it uses them; here only their being an object.
  options: v.looseObject({ challenge: v.string() }),
});

export const passkeyView = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
});

export const passkeyRegisterAnswer = v.object({ passkey: passkeyView });

export const passkeyLoginAnswer = v.object({ redirect: v.string() });

export const passkeyLang = v.picklist(LANGUAGES);

/** A ceremony that failed, with the message id to show. */
export class PasskeyFailure extends Error {
  constructor(readonly messageId: PasskeyError | (typeof PASSKEY_CLIENT_ERRORS)[number]) {
    super(messageId);
  }
}

/** The error id of a refused answer: the API's own, else one from the status (a proxy's or the platform's answer). */
async function refusalOf(response: Response): Promise<PasskeyError> {
  const parsed = v.safeParse(passkeyErrorAnswer, await response.json().catch(() => undefined));
  if (parsed.success) return parsed.output.error;
  if (response.status === 429) return "owner.passkey.error.tooMany";
  if (response.status === 401) return "owner.passkey.error.signedOut";
  if (response.status === 403) return "owner.passkey.error.reauthenticate";
  return response.status >= 500 ? "owner.passkey.error.unavailable" : "owner.passkey.error.failed";
}

/** Posts `body` as JSON to the passkey API and returns the answer checked against `schema`; throws a PasskeyFailure. */
export async function postPasskeyApi<S extends v.GenericSchema>(url: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new PasskeyFailure("owner.passkey.error.unavailable");
  }
  if (!response.ok) throw new PasskeyFailure(await refusalOf(response));
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new PasskeyFailure("owner.passkey.error.failed");
  return parsed.output;
}

/**
 * The message id for what the browser's WebAuthn call threw: the owner cancelled or let it time out
 * (NotAllowedError, AbortError), the authenticator already holds a passkey for this account
 * (InvalidStateError at registration), anything else a plain failure.
 */
export function browserFailureOf(error: unknown): PasskeyFailure {
  if (error instanceof PasskeyFailure) return error;
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return new PasskeyFailure("owner.passkey.error.cancelled");
  if (name === "InvalidStateError") return new PasskeyFailure("owner.passkey.error.alreadyAdded");
  return new PasskeyFailure("owner.passkey.error.failed");
}
