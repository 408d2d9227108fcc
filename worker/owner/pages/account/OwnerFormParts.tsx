import type { ReactNode } from "react";
import { readFieldError } from "../../../../client/forms/fields";
import type { FieldErrors } from "../../../../client/forms/lead-forms";
import { useT, type Translate } from "../../../../client/i18n/catalog";

/** A problem of a whole post (catalogue id and its values): "wrong username or password", "login failed". */
export interface OwnerFailure {
  id: string;
  values?: Record<string, string | number>;
}

/** The password policy's bounds, for hints and errors ("at least {min} characters"). */
export interface PasswordLimits {
  min: number;
  max: number;
}

/** What a refused post of an owner's form comes back with: field errors and, or, a problem of the whole post. */
export interface OwnerFormErrors {
  errors?: FieldErrors | undefined;
  failure?: OwnerFailure | undefined;
}

/** The translated text of a field's error; password errors name the policy's bounds. */
export function errorText(t: Translate, error: string, limits: PasswordLimits): string {
  const message = readFieldError(error);
  return t(message.id, { min: limits.min, max: limits.max, ...message.values });
}

/**
 * The summary of a refused post, as the lead forms show it: the problem of the whole post as its
 * heading (or "there is a problem with your form"), then each field's error linking to the field.
 * It takes the focus (autoFocus works without script) and only exists on the answer to a post.
 */
export function OwnerErrorSummary({
  idPrefix,
  fields,
  errors = {},
  failure,
  limits,
  level = 2,
}: OwnerFormErrors & {
  idPrefix: string;
  fields: readonly string[];
  limits: PasswordLimits;
  /** The heading's level: 2 under the page's h1, 3 in a section of its own. */
  level?: 2 | 3;
}) {
  const t = useT();
  const wrong = fields.filter((name) => errors[name]);
  if (wrong.length === 0 && !failure) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" role="alert" tabIndex={-1} id={`${idPrefix}-errors`} autoFocus aria-labelledby={`${idPrefix}-errors-title`}>
      <Heading id={`${idPrefix}-errors-title`}>{failure ? t(failure.id, failure.values) : t("form.errors.title", { count: wrong.length })}</Heading>
      {wrong.length > 0 && (
        <ul>
          {wrong.map((name) => (
            <li key={name}>
              <a href={`#${idPrefix}-${name}`}>{errorText(t, errors[name]!, limits)}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A password field: never filled in again (a refused post does not send the password back), never
 * cut short by maxLength (a password manager's long password must arrive whole). `autoComplete`
 * tells password managers whether to fill the saved one or offer a new one.
 */
export function PasswordField({
  idPrefix,
  name,
  label,
  autoComplete,
  error,
  hint,
  limits,
}: {
  idPrefix: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string | undefined;
  /** A hint under the label (the policy), read with the field. */
  hint?: string | undefined;
  limits: PasswordLimits;
}) {
  const t = useT();
  const id = `${idPrefix}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        // A hint for password generators; the form posts unchecked (noValidate) and the server says what is wrong.
        minLength={autoComplete === "new-password" ? limits.min : undefined}
        {...(described ? { "aria-describedby": described } : {})}
        {...(error ? { "aria-invalid": true } : {})}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {errorText(t, error, limits)}
        </p>
      )}
    </div>
  );
}

/**
 * The account's address for password managers on a form that sets a new password: they save the
 * new password under this username. Hidden from everyone else (the page says whose account it is).
 */
export function AccountUsername({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

/** A short confirmation above a form ("you are signed out"), announced politely. */
export function OwnerNotice({ children }: { children: ReactNode }) {
  return (
    <p className="owner-notice" role="status">
      {children}
    </p>
  );
}
