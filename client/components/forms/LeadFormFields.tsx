import type { FormEvent, ReactNode } from "react";
import { useT, type Translate } from "../../i18n/catalog";
import { MAX_LENGTH, readFieldError, TITLES } from "../../forms/fields";
import type { FieldErrors, LeadForm } from "../../forms/lead-forms";
import { FORM_LAYOUTS, isRequired } from "./form-layouts";
import { FormGuards, PrivacySentence } from "./FormGuards";
import type { ZoneGroup } from "./zone-types";
import { Checkbox, Consent, FieldError, PhotoField, RadioGroup, TextArea, TextField, type FieldState } from "./Field";
import { CONDITION_LABELS, labelOf, PROPERTY_TYPE_LABELS, SALE_MOMENT_LABELS, TITLE_LABELS } from "./labels";
import { firstFreeMomentId, VisitMoments, type VisitDayOption } from "./VisitMoments";

/** Plain data (it crosses to the island as JSON): everything a form needs to render, filled or empty. */
export interface LeadFormProps {
  form: LeadForm;
  /** Where it posts: the form's address in the page's language (formPath). */
  action: string;
  /** Unique on the page; every field id starts with it. */
  idPrefix: string;
  values: Record<string, string>;
  errors: FieldErrors;
  /** A problem of the whole form (catalogue id), shown at the top: "mail not sent, please try again". */
  failure?: string | undefined;
  /** Context the form carries back: the page it was sent from and what it is about, and the signed start time. */
  hidden: Record<string, string>;
  /** contact-appointment: the bookable moments. */
  calendar?: VisitDayOption[] | undefined;
  /** contact-construction: the project's units to ask about. */
  units?: { id: number; name: string }[] | undefined;
  /** contact-appointment for a rental: the SPEC 9 conditions, stated before the visitor confirms. */
  rental?:
    | {
        incomeMultiple: number;
        maxPersons: number;
        inventorySharePercent: number;
        /** The listing's own deposit when the feed gives it, else the agency's constant (worker/routes/rental-deposit.ts). */
        deposit: { months: number } | { amount: string };
      }
    | undefined;
  /** offer-to-buy: the advance the buyer pays on signing (SPEC 9: 10 %). */
  advancePercent?: number | undefined;
  /** demand-register: the feed's municipalities by region, for the zone picker. */
  zoneOptions?: ZoneGroup[] | undefined;
  /** The fields shown, when not the form's own (the alert's manage page edits the search only). */
  layout?: string[] | undefined;
  /** The submit button's text (catalogue id), when not the form's. */
  submitLabel?: string | undefined;
  /** The privacy statement of the page's language. */
  privacyPath: string;
  /** The error summary's heading level: 2 on a form's own page (under its h1), 3 under a section's h2. */
  summaryLevel?: 2 | 3;
}

/** The id a field's error links to: the field itself, or the first choice of a group. */
export function fieldTargetId(props: LeadFormProps, name: string): string {
  const id = `${props.idPrefix}-${name}`;
  return name === "moment" && props.calendar ? firstFreeMomentId(id, props.calendar) : id;
}

function summaryText(t: Translate, error: string, max: number): string {
  const message = readFieldError(error);
  return t(message.id, { max, ...message.values });
}

