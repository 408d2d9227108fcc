import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { LeadFormFields, type LeadFormBehaviour, type LeadFormProps } from "../components/forms/LeadFormFields";
import { FORM_CONTEXT } from "../forms/guards";
import { parseLeadForm, type FieldErrors } from "../forms/lead-forms";
import { plausiblePhone, type PhoneReader } from "../domain/phone";
import { chosenPhotoError } from "../forms/photo";

let altchaLoaded: Promise<void> | undefined;

/**
 * The ALTCHA widget, loaded once a visitor starts on a form (focus, or a submit): a page that is only
 * read downloads none of it. The proof of work runs in our own worker file (CSP worker-src 'self').
 */
function loadAltcha(): Promise<void> {
  return (altchaLoaded ??= Promise.all([import("altcha/external"), import("altcha/altcha.css"), import("altcha/workers/pbkdf2?worker")]).then(
    ([, , worker]) => {
      $altcha.algorithms.set("PBKDF2/SHA-256", () => new worker.default());
    },
  ));
}

let phoneRulesLoaded: Promise<PhoneReader> | undefined;

/** Every country's phone rules (about 10 kB), loaded with the widget: a page that is only read downloads none of them. */
function loadPhoneRules(): Promise<PhoneReader> {
  return (phoneRulesLoaded ??= import("../forms/phone-rules").then((rules) => rules.readPhone));
}

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
export function ScriptedLeadForm({ Fields, ...props }: LeadFormProps & { Fields: ComponentType<LeadFormProps & LeadFormBehaviour> }) {
  const [errors, setErrors] = useState<FieldErrors>(props.errors);
  const [attempt, setAttempt] = useState(0);
  const [nonce, setNonce] = useState<string | null>(null);
  const [captchaReady, setCaptchaReady] = useState(false);
  // Until every country's rules are here, a number only has to look like one: the server reads it in any case.
  const [readPhone, setReadPhone] = useState<PhoneReader>(() => plausiblePhone);
  // A valid submit that came before the widget: sent again once the widget is there to solve it.
  const waiting = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);

  // After hydration only: the server's HTML (the same for everyone) has neither.
  useEffect(() => setNonce(crypto.randomUUID()), []);

  useEffect(() => {
    const pending = waiting.current;
    if (!captchaReady || !pending) return;
    waiting.current = null;
    // The widget listens to the form once it is in the page: one frame later.
    requestAnimationFrame(() => pending.form.requestSubmit(pending.submitter instanceof HTMLButtonElement ? pending.submitter : undefined));
  }, [captchaReady]);

  function startForm() {
    loadPhoneRules().then(
      (reader) => setReadPhone(() => reader),
      (error: unknown) => console.error("phone rules failed to load", error),
    );
    loadAltcha().then(
      () => setCaptchaReady(true),
      (error: unknown) => console.error("captcha widget failed to load", error),
    );
  }

  useEffect(() => {
    if (attempt > 0) document.getElementById(`${props.idPrefix}-errors`)?.focus();
  }, [attempt, props.idPrefix]);

  // Capture phase: runs before the widget's own submit listener, so a form with errors never starts the proof of work.
  function onSubmitCapture(event: FormEvent<HTMLFormElement>) {
    const parsed = parseLeadForm(props.form, valuesOf(event.currentTarget), readPhone);
    if (parsed.ok) {
      setErrors({});
      if (captchaReady) return;
      event.preventDefault();
      event.stopPropagation();
      waiting.current = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter };
      return startForm();
    }
    event.preventDefault();
    event.stopPropagation();
    setErrors(parsed.errors);
    setAttempt((count) => count + 1);
  }

  // A field's error goes away as soon as what is typed is right. New errors only appear on submit:
  // a message shown when a field is left would move the button away from under the visitor's click.
  function onChange(event: FormEvent<HTMLFormElement>) {
    // A photo over the limit is refused on choosing it (and let go), not after minutes of uploading.
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === "file") {
      const refused = chosenPhotoError(target.files?.[0]);
      if (refused) {
        target.value = "";
        setErrors((current) => ({ ...current, [target.name]: refused }));
        return;
      }
    }
    const name = (event.target as unknown as { name?: unknown }).name;
    if (typeof name !== "string" || errors[name] === undefined) return;
    const parsed = parseLeadForm(props.form, valuesOf(event.currentTarget), readPhone);
    if (parsed.ok || !parsed.errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return (
    <Fields
      {...props}
      errors={errors}
      hidden={nonce ? { ...props.hidden, [FORM_CONTEXT.nonce]: nonce } : props.hidden}
      onSubmitCapture={onSubmitCapture}
      onChange={onChange}
      onFocus={captchaReady ? undefined : startForm}
      captcha={nonce && captchaReady ? <Captcha lang={document.documentElement.lang} /> : null}
    />
  );
}

/** Every lead form but the search alert's (client/islands/AlertForm.tsx). */
export default function LeadForm(props: LeadFormProps) {
  return <ScriptedLeadForm {...props} Fields={LeadFormFields} />;
}
