import { useT } from "../../../client/i18n/catalog";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../client/i18n/languages";

/** The invitation form as typed, with the fields that were refused. */
export interface InviteFormState {
  email?: string;
  lang?: string | undefined;
  properties?: string;
  projects?: string;
  /** Names of the refused fields ("email", "lang", "properties", "projects"). */
  invalid?: readonly string[];
  /** Well-formed ids that no published listing has, per kind (named in the field's error). */
  unknown?: { properties: readonly number[]; projects: readonly number[] };
  /** The current listings could not be read, so the ids could not be checked. */
  unavailable?: boolean;
}

/** One text field of the form, with its hint and, when refused, its error (both tied to it for screen readers). */
function Field({
  name,
  label,
  hint,
  error,
  value,
  invalid,
  type = "text",
}: {
  name: string;
  label: string;
  hint?: string;
  error: string;
  value: string | undefined;
  invalid: boolean;
  type?: "text" | "email";
}) {
  const described = [hint ? `${name}-hint` : "", invalid ? `${name}-error` : ""].filter(Boolean).join(" ");
  // The hint and the error sit after the label, not in it: they describe the field, they do not name it.
  return (
    <>
      <label>
        {label}
        <input
          type={type}
          name={name}
          required={type === "email"}
          autoComplete="off"
          spellCheck={false}
          defaultValue={value ?? ""}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described || undefined}
        />
      </label>
      {hint && <small id={`${name}-hint`}>{hint}</small>}
      {invalid && (
        <p id={`${name}-error`} className="warning">
          {error}
        </p>
      )}
    </>
  );
}

/** Invite an owner: address, language of the mail, and the properties and projects they may see. */
export function InviteForm({ form, maxListings }: { form: InviteFormState; maxListings: number }) {
  const t = useT();
  const invalid = new Set(form.invalid ?? []);
  return (
    <form method="post" action="/staff/owners/invite/" className="stack" aria-labelledby="invite-title">
      {invalid.size > 0 && (
        <p className="warning" role="alert">
          {t("staff.owners.invalid")}
        </p>
      )}
      {form.unavailable && (
        <p className="warning" role="alert">
          {t("staff.owners.listingsUnavailable")}
        </p>
      )}
      <Field name="email" type="email" label={t("staff.owners.email")} error={t("staff.privacy.invalid")} value={form.email} invalid={invalid.has("email")} />
      <label>
        {t("staff.owners.language")}
        <select
          name="lang"
          defaultValue={form.lang ?? ""}
          aria-invalid={invalid.has("lang") ? true : undefined}
          aria-describedby={invalid.has("lang") ? "lang-hint lang-error" : "lang-hint"}
        >
          <option value="">{t("staff.owners.languageDefault")}</option>
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </label>
      <small id="lang-hint">{t("staff.owners.languageHint")}</small>
      {invalid.has("lang") && (
        <p id="lang-error" className="warning">
          {t("staff.owners.languageInvalid")}
        </p>
      )}
      {(["properties", "projects"] as const).map((name) => (
        <Field
          key={name}
          name={name}
          label={t(`staff.owners.${name}`)}
          hint={t("staff.owners.idsHint", { max: maxListings })}
          error={
            form.unknown && form.unknown[name].length > 0
              ? t(`staff.owners.unknown.${name}`, { count: form.unknown[name].length, ids: form.unknown[name].join(", ") })
              : t("staff.owners.idsInvalid", { max: maxListings })
          }
          value={form[name]}
          invalid={invalid.has(name)}
        />
      ))}
      <p>
        <button type="submit">{t("staff.owners.invite")}</button>
      </p>
    </form>
  );
}
