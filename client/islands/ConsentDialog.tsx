import { useEffect, useState } from "react";
import { applyConsent } from "../components/tags";
import { useModalDialog } from "../components/useModalDialog";
import { ALL_DENIED, ALL_GRANTED, CONSENT_COOKIE, CONSENT_FLAGS, parseConsent, serializeConsent, type ConsentFlag, type ConsentFlags } from "../domain/consent";
import { SECONDS_PER_DAY } from "../domain/limits";
import { isPreviewPath } from "../domain/preview";
import { readQueryParam } from "../domain/query";
import { useT } from "../i18n/catalog";

/** Literal ids, so the catalogue check can see every message this island uses. */
const FLAG_LABELS: Record<ConsentFlag, string> = {
  ad_user_data: "consent.flag.ad_user_data",
  ad_storage: "consent.flag.ad_storage",
  analytics_storage: "consent.flag.analytics_storage",
  ad_personalization: "consent.flag.ad_personalization",
};

export interface ConsentDialogProps {
  cookieLifetimeDays: number;
  cookiePolicyHref: string;
  privacyHref: string;
}

function store(flags: ConsentFlags, lifetimeDays: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(flags)}; Max-Age=${lifetimeDays * SECONDS_PER_DAY}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The cookie-consent dialog of SPEC 4. It renders closed on the server (pages are the same for
 * everyone) and opens in the browser when no answer is stored, except on preview paths. The
 * footer's cookie settings (`?setcookies`) open it on the stored choice, to change it, rather than
 * erasing it. No answer is favoured: the three buttons look alike and the dialog's heading, not
 * "accept all", takes the focus.
 */
export default function ConsentDialog(props: ConsentDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(false);
  const [choice, setChoice] = useState<ConsentFlags>(ALL_DENIED);
  const dialog = useModalDialog(open, () => setOpen(false));

  useEffect(() => {
    if (isPreviewPath(location.pathname)) return;
    const stored = parseConsent(document.cookie);
    if (readQueryParam(location.href, "setcookies") !== undefined) {
      if (stored) setChoice(stored);
      setDetails(true);
      setOpen(true);
      return;
    }
    if (stored) {
      applyConsent(stored, { pageView: false });
      return;
    }
    setOpen(true);
  }, []);

  const answer = (flags: ConsentFlags) => {
    store(flags, props.cookieLifetimeDays);
    applyConsent(flags, { pageView: true });
    setOpen(false);
  };
  const toggle = (flag: ConsentFlag) => setChoice((current) => ({ ...current, [flag]: !current[flag] }));

  return (
    <dialog ref={dialog} className="consent" aria-labelledby="consent-title" aria-describedby="consent-text" data-dismissable="false">
      {/* A modal dialog moves focus into itself when it opens (ARIA APG dialog pattern): to its heading, read first, not to an answer. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <h2 id="consent-title" tabIndex={-1} autoFocus>
        {t("consent.title")}
      </h2>
      <p id="consent-text">
        {t("consent.text")} <a href={props.cookiePolicyHref}>{t("consent.cookiePolicy")}</a> · <a href={props.privacyHref}>{t("consent.privacyStatement")}</a>
      </p>
      {details && (
        <fieldset className="consent-options">
          <legend>{t("consent.settings")}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t("consent.necessary")}
          </label>
          {CONSENT_FLAGS.map((flag) => (
            <label key={flag}>
              <input type="checkbox" name={flag} checked={choice[flag]} onChange={() => toggle(flag)} /> {t(FLAG_LABELS[flag])}
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-actions">
        {details ? (
          <button type="button" className="button" onClick={() => answer(choice)}>
            {t("consent.save")}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setDetails(true)}>
            {t("consent.settings")}
          </button>
        )}
        <button type="button" className="button" onClick={() => answer(ALL_DENIED)}>
          {t("consent.necessaryOnly")}
        </button>
        <button type="button" className="button" onClick={() => answer(ALL_GRANTED)}>
          {t("consent.acceptAll")}
        </button>
      </div>
    </dialog>
  );
}
