/**
 * Passkeys (WebAuthn through @simplewebauthn/server): the owner adds one from the account page and
 * signs in with it instead of the password. Credentials are discoverable (residentKey "preferred"):
 * the sign-in asks for any passkey of this site and the passkey names its owner. User verification
 * is "preferred", so an authenticator that cannot verify (a plain security key) still works: the
 * answers are not refused for lacking it. Attestation is "none": which authenticator it is does not
 * matter here, only that it holds the key.
 *
 * Each ceremony's challenge is stored in D1 (worker/db/webauthn-challenges.ts) and deleted when its
 * answer comes back, so an answer is accepted once, within CHALLENGE_TTL_MS.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { MAX_PASSKEY_NAME_LENGTH, type PasskeyView } from "../../client/forms/passkeys";
import { ownerPasskeyRepository } from "../db/owner-passkeys";
import { ownerRepository, type Owner } from "../db/owners";
import { CHALLENGE_TTL_MS, webauthnChallengeRepository } from "../db/webauthn-challenges";
import { isLoopbackHost } from "../services/config";

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

const USER_VERIFICATION = "preferred";

/** Options to add a passkey for `owner` (the passkeys it has are excluded: one per authenticator). */
export async function registrationOptions(
  db: D1Database,
  rp: RelyingParty,
  owner: Owner,
  now: number,
): Promise<CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  const existing = await ownerPasskeyRepository(db).credentialsOf(owner.id);
  const displayName = `${owner.firstName} ${owner.lastName}`.trim();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: displayName || owner.email,
    // Stable per owner: a new passkey on the same authenticator replaces the old one there.
    userID: new TextEncoder().encode(owner.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "preferred", userVerification: USER_VERIFICATION },
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
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
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
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: [], timeout: CEREMONY_TIMEOUT_MS, userVerification: USER_VERIFICATION });
  const challengeId = await webauthnChallengeRepository(db).create("login", options.challenge, null, now);
  return { challengeId, options };
}

export type AuthenticationResult = { outcome: "ok"; owner: Owner } | { outcome: "expired" | "failed" };

/**
 * Checks the browser's answer to a sign-in against the stored passkey it names, and records its use
 * (the authenticator's signature counter, the moment). "failed" for an unknown passkey, a used or
 * unknown challenge, or an answer that does not verify (the library also refuses a counter that
 * went backwards: a cloned authenticator).
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
  if (!stored) return { outcome: "failed" };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: stored.id, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter, transports: stored.transports },
      requireUserVerification: false,
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

/** Browsers by the User-Agent token that names them, the more specific first (Edge and Opera also say "Chrome"). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const PLATFORMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * The name a passkey gets: the owner's, trimmed and cut to MAX_PASSKEY_NAME_LENGTH characters, else
 * the browser and system it was made on ("Chrome · Windows"), else `fallback` (a translated "Passkey").
 */
export function passkeyName(typed: string, userAgent: string | undefined, fallback: string): string {
  const name = [...typed.normalize("NFC").replace(/\s+/g, " ").trim()].slice(0, MAX_PASSKEY_NAME_LENGTH).join("").trim();
  if (name) return name;
  const agent = userAgent ?? "";
  const parts = [firstMatch(agent, BROWSERS), firstMatch(agent, PLATFORMS)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(" · ") : fallback;
}
