/**
 * What the passkey API (worker/owner/routes/owner-passkeys.ts) accepts: body sizes, and the valibot shapes
 * of each call's body. The ceremonies' answers are checked for shape and size here; what they say is
 * checked by @simplewebauthn/server (worker/owner/auth/passkeys.ts).
 */
import * as v from "valibot";
import { MAX_PASSKEY_NAME_LENGTH, passkeyLang } from "../../../client/forms/passkeys";

/** The largest JSON body a ceremony sends, in bytes (an answer with attestation certificates stays far below). */
export const MAX_PASSKEY_BODY_BYTES = 64 * 1024;
/** The removal form's body, in bytes (an id and a language). */
export const MAX_REMOVE_BODY_BYTES = 4 * 1024;

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

export const optionsBody = v.object({ lang: v.optional(passkeyLang) });
export const registerBody = v.object({
  lang: v.optional(passkeyLang),
  challengeId,
  // Cut to MAX_PASSKEY_NAME_LENGTH by passkeyName; a longer text than a few names is not a name.
  name: v.optional(v.pipe(v.string(), v.maxLength(MAX_PASSKEY_NAME_LENGTH * 4)), ""),
  response: registrationResponse,
});
export const loginBody = v.object({
  lang: v.optional(passkeyLang),
  next: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  challengeId,
  response: authenticationResponse,
});
export const removeForm = v.object({ id: credentialId, lang: v.optional(passkeyLang) });