function ErrorSummary(props: LeadFormProps) {
  const t = useT();
  const fields = (props.layout ?? FORM_LAYOUTS[props.form]).filter((name) => props.errors[name]);
  if (fields.length === 0 && !props.failure) return null;
  const Heading = props.summaryLevel === 2 ? "h2" : "h3";
  return (
    // Focus lands here after a refused post (autoFocus works without script), so the problem is read first;
    // the summary only exists on the answer to a post, never when a page is first opened.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" role="alert" tabIndex={-1} id={`${props.idPrefix}-errors`} autoFocus aria-labelledby={`${props.idPrefix}-errors-title`}>
      <Heading id={`${props.idPrefix}-errors-title`}>{props.failure ? t(props.failure) : t("form.errors.title", { count: fields.length })}</Heading>
      {fields.length > 0 && (
        <ul>
          {fields.map((name) => (
            <li key={name}>
              <a href={`#${fieldTargetId(props, name)}`}>
                {summaryText(t, props.errors[name]!, TEXT_AREAS.has(name) ? textAreaMax(props.form) : MAX_LENGTH.line)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Select({ field, options, emptyLabel }: { field: FieldState; options: { value: string; label: string }[]; emptyLabel: string }) {
  const t = useT();
  return (
    <div className={field.error ? "field field-invalid" : "field"}>
      <label htmlFor={field.id}>
        {field.label}
        {!field.required && <span className="field-optional"> {t("form.optional")}</span>}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={field.value}
        required={field.required}
        {...(field.error ? { "aria-invalid": true, "aria-describedby": `${field.id}-error` } : {})}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

const optionsOf = (labels: Record<string, string>, t: (id: string) => string) => Object.entries(labels).map(([value, label]) => ({ value, label: t(label) }));

/** A text area's limit: a message's, or the short note of a page sent to a friend. */
const textAreaMax = (form: LeadFormProps["form"]) => (form === "send-to-friend" ? MAX_LENGTH.friendNote : MAX_LENGTH.remark);

/** The fields written in a text area: their limit is a message's, not a line's. */
const TEXT_AREAS: ReadonlySet<string> = new Set(["remark", "comment"]);

/** A field a wider form draws itself (the search alert's search), or undefined for the lead form's own. */
export type OwnField = (field: FieldState, props: LeadFormProps) => ReactNode | undefined;

function FieldFor({ props, name, ownField }: { props: LeadFormProps; name: string; ownField: OwnField | undefined }) {
  const t = useT();
  const field: FieldState = {
    id: `${props.idPrefix}-${name}`,
    name,
    label: t(labelOf(props.form, name)),
    value: props.values[name] ?? "",
    error: props.errors[name],
    required: isRequired(props.form, name),
  };
  const own = ownField?.(field, props);
  if (own !== undefined) return own;
  switch (name) {
    case "title":
      return <RadioGroup field={field} className="inline" options={TITLES.map((title) => ({ value: title, label: t(TITLE_LABELS[title]!) }))} />;
    case "firstName":
      return <TextField field={field} autoComplete="given-name" max={MAX_LENGTH.name} />;
    case "lastName":
      return <TextField field={field} autoComplete="family-name" max={MAX_LENGTH.name} />;
    case "email":
      return <TextField field={field} type="email" autoComplete="email" max={MAX_LENGTH.email} inputMode="email" />;
    case "friendEmail":
      return <TextField field={field} type="email" autoComplete="off" max={MAX_LENGTH.email} inputMode="email" />;
    case "phone":
      return <TextField field={field} type="tel" autoComplete="tel" max={MAX_LENGTH.phone} inputMode="tel" />;
    case "remark":
      return <TextArea field={field} max={textAreaMax(props.form)} />;
    case "newsletter":
      return <Checkbox field={field} />;
    case "moment":
      return <VisitMoments field={field} calendar={props.calendar ?? []} />;
    case "unit":
      return (
        <Select field={field} emptyLabel={t("form.unit.any")} options={(props.units ?? []).map((unit) => ({ value: String(unit.id), label: unit.name }))} />
      );
    case "street":
      return <TextField field={field} autoComplete="address-line1" max={MAX_LENGTH.line} />;
    case "zip":
      return <TextField field={field} autoComplete="postal-code" max={MAX_LENGTH.zip} />;
    case "city":
      return <TextField field={field} autoComplete="address-level2" max={MAX_LENGTH.line} />;
    case "name":
      return <TextField field={field} autoComplete="name" max={MAX_LENGTH.name} />;
    case "website":
      return <TextField field={field} type="url" autoComplete="url" max={MAX_LENGTH.url} inputMode="url" />;
    case "bedrooms":
    case "surface":
    case "amount":
      return <TextField field={field} autoComplete="off" max={12} inputMode="numeric" />;
    case "comment":
      return <TextArea field={field} />;
    case "photo":
      return <PhotoField field={field} />;
    case "propertyType":
      return <Select field={field} emptyLabel={t("form.choose")} options={optionsOf(PROPERTY_TYPE_LABELS, t)} />;
    case "condition":
      return <Select field={field} emptyLabel={t("form.choose")} options={optionsOf(CONDITION_LABELS, t)} />;
    case "saleMoment":
      return <Select field={field} emptyLabel={t("form.choose")} options={optionsOf(SALE_MOMENT_LABELS, t)} />;
    case "consent":
      return <Consent field={field} text={t("costs.send.consent")} />;
    case "advance":
      return <Consent field={field} text={t("form.advance.text", { percent: props.advancePercent ?? 10 })} />;
    case "rentalConditions":
      return props.rental ? (
        <Consent
          field={field}
          text={t("form.rental.intro")}
          items={[
            t("form.rental.income", { multiple: props.rental.incomeMultiple }),
            t("form.rental.persons", { persons: props.rental.maxPersons }),
            t("form.rental.firstMonth"),
            t("form.rental.inventory", { share: props.rental.inventorySharePercent }),
            "months" in props.rental.deposit
              ? t("form.rental.deposit", { months: props.rental.deposit.months })
              : t("form.rental.depositAmount", { amount: props.rental.deposit.amount }),
          ]}
        />
      ) : null;
    default:
      return null;
  }
}

/** What the island adds to the server's form: its handlers and the captcha widget. */
export interface LeadFormBehaviour {
  onSubmitCapture?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  captcha?: ReactNode;
  /** The alert form's search fields (AlertFormFields): kept out of every other form's code. */
  ownField?: OwnField;
}

/** A lead form, server-rendered and working without script; the island adds inline validation and the captcha. */
export function LeadFormFields(props: LeadFormProps & LeadFormBehaviour) {
  const t = useT();
  return (
    <form
      className="lead-form"
      method="post"
      action={props.action}
      // Only the testimonial carries a file (its photo).
      encType={props.form === "testimonial" ? "multipart/form-data" : undefined}
      noValidate
      aria-describedby={`${props.idPrefix}-privacy`}
      onSubmitCapture={props.onSubmitCapture}
      onChange={props.onChange}
      onFocus={props.onFocus}
    >
      <ErrorSummary {...props} />
      <FormGuards idPrefix={props.idPrefix} hidden={props.hidden} />
      {(props.layout ?? FORM_LAYOUTS[props.form]).map((name) => (
        <FieldFor key={name} props={props} name={name} ownField={props.ownField} />
      ))}
      {props.captcha}
      <PrivacySentence idPrefix={props.idPrefix} privacyPath={props.privacyPath} />
      <p>
        <button type="submit" className="button button-primary">
          {t(props.submitLabel ?? (props.form === "contact-appointment" ? "form.send.visit" : "form.send"))}
        </button>
      </p>
    </form>
  );
}
