import { MAX_LENGTH, readFieldError } from "../../../client/forms/fields";
import { FORM_CONTEXT } from "../../../client/forms/guards";
import { FormGuards, PrivacySentence } from "../../../client/components/forms/FormGuards";
import { useT } from "../../../client/i18n/catalog";

/** Plain data: what the sign-newsletter form renders with, empty (footer) or coming back from a refused post. */
export interface NewsletterFormProps {
  /** formPath("sign-newsletter") in the page's language. */
  action: string;
  /** Unique on the page; every id of the form starts with it. */
  idPrefix: string;
  /** The hidden context: the page it sits on and the signed render time (FORM_CONTEXT). */
  hidden: Record<string, string>;
  privacyPath: string;
  email?: string;
  /** The field's error (catalogue id). */
  error?: string | undefined;
  /** A problem of the whole post (catalogue id): not stored, or a refused captcha. */
  failure?: string | undefined;
}

/** What the summary of a refused post says first. */
function Summary({ idPrefix, error, failure }: Pick<NewsletterFormProps, "idPrefix" | "error" | "failure">) {
  const t = useT();
  if (!error && !failure) return null;
  return (
    // Only on the answer to a post: the focus lands here so the problem is read first (autoFocus works without script).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" role="alert" tabIndex={-1} id={`${idPrefix}-errors`} autoFocus aria-labelledby={`${idPrefix}-errors-title`}>
      <h2 id={`${idPrefix}-errors-title`}>{failure ? t(failure) : t("form.errors.title", { count: 1 })}</h2>
      {error && (
        <ul>
          <li>
            <a href={`#${idPrefix}-email`}>{t(readFieldError(error).id, { max: MAX_LENGTH.email })}</a>
          </li>
        </ul>
      )}
    </div>
  );
}

/**
 * The sign-newsletter form: one address, the privacy sentence, the honeypot and the signed start time
 * of the lead forms. Light on purpose (it is in every page's footer) and working without script; the
 * server checks it and, when refused, shows it again on its own page with the error and what was typed.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const t = useT();
  const id = `${props.idPrefix}-email`;
  return (
    <form className="newsletter-form" method="post" action={props.action} noValidate aria-describedby={`${props.idPrefix}-privacy`}>
      <Summary idPrefix={props.idPrefix} error={props.error} failure={props.failure} />
      <FormGuards idPrefix={props.idPrefix} hidden={props.hidden} />
      <div className={props.error ? "field field-invalid" : "field"}>
        <label htmlFor={id}>{t("newsletter.email")}</label>
        <div className="newsletter-row">
          <input
            id={id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            required
            defaultValue={props.email ?? ""}
            {...(props.error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
          />
          <button type="submit" className="button button-primary">
            {t("newsletter.submit")}
          </button>
        </div>
        {props.error && (
          <p className="field-error" id={`${id}-error`}>
            {t(readFieldError(props.error).id, { max: MAX_LENGTH.email })}
          </p>
        )}
      </div>
      <PrivacySentence idPrefix={props.idPrefix} privacyPath={props.privacyPath} />
    </form>
  );
}

/** The hidden fields of a newsletter form on `page`, with the render's signed start time when there is one. */
export function newsletterHidden(page: string, stamp: string | undefined): Record<string, string> {
  return { [FORM_CONTEXT.page]: page, ...(stamp ? { [FORM_CONTEXT.stamp]: stamp } : {}) };
}
