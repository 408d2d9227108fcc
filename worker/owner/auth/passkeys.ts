/**
 * Passkeys (WebAuthn through @simplewebauthn/server): the owner adds one from the account page and
 * signs in with it instead of the password. Credentials are discoverable (residentKey "preferred"):
 * the sign-in asks for any passkey of this site and the passkey names its owner. A passkey replaces
 * the password, so the sign-in requires user verification (the authenticator's PIN or biometrics:
 * what a passkey is); adding one only prefers it, so a plain security key can still be registered
 * (it then cannot sign in until it verifies its user). Attestation is "none": which authenticator
 * it is does not matter here, only that it holds the key.
 *
 * Each ceremony's challenge is stored in D1 (worker/db/webauthn-challenges.ts) and deleted when its
 * answer comes back, so an answer is accepted once, within CHALLENGE_TTL_MS.
 *
 * @simplewebauthn/server is imported when a ceremony runs, not when the worker starts: every other
 * request (all the site's pages) never evaluates it.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeyView } from "../../../client/forms/passkeys";
import { ownerPasskeyRepository } from "../../db/owner-passkeys";
import { ownerName } from "../name";
import { ownerRepository, type Owner } from "../../db/owners";
import { CHALLENGE_TTL_MS, webauthnChallengeRepository } from "../../db/webauthn-challenges";
import { isLoopbackHost } from "../../services/config";
import { base64url, fromBase64url } from "../../auth/tokens";

const webauthn = () => import("@simplewebauthn/server");

/** Who the browser is talking to: the RP ID the passkeys are bound to and the origins answers may come from. */
export interface RelyingParty {
  /** A host name: the site's (SITE_ORIGIN's on a deployed site). */
  id: string;
  /** Shown by the browser when a passkey is made (the agency's name). */
  name: string;
  origins: string[];
}

/**
 * The relying party of a request: the site's origin (`services.origin`, SITE_ORIGIN when set). A
 * request to this machine (wrangler dev, the tests) is also accepted from its own origin, which may
 * differ from SITE_ORIGIN by its port; a deployed site accepts its public origin only.
 */
export function relyingPartyOf(requestUrl: string, siteOrigin: string, name: string): RelyingParty {
  const request = new URL(requestUrl);
  const site = new URL(siteOrigin);
  if (isLoopbackHost(request.hostname)) return { id: request.hostname, name, origins: [...new Set([site.origin, request.origin])] };
  return { id: site.hostname, name, origins: [site.origin] };
}

/** What the browser needs for a ceremony, and the id under which its challenge waits. */
export interface CeremonyOptions<O> {
  challengeId: string;
  options: O;
}

/** How long the browser's prompt stays open: within the challenge's life, so an answer is never late by design. */
export const CEREMONY_TIMEOUT_MS = CHALLENGE_TTL_MS - 60 * 1000;

/**
 * The WebAuthn user handle of an owner's passkeys: the account's id. The registration gives it as
 * the user id; a sign-in's answer carries it back, and it must name the passkey's owner.
 */
export function userHandleOf(ownerId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(ownerId);
}

/** Options to add a passkey for `owner` (the passkeys it has are excluded: one per authenticator). */
export async function registrationOptions(
  db: D1Database,
  rp: RelyingParty,
  owner: Owner,
  now: number,
): Promise<CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  const [{ generateRegistrationOptions }, existing] = await Promise.all([webauthn(), ownerPasskeyRepository(db).credentialsOf(owner.id)]);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: ownerName(owner) || owner.email,
    // Stable per owner: a new passkey on the same authenticator replaces the old one there.
    userID: userHandleOf(owner.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const challengeId = await webauthnChallengeRepository(db).create("register", options.challenge, owner.id, now);
  return { challengeId, options };
}

export type RegistrationResult = { outcome: "ok"; passkey: PasskeyView } | { outcome: "expired" | "failed" | "alreadyAdded" };

/**
 * Checks the browser's answer to a registration and stores the passkey under `name`. "failed" when
 * the challenge is unknown, used, or another owner's, or the answer does not verify.
 */
export async function completeRegistration(
  db: D1Database,
  rp: RelyingParty,
  owner: Owner,
  input: { challengeId: string; response: RegistrationResponseJSON; name: string },
  now: number,
): Promise<RegistrationResult> {
  const taken = await webauthnChallengeRepository(db).take(input.challengeId, "register", now);
  if (taken === "expired") return { outcome: "expired" };
  if (!taken || taken.ownerId !== owner.id) return { outcome: "failed" };
  const { verifyRegistrationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    console.warn("passkey registration refused", error instanceof Error ? error.message : error);
    return { outcome: "failed" };
  }
  if (!verification.verified) return { outcome: "failed" };
  const { credential } = verification.registrationInfo;
  const passkey = await ownerPasskeyRepository(db).add(
    {
      id: credential.id,
      ownerId: owner.id,
      publicKey: base64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    },
    now,
  );
  return passkey ? { outcome: "ok", passkey } : { outcome: "alreadyAdded" };
}

/** Options to sign in with any passkey of this site (no account named: the passkey says whose it is). */
export async function authenticationOptions(db: D1Database, rp: RelyingParty, now: number): Promise<CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: [], timeout: CEREMONY_TIMEOUT_MS, userVerification: "required" });
  const challengeId = await webauthnChallengeRepository(db).create("login", options.challenge, null, now);
  return { challengeId, options };
}

export type AuthenticationResult = { outcome: "ok"; owner: Owner } | { outcome: "expired" | "failed" };

/**
 * Checks the browser's answer to a sign-in against the stored passkey it names, and records its use
 * (the authenticator's signature counter, the moment). "failed" for an unknown passkey, a used or
 * unknown challenge, a user handle that is not the passkey's owner, an authenticator that did not
 * verify its user, or an answer that does not verify (the library also refuses a counter that went
 * backwards: a cloned authenticator).
 */
export async function completeAuthentication(
  db: D1Database,
  rp: RelyingParty,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  now: number,
): Promise<AuthenticationResult> {
  const taken = await webauthnChallengeRepository(db).take(input.challengeId, "login", now);
  if (taken === "expired") return { outcome: "expired" };
  if (!taken) return { outcome: "failed" };
  const passkeys = ownerPasskeyRepository(db);
  const stored = await passkeys.byId(input.response.id);
  const publicKey = stored && fromBase64url(stored.publicKey);
  if (!stored || !publicKey) return { outcome: "failed" };
  // The authenticator says whose passkey it used; an answer naming anyone but its owner is refused.
  const { userHandle } = input.response.response;
  if (userHandle !== undefined && userHandle !== base64url(userHandleOf(stored.ownerId))) return { outcome: "failed" };
  const { verifyAuthenticationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: stored.id, publicKey, counter: stored.counter, transports: stored.transports },
      requireUserVerification: true,
    });
  } catch (error) {
    console.warn("passkey sign-in refused", error instanceof Error ? error.message : error);
    return { outcome: "failed" };
  }
  if (!verification.verified) return { outcome: "failed" };
  const owner = await ownerRepository(db).byId(stored.ownerId);
  if (!owner) return { outcome: "failed" };
  await passkeys.recordUse(stored.id, verification.authenticationInfo.newCounter, now);
  return { outcome: "ok", owner };
}
