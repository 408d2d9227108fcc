import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/catalog";
import { MAX_LENGTH, readFieldError } from "../../forms/fields";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "../../forms/photo";
import { CharacterCount, countedLength } from "./CharacterCount";

export interface FieldState {
  /** The field's id on the page (unique: prefixed with the form). */
  id: string;
  name: string;
  label: string;
  value: string;
  /** The catalogue id of the field's error, if any. */
  error?: string | undefined;
  required?: boolean;
}

/** The error line under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, error, max }: { id: string; error?: string | undefined; max?: number }) {
  const t = useT();
  if (!error) return null;
  const message = readFieldError(error);
  return (
    <p className="field-error" id={`${id}-error`}>
      {t(message.id, { max, ...message.values })}
    </p>
  );
}

function Label({ field, children }: { field: FieldState; children?: ReactNode }) {
  const t = useT();
  return (
    <label htmlFor={field.id}>
      {field.label}
      {!field.required && <span className="field-optional"> {t("form.optional")}</span>}
      {children}
    </label>
  );
}

const described = (field: FieldState) => (field.error ? { "aria-invalid": true, "aria-describedby": `${field.id}-error` } : {});

export function TextField({
  field,
  type = "text",
  autoComplete,
  max,
  inputMode,
}: {
  field: FieldState;
  type?: "text" | "email" | "tel" | "url";
  autoComplete: string;
  max: number;
  inputMode?: "email" | "tel" | "text" | "url" | "numeric";
}) {
  return (
    <div className={field.error ? "field field-invalid" : "field"}>
      <Label field={field} />
      <input
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.value}
        autoComplete={autoComplete}
        maxLength={max}
        required={field.required}
        inputMode={inputMode}
        {...described(field)}
      />
      <FieldError id={field.id} error={field.error} max={max} />
    </div>
  );
}

/**
 * A free text with its character count. No maxlength: the browser would cut a long paste without a
 * word, so the text goes as typed and the schema's "too long" error (with the text kept) says what to do.
 */
/** How many times a text area's limit it takes before a browser cuts what is typed or pasted. */
const PASTE_ROOM = 10;

export function TextArea({ field, max = MAX_LENGTH.remark }: { field: FieldState; max?: number }) {
  const [length, setLength] = useState(() => countedLength(field.value));
  const countId = `${field.id}-count`;
  return (
    <div className={field.error ? "field field-invalid" : "field"}>
      <Label field={field} />
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={field.value}
        rows={5}
        // Room for ten times the limit: a paste is never cut silently (the count and the form's error say
        // it is too long, the text kept), while the post stays within the forms' body limit.
        maxLength={max * PASTE_ROOM}
        required={field.required}
        onInput={(event) => setLength(countedLength(event.currentTarget.value))}
        aria-describedby={[countId, field.error ? `${field.id}-error` : ""].filter(Boolean).join(" ")}
        {...(field.error ? { "aria-invalid": true } : {})}
      />
      <CharacterCount id={countId} length={length} max={max} />
      <FieldError id={field.id} error={field.error} max={max} />
    </div>
  );
}

export function Checkbox({ field }: { field: FieldState }) {
  return (
    <div className="field field-checkbox">
      <input id={field.id} name={field.name} type="checkbox" defaultChecked={field.value === "on"} />
      <label htmlFor={field.id}>{field.label}</label>
    </div>
  );
}

/** A set of radio buttons with its legend (title, visit moment); the error belongs to the group. */
export function RadioGroup({
  field,
  options,
  className,
}: {
  field: FieldState;
  options: { value: string; label: string; disabled?: boolean }[];
  className?: string;
}) {
  return (
    <fieldset
      className={["field", "radio-group", className, field.error ? "field-invalid" : ""].filter(Boolean).join(" ")}
      {...(field.error ? { "aria-describedby": `${field.id}-error` } : {})}
    >
      <legend id={`${field.id}-legend`}>{field.label}</legend>
      <div className="radio-options">
        {options.map((option, index) => (
          <span key={option.value} className="radio-option">
            <input
              id={index === 0 ? field.id : `${field.id}-${option.value}`}
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={field.value === option.value}
              disabled={option.disabled}
              required={field.required}
            />
            <label htmlFor={index === 0 ? field.id : `${field.id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      <FieldError id={field.id} error={field.error} />
    </fieldset>
  );
}

/** A statement the visitor confirms by ticking it (SPEC 9 rental conditions, the offer's advance); required. */
export function Consent({ field, text, items }: { field: FieldState; text: string; items?: string[] | undefined }) {
  return (
    <div className={field.error ? "field field-consent field-invalid" : "field field-consent"}>
      <p id={`${field.id}-text`}>{text}</p>
      {items && (
        <ul className="consent-items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <span className="field-checkbox">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          defaultChecked={field.value === "on"}
          required
          aria-describedby={[`${field.id}-text`, field.error ? `${field.id}-error` : ""].filter(Boolean).join(" ")}
          {...(field.error ? { "aria-invalid": true } : {})}
        />
        <label htmlFor={field.id}>{field.label}</label>
      </span>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

/** An optional photo (a testimonial's): JPEG, PNG or WebP up to MAX_PHOTO_BYTES. A browser never fills a file in again. */
export function PhotoField({ field }: { field: FieldState }) {
  const t = useT();
  return (
    <div className={field.error ? "field field-invalid" : "field"}>
      <Label field={field} />
      <p className="field-hint" id={`${field.id}-hint`}>
        {t("form.photo.hint", { megabytes: MAX_PHOTO_BYTES / 1024 / 1024 })}
      </p>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={Object.keys(PHOTO_TYPES).join(",")}
        aria-describedby={[`${field.id}-hint`, field.error ? `${field.id}-error` : ""].filter(Boolean).join(" ")}
        {...(field.error ? { "aria-invalid": true } : {})}
      />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
