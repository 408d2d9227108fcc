import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AGENCY_TIME_ZONE, formatInstant } from "../domain/format";
import {
  browserFailureOf,
  MAX_PASSKEY_NAME_LENGTH,
  PASSKEY_API,
  passkeyOptionsAnswer,
  passkeyRegisterAnswer,
  postPasskeyApi,
  SIGN_IN_AGAIN_ERRORS,
  type PasskeyFailure,
  type PasskeyView,
} from "../forms/passkeys";
import { useT } from "../i18n/catalog";
import type { Lang } from "../i18n/languages";

export interface PasskeyManagerProps {
  /** The account page's language (the removal comes back to the account page in it). */
  lang: Lang;
  /** The owner's passkeys, oldest first (worker/db/owner-passkeys.ts `ownerPasskeyRepository(db).list(ownerId)`). */
  passkeys: PasskeyView[];
  /** True when the page follows a removal (the account page's `?passkey=removed`): says it was removed. */
  removed?: boolean;
  /**
   * Where "sign in again" leads when adding a passkey needs a (new) sign-in: the login page, back to
   * the account page afterwards (worker/owner/routes/owner-account.tsx). Given by the server, so the
   * route table stays out of the browser's scripts.
   */
  signInAgainHref: string;
}

/** Dates are the agency's days, in the server's render and the browser's alike (no hydration mismatch). */

/** The element ids of the section (one manager per page). */
const IDS = { heading: "passkeys-heading", name: "passkey-name", nameHint: "passkey-name-hint" } as const;

type Notice = { kind: "removed" } | { kind: "added"; name: string };

/**
 * The live region of the manager's errors: what went wrong and, when adding a passkey needs a (new)
 * sign-in, the way to the login page that comes back here.
 */
export function PasskeyManagerError({ signInAgainHref, failure }: { signInAgainHref: string; failure: PasskeyFailure["messageId"] | undefined }) {
  const t = useT();
  return (
    <p className="passkey-error" role="alert">
      {failure && t(failure)}
      {failure && SIGN_IN_AGAIN_ERRORS.includes(failure) && (
        <>
          {" "}
          <a href={signInAgainHref}>{t("owner.passkey.manager.signInAgain")}</a>
        </>
      )}
    </p>
  );
}

/**
 * The account page's passkeys: the list (name, added, last used), each with a remove button that is a
 * plain form post (works without JavaScript; the server answers 303 back to the account page), and
 * "Add a passkey", which needs JavaScript and WebAuthn: without them the server's HTML says so instead
 * of showing a form that cannot work. An added passkey joins the list in place; outcomes are
 * announced in live regions.
 */
export default function PasskeyManager({ lang, passkeys: initial, removed = false, signInAgainHref }: PasskeyManagerProps) {
  const t = useT();
  const [passkeys, setPasskeys] = useState<PasskeyView[]>(initial);
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>(removed ? { kind: "removed" } : undefined);
  const [failure, setFailure] = useState<PasskeyFailure["messageId"] | undefined>(undefined);
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  useEffect(() => {
    if (failure) nameField.current?.focus();
  }, [failure]);

  async function add(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const name = nameField.current?.value ?? "";
    setBusy(true);
    setFailure(undefined);
    setNotice(undefined);
    try {
      const { challengeId, options } = await postPasskeyApi(PASSKEY_API.registerOptions, { lang }, passkeyOptionsAnswer);
      // The server built these with @simplewebauthn/server; the browser package checks them as it uses them.
      const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      const { passkey } = await postPasskeyApi(PASSKEY_API.register, { lang, challengeId, name, response }, passkeyRegisterAnswer);
      setPasskeys((list) => [...list.filter((item) => item.id !== passkey.id), passkey]);
      setNotice({ kind: "added", name: passkey.name });
      if (nameField.current) nameField.current.value = "";
    } catch (error) {
      setFailure(browserFailureOf(error).messageId);
    } finally {
      setBusy(false);
    }
  }

  const date = (epochMs: number) => formatInstant(new Date(epochMs), lang, "long", AGENCY_TIME_ZONE);

  return (
    <section className="owner-section passkeys" id="passkeys" aria-labelledby={IDS.heading}>
      <h2 id={IDS.heading}>{t("owner.passkey.manager.heading")}</h2>
      <p>{t("owner.passkey.manager.intro")}</p>
      <p className="passkey-status" role="status">
        {notice?.kind === "removed" && t("owner.passkey.manager.removed")}
        {notice?.kind === "added" && t("owner.passkey.manager.added", { name: notice.name })}
      </p>
      {passkeys.length === 0 ? (
        <p>{t("owner.passkey.manager.empty")}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-item">
              <div>
                <p className="passkey-name">{passkey.name}</p>
                <p className="passkey-dates">
                  {t("owner.passkey.manager.created", { date: date(passkey.createdAt) })}
                  {" · "}
                  {passkey.lastUsedAt === null ? t("owner.passkey.manager.neverUsed") : t("owner.passkey.manager.lastUsed", { date: date(passkey.lastUsedAt) })}
                </p>
              </div>
              <form method="post" action={PASSKEY_API.remove}>
                <input type="hidden" name="lang" value={lang} />
                <input type="hidden" name="id" value={passkey.id} />
                <button type="submit" className="button" aria-label={t("owner.passkey.manager.removeNamed", { name: passkey.name })}>
                  {t("owner.passkey.manager.remove")}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {supported === true ? (
        <form className="lead-form passkey-add" onSubmit={(event) => void add(event)}>
          <div className="field">
            <label htmlFor={IDS.name}>
              {t("owner.passkey.manager.nameLabel")} <span className="field-optional">{t("form.optional")}</span>
            </label>
            <p className="field-hint" id={IDS.nameHint}>
              {t("owner.passkey.manager.nameHint")}
            </p>
            <input
              ref={nameField}
              id={IDS.name}
              name="name"
              type="text"
              maxLength={MAX_PASSKEY_NAME_LENGTH}
              autoComplete="off"
              aria-describedby={IDS.nameHint}
            />
          </div>
          <div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("owner.passkey.manager.add")}
            </button>
          </div>
        </form>
      ) : (
        <p className="passkey-note">{t(supported === false ? "owner.passkey.error.unsupported" : "owner.passkey.manager.needsScript")}</p>
      )}
      <p className="passkey-status" role="status">
        {busy && t("owner.passkey.manager.waiting")}
      </p>
      <PasskeyManagerError signInAgainHref={signInAgainHref} failure={failure} />
    </section>
  );
}
