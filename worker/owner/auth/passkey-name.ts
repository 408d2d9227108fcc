import { MAX_PASSKEY_NAME_LENGTH } from "../../../client/forms/passkeys";
import { deviceName } from "./user-agent";

/**
 * The name a passkey gets: the owner's, trimmed and cut to MAX_PASSKEY_NAME_LENGTH characters, else
 * the browser and system it was made on ("Chrome · Windows"), else `fallback` (a translated "Passkey").
 */
export function passkeyName(typed: string, userAgent: string | undefined, fallback: string): string {
  const name = [...typed.normalize("NFC").replace(/\s+/g, " ").trim()].slice(0, MAX_PASSKEY_NAME_LENGTH).join("").trim();
  return name || deviceName(userAgent) || fallback;
}
