import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useRef, useState } from "react";
import { browserFailureOf, PASSKEY_API, passkeyLoginAnswer, passkeyOptionsAnswer, postPasskeyApi, type PasskeyFailure } from "../forms/passkeys";
import { useT } from "../i18n/catalog";
import type { Lang } from "../i18n/languages";

export interface PasskeyLoginProps {
  /** The login page's language: the portal the owner lands in after signing in. */
  lang: Lang;
  /**
   * The login page's `?next=`, if any: where to go after signing in. The server honours only a path
   * of the portal in `lang` (anything else lands on the portal's home).
   */
  next?: string;
}

/** Whether this browser can do WebAuthn at all (the island's first render, like the server's, assumes not yet known). */
function supportsPasskeys(): boolean {
  return typeof window.PublicKeyCredential === "function";
}

/**
 * "Sign in with a passkey" on the login page. It needs JavaScript and WebAuthn, so the server renders
 * the button disabled with a note saying so; once hydrated in a browser that can, the button works:
 * options from the server, the browser's passkey prompt, the answer verified by the server, which
 * starts the session and says where to go. Progress and errors are announced in live regions.
 */
export default function PasskeyLogin({ lang, next }: PasskeyLoginProps) {
  const t = useT();
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure["messageId"] | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setSupported(supportsPasskeys()), []);
  // Back to the button after a failure (it was disabled while waiting), so another try is one key away.
  useEffect(() => {
    if (failure) button.current?.focus();
  }, [failure]);

  async function signIn(): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      const { challengeId, options } = await postPasskeyApi(PASSKEY_API.loginOptions, { lang }, passkeyOptionsAnswer);
      // The server built these with @simplewebauthn/server; the browser package checks them as it uses them.
      const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
      const { redirect } = await postPasskeyApi(PASSKEY_API.login, { lang, next, challengeId, response }, passkeyLoginAnswer);
      window.location.assign(redirect);
    } catch (error) {
      setBusy(false);
      setFailure(browserFailureOf(error).messageId);
    }
  }

  return (
    <div className="passkey-login">
      <button ref={button} type="button" className="button" disabled={supported !== true || busy} hidden={supported === false} onClick={() => void signIn()}>
        {t("owner.passkey.login.button")}
      </button>
      {supported === undefined && <p className="passkey-note">{t("owner.passkey.login.needsScript")}</p>}
      {supported === false && <p className="passkey-note">{t("owner.passkey.error.unsupported")}</p>}
      <p className="passkey-status" role="status">
        {busy && t("owner.passkey.login.waiting")}
      </p>
      <p className="passkey-error" role="alert">
        {failure && t(failure)}
      </p>
    </div>
  );
}
