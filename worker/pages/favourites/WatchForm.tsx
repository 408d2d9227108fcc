import { FormGuards, PrivacySentence } from "../../../client/components/forms/FormGuards";
import { MAX_LENGTH, readFieldError } from "../../../client/forms/fields";
import { useT } from "../../../client/i18n/catalog";

/** Plain data: the "tell me when something changes" form, empty or coming back from a refused post. */
export interface WatchFormProps {
  action: string;
  /** The context fields (page, signed render time) and the listed ids. */
  hidden: Record<string, string>;
  privacyPath: string;
  email?: string | undefined;
  /** Field errors (catalogue ids) by field name: email, consent. */
  errors?: Partial<Record<"email" | "consent", string>> | undefined;
  /** A problem of the whole post (catalogue id). */
  failure?: string | undefined;
}

const ID = "favourites-watch";

/**
 * One address to hear of a price change, an option, a sale or a withdrawal on the listed properties
 * (issue 41): a plain post, double opt-in (the mail's link confirms), with the consent tick, the
 * honeypot and the signed start time every form of the site carries. Works without script.
 */
export function WatchForm(props: WatchFormProps) {
  const t = useT();
  const errors = props.errors ?? {};
  const problems = Object.entries(errors);
  return (
    <section className="container favourites-watch" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t("favourites.watch.title")}</h2>
      <p>{t("favourites.watch.intro")}</p>
      <form className="lead-form watch-form" method="post" action={props.action} noValidate aria-describedby={`${ID}-privacy`}>
        {(problems.length > 0 || props.failure) && (
          // Only on the answer to a post: the focus lands here so the problem is read first.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <div className="error-summary" role="alert" tabIndex={-1} autoFocus aria-labelledby={`${ID}-errors-title`}>
            <h3 id={`${ID}-errors-title`}>{props.failure ? t(props.failure) : t("form.errors.title", { count: problems.length })}</h3>
            <ul>
              {problems.map(([field, error]) => (
                <li key={field}>
                  <a href={`#${ID}-${field}`}>{t(readFieldError(error).id, { max: MAX_LENGTH.email })}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FormGuards idPrefix={ID} hidden={props.hidden} />
        <div className={errors.email ? "field field-invalid" : "field"}>
          <label htmlFor={`${ID}-email`}>{t("form.label.email")}</label>
          <input
            id={`${ID}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            required
            defaultValue={props.email ?? ""}
            {...(errors.email ? { "aria-invalid": true, "aria-describedby": `${ID}-email-error` } : {})}
          />
          {errors.email && (
            <p className="field-error" id={`${ID}-email-error`}>
              {t(readFieldError(errors.email).id, { max: MAX_LENGTH.email })}
            </p>
          )}
        </div>
        <div className={errors.consent ? "field field-check field-invalid" : "field field-check"}>
          <input
            id={`${ID}-consent`}
            name="consent"
            type="checkbox"
            value="yes"
            required
            {...(errors.consent ? { "aria-invalid": true, "aria-describedby": `${ID}-consent-error` } : {})}
          />
          <label htmlFor={`${ID}-consent`}>{t("favourites.watch.consent")}</label>
          {errors.consent && (
            <p className="field-error" id={`${ID}-consent-error`}>
              {t(readFieldError(errors.consent).id)}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary">
          {t("favourites.watch.submit")}
        </button>
        <PrivacySentence idPrefix={ID} privacyPath={props.privacyPath} />
      </form>
    </section>
  );
}
