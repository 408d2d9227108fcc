/**
 * A software authenticator for the passkey tests: an ES256 key made with WebCrypto, and the
 * registration and sign-in answers a browser would send for it, built by hand (authenticator data,
 * client data, attestation "none", a DER signature), so the server's verification runs in full
 * inside workerd. Chromium's virtual authenticator does the same in the end-to-end test.
 */
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const encoder = new TextEncoder();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** Bytes on an ArrayBuffer of their own (what WebCrypto takes). */
type Bytes = Uint8Array<ArrayBuffer>;

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const uint32 = (value: number) => new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
const sha256 = async (data: Bytes) => new Uint8Array(await crypto.subtle.digest("SHA-256", data));
const b64url = (data: Bytes) => isoBase64URL.fromBuffer(data);

/** An ECDSA signature as WebAuthn carries it: ASN.1 DER (WebCrypto gives r‖s). */
function derSignature(raw: Bytes): Bytes {
  const integer = (bytes: Bytes) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value: Bytes = bytes.slice(start);
    if (value[0]! & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface ClientContext {
  origin: string;
  rpId: string;
}

/** One passkey on a software authenticator. */
export interface SoftPasskey {
  credentialId: Bytes;
  keys: CryptoKeyPair;
  /** The signature counter the authenticator reports next. */
  counter: number;
}

export async function newSoftPasskey(): Promise<SoftPasskey> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  return { credentialId: crypto.getRandomValues(new Uint8Array(32)), keys, counter: 1 };
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, context: ClientContext): Bytes {
  return encoder.encode(JSON.stringify({ type, challenge, origin: context.origin, crossOrigin: false }));
}

/** A PublicKeyCredential as the browser's JSON gives it: the passkey's id around the ceremony's `response`. */
function credentialOf<R>(passkey: SoftPasskey, response: R) {
  const id = b64url(passkey.credentialId);
  return { id, rawId: id, type: "public-key", clientExtensionResults: {}, authenticatorAttachment: "platform", response } as const;
}

/** The answer of navigator.credentials.create() for `passkey`, as @simplewebauthn/browser sends it. */
export async function registrationResponse(passkey: SoftPasskey, challenge: string, context: ClientContext) {
  const jwk = await crypto.subtle.exportKey("jwk", passkey.keys.publicKey);
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  const attestedCredential = concat(
    new Uint8Array(16), // AAGUID: none given
    new Uint8Array([passkey.credentialId.length >> 8, passkey.credentialId.length & 0xff]),
    passkey.credentialId,
    isoCBOR.encode(coseKey),
  );
  const authData = concat(
    await sha256(encoder.encode(context.rpId)),
    new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
    uint32(passkey.counter),
    attestedCredential,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, never>>([
      ["fmt", "none"],
      ["attStmt", new Map<string, never>()],
      ["authData", authData],
    ]),
  );
  return credentialOf(passkey, {
    clientDataJSON: b64url(clientData("webauthn.create", challenge, context)),
    attestationObject: b64url(attestationObject),
    transports: ["internal"],
  });
}

/**
 * The answer of navigator.credentials.get() for `passkey`; the authenticator's counter moves on. It
 * verified its user (PIN, biometrics) unless `userVerified` is false: a plain security key's touch.
 */
export async function authenticationResponse(passkey: SoftPasskey, challenge: string, context: ClientContext, userHandle: string, userVerified = true) {
  passkey.counter += 1;
  const flags = userVerified ? FLAG_UP | FLAG_UV : FLAG_UP;
  const authData = concat(await sha256(encoder.encode(context.rpId)), new Uint8Array([flags]), uint32(passkey.counter));
  const data = clientData("webauthn.get", challenge, context);
  const signed = concat(authData, await sha256(data));
  const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, passkey.keys.privateKey, signed));
  return credentialOf(passkey, {
    clientDataJSON: b64url(data),
    authenticatorData: b64url(authData),
    signature: b64url(derSignature(raw)),
    userHandle: b64url(encoder.encode(userHandle)),
  });
}
