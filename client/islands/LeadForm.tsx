import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LeadFormFields, type LeadFormProps } from "../components/forms/LeadFormFields";
import { FORM_CONTEXT } from "../forms/guards";
import { parseLeadForm, type FieldErrors } from "../forms/lead-forms";

// The proof of work runs in our own worker file (CSP worker-src 'self'), never a blob.
$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/** Where the widget fetches its challenge (worker/routes/captcha-api.ts). */
const CHALLENGE_URL = "/api/captcha/";

/**
 * The ALTCHA widget, made the way its documentation describes (attributes on the element): it solves
 * the challenge when the form is submitted, puts the solution in the form's "altcha" field and
 * submits again. Invisible: nothing to click, nothing to read.
 */
function Captcha({ lang }: { lang: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = document.createElement("altcha-widget");
    const attributes = {
      challenge: CHALLENGE_URL,
      name: FORM_CONTEXT.captcha,
      auto: "onsubmit",
      display: "invisible",
      language: lang,
      hidelogo: "",
      hidefooter: "",
    };
    for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
    slot.current?.appendChild(widget);
    return () => {
      widget.remove();
    };
  }, [lang]);
  return <div className="form-captcha" ref={slot} />;
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * A lead form with its script: the same fields and errors as the server's, checked on submit without
 * a round trip (and each error cleared as soon as its field is right), with the
 * ALTCHA proof of work solved on submit and a nonce per page view (a double submit is one lead).
 * The server checks everything again; without script the form posts as it is.
 */
export default function LeadForm(props: LeadFormProps) {
  const [errors, setErrors] = useState<FieldErrors>(props.errors);
  const [attempt, setAttempt] = useState(0);
  const [nonce, setNonce] = useState<string | null>(null);

  // After hydration only: the server's HTML (the same for everyone) has neither.
  useEffect(() => setNonce(crypto.randomUUID()), []);

  useEffect(() => {
    if (attempt > 0) document.getElementById(`${props.idPrefix}-errors`)?.focus();
  }, [attempt, props.idPrefix]);

  // Capture phase: runs before the widget's own submit listener, so a form with errors never starts the proof of work.
  function onSubmitCapture(event: FormEvent<HTMLFormElement>) {
    const parsed = parseLeadForm(props.form, valuesOf(event.currentTarget));
    if (parsed.ok) return setErrors({});
    event.preventDefault();
    event.stopPropagation();
    setErrors(parsed.errors);
    setAttempt((count) => count + 1);
  }

  // A field's error goes away as soon as what is typed is right. New errors only appear on submit:
  // a message shown when a field is left would move the button away from under the visitor's click.
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as unknown as { name?: unknown }).name;
    if (typeof name !== "string" || errors[name] === undefined) return;
    const parsed = parseLeadForm(props.form, valuesOf(event.currentTarget));
    if (parsed.ok || !parsed.errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return (
    <LeadFormFields
      {...props}
      errors={errors}
      hidden={nonce ? { ...props.hidden, [FORM_CONTEXT.nonce]: nonce } : props.hidden}
      onSubmitCapture={onSubmitCapture}
      onChange={onChange}
      captcha={nonce ? <Captcha lang={document.documentElement.lang} /> : null}
    />
  );
}
