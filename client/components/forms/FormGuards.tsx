import { useT } from "../../i18n/catalog";
import { FORM_CONTEXT, HONEYPOT_FIELD } from "../../forms/guards";

/**
 * What every form the site posts carries besides its fields: the context fields (page, signed render
 * time, nonce) and the honeypot robots fill in (worker/leads/screen.ts reads both).
 */
export function FormGuards({ idPrefix, hidden }: { idPrefix: string; hidden: Record<string, string> }) {
  const t = useT();
  return (
    <>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Empty in the page (the same for everyone); the page script fills it in on submit, with consent. */}
      <input type="hidden" name={FORM_CONTEXT.source} defaultValue="" />
      {/* A field people never see or reach: only robots fill it in. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t("form.trap")}</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** SPEC 5's privacy statement sentence, which the form names as its description (`{idPrefix}-privacy`). */
export function PrivacySentence({ idPrefix, privacyPath }: { idPrefix: string; privacyPath: string }) {
  const t = useT();
  const [before, after] = t("form.privacy", { link: "\u0000" }).split("\u0000");
  return (
    <p className="form-privacy" id={`${idPrefix}-privacy`}>
      {before}
      <a href={privacyPath}>{t("form.privacy.link")}</a>
      {after}
    </p>
  );
}
