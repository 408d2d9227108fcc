import { MAX_LENGTH } from "../../../../client/forms/fields";
import { OWNER_FIELDS } from "../../../../client/forms/owner-forms";
import { TextField } from "../../../../client/components/forms/Field";
import { useT } from "../../../../client/i18n/catalog";
import { OwnerErrorSummary, type OwnerFormErrors, type PasswordLimits } from "./OwnerFormParts";

const ID = "owner-forgot";

/** "Forgot password": the account's address, to receive a link to choose a new password. */
export function ForgotBody(props: OwnerFormErrors & { action: string; loginPath: string; email?: string | undefined; limits: PasswordLimits }) {
  const t = useT();
  const errors = props.errors ?? {};
  return (
    <section className="container form-page owner-page" aria-labelledby={`${ID}-title`}>
      <h1 id={`${ID}-title`}>{t("owner.forgot.title")}</h1>
      <p>{t("owner.forgot.intro")}</p>
      <form className="lead-form owner-form" method="post" action={props.action} noValidate>
        <OwnerErrorSummary idPrefix={ID} fields={OWNER_FIELDS.forgot} errors={errors} failure={props.failure} limits={props.limits} />
        <TextField
          field={{ id: `${ID}-email`, name: "email", label: t("owner.login.email"), value: props.email ?? "", error: errors.email, required: true }}
          type="email"
          inputMode="email"
          autoComplete="username"
          max={MAX_LENGTH.email}
        />
        <div>
          <button type="submit" className="button button-primary">
            {t("owner.forgot.submit")}
          </button>
        </div>
      </form>
      <p>
        <a href={props.loginPath}>{t("owner.forgot.back")}</a>
      </p>
    </section>
  );
}

/**
 * The answer to "forgot password", the same whether the address belongs to an account or not (no
 * probing which addresses are owners'): it says what happens if it does.
 */
export function ForgotSentBody({ email, validMinutes, loginPath, forgotPath }: { email: string; validMinutes: number; loginPath: string; forgotPath: string }) {
  const t = useT();
  return (
    <section className="container feedback owner-page" aria-labelledby={`${ID}-sent-title`}>
      <h1 id={`${ID}-sent-title`}>{t("owner.forgot.sent.title")}</h1>
      <p>{t("owner.forgot.sent.text", { email, minutes: validMinutes })}</p>
      <p>{t("owner.forgot.sent.spam")}</p>
      <p>
        <a className="button" href={loginPath}>
          {t("owner.forgot.back")}
        </a>{" "}
        <a href={forgotPath}>{t("owner.choose.invalid.action")}</a>
      </p>
    </section>
  );
}
