import { MAX_LENGTH } from "../../../../client/forms/fields";
import { OWNER_FIELDS } from "../../../../client/forms/owner-forms";
import { REAUTHENTICATE_NOTICE } from "../../../../client/forms/passkeys";
import { Island } from "../../../../client/components/Island";
import { TextField } from "../../../../client/components/forms/Field";
import { useT } from "../../../../client/i18n/catalog";
import PasskeyLogin, { type PasskeyLoginProps } from "../../../../client/islands/PasskeyLogin";
import { OwnerErrorSummary, OwnerNotice, PasswordField, type OwnerFormErrors, type PasswordLimits } from "./OwnerFormParts";

/** The notices the login page shows after a redirect (`?notice=`). */
export const LOGIN_NOTICES = {
  "signed-out": "owner.login.notice.signedOut",
  everywhere: "owner.login.notice.everywhere",
  [REAUTHENTICATE_NOTICE]: "owner.login.notice.reauthenticate",
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** Plain data the login page renders with: first opened, or coming back from a refused post. */
export interface LoginBodyProps extends OwnerFormErrors {
  /** The login page's title (the agency's content page "login"). */
  title: string;
  /** Where the form posts: the login page's public address. */
  action: string;
  forgotPath: string;
  /** The portal page asked for before signing in (already checked to be one). */
  next?: string | undefined;
  /** The address as typed (the password never comes back). */
  email?: string | undefined;
  notice?: LoginNotice | undefined;
  limits: PasswordLimits;
  passkey: PasskeyLoginProps;
}

const ID = "owner-login";

/**
 * The owner login (SPEC 2 `/login/`): address and password, a link to "forgot password", and
 * signing in with a passkey (an island: it needs JavaScript and WebAuthn). A plain form post.
 */
export function LoginBody(props: LoginBodyProps) {
  const t = useT();
  const errors = props.errors ?? {};
  return (
    <section className="container form-page owner-page" aria-labelledby={`${ID}-title`}>
      <h1 id={`${ID}-title`}>{props.title}</h1>
      {props.notice && <OwnerNotice>{t(LOGIN_NOTICES[props.notice])}</OwnerNotice>}
      <p>{t("owner.login.intro")}</p>
      <form className="lead-form owner-form" method="post" action={props.action} noValidate>
        <OwnerErrorSummary idPrefix={ID} fields={OWNER_FIELDS.login} errors={errors} failure={props.failure} limits={props.limits} />
        {props.next && <input type="hidden" name="next" value={props.next} />}
        <TextField
          field={{ id: `${ID}-email`, name: "email", label: t("owner.login.email"), value: props.email ?? "", error: errors.email, required: true }}
          type="email"
          inputMode="email"
          autoComplete="username"
          max={MAX_LENGTH.email}
        />
        <PasswordField
          idPrefix={ID}
          name="password"
          label={t("owner.login.password")}
          autoComplete="current-password"
          error={errors.password}
          limits={props.limits}
        />
        <div>
          <button type="submit" className="button button-primary">
            {t("owner.login.submit")}
          </button>
        </div>
      </form>
      <p className="owner-forgot">
        <a href={props.forgotPath}>{t("owner.login.forgot")}</a>
      </p>
      <Island name="PasskeyLogin" component={PasskeyLogin} props={props.passkey} personal />
    </section>
  );
}
