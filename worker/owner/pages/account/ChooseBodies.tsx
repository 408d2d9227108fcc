import { OWNER_FIELDS } from "../../../../client/forms/owner-forms";
import { useT } from "../../../../client/i18n/catalog";
import { AccountUsername, OwnerErrorSummary, PasswordField, type OwnerFormErrors, type PasswordLimits } from "./OwnerFormParts";

const ID = "owner-choose";

/** The page of a mailed link: the new password, twice. Posting it uses the link and signs the owner in. */
export function ChooseBody(props: OwnerFormErrors & { action: string; email: string; limits: PasswordLimits }) {
  const t = useT();
  const errors = props.errors ?? {};
  return (
    <section className="container form-page owner-page" aria-labelledby={`${ID}-title`}>
      <h1 id={`${ID}-title`}>{t("owner.choose.title")}</h1>
      <p>{t("owner.choose.intro", { email: props.email })}</p>
      <form className="lead-form owner-form" method="post" action={props.action} noValidate>
        <OwnerErrorSummary idPrefix={ID} fields={OWNER_FIELDS.choose} errors={errors} failure={props.failure} limits={props.limits} />
        <AccountUsername email={props.email} />
        <PasswordField
          idPrefix={ID}
          name="password"
          label={t("owner.choose.password")}
          autoComplete="new-password"
          hint={t("owner.choose.hint", { min: props.limits.min })}
          error={errors.password}
          limits={props.limits}
        />
        <PasswordField idPrefix={ID} name="repeat" label={t("owner.choose.repeat")} autoComplete="new-password" error={errors.repeat} limits={props.limits} />
        <div>
          <button type="submit" className="button button-primary">
            {t("owner.choose.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A link that was used, has expired, or never was one: what happened, and the way to a new one. */
export function LinkInvalidBody({ forgotPath }: { forgotPath: string }) {
  const t = useT();
  return (
    <section className="container feedback owner-page" aria-labelledby={`${ID}-invalid-title`}>
      <h1 id={`${ID}-invalid-title`}>{t("owner.choose.invalid.title")}</h1>
      <p>{t("owner.choose.invalid.text")}</p>
      <p>
        <a className="button button-primary" href={forgotPath}>
          {t("owner.choose.invalid.action")}
        </a>
      </p>
    </section>
  );
}

/** SPEC 8 "person not found": the link's account is gone (erased while the mail was underway). */
export function PersonNotFoundBody({ contactPath }: { contactPath: string }) {
  const t = useT();
  return (
    <section className="container feedback owner-page" aria-labelledby={`${ID}-person-title`}>
      <h1 id={`${ID}-person-title`}>{t("owner.error.personNotFound")}</h1>
      <p>{t("owner.error.personNotFound.text")}</p>
      <p>
        <a className="button" href={contactPath}>
          {t("owner.choose.contact")}
        </a>
      </p>
    </section>
  );
}
