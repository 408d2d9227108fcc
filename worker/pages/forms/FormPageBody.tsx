import { FORM_HEADINGS } from "../../../client/components/forms/labels";
import { Island } from "../../../client/components/Island";
import { AlertFormFields } from "../../../client/components/forms/AlertFormFields";
import { LeadFormFields, type LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import { useT } from "../../../client/i18n/catalog";
import { FeedbackBody } from "../FeedbackBody";
import { MAX_PHOTO_BYTES } from "../../../client/forms/photo";

/**
 * A lead form as the island hydrates it (client/islands/LeadForm.tsx, AlertForm.tsx): the server renders the same
 * fields; the island adds inline checks, the captcha and the page view's nonce.
 */
export function LeadFormIsland(props: LeadFormProps) {
  // A refused post comes back with what the visitor typed: that form is rendered for them alone.
  const personal = Object.keys(props.values).length > 0 || Object.keys(props.errors).length > 0 || props.failure !== undefined;
  // The alert's zone picker and map drawing are an island of their own: other forms never load them.
  if (props.form === "demand-register") return <Island name="AlertForm" component={AlertFormFields} props={props} personal={personal} />;
  return <Island name="LeadForm" component={LeadFormFields} props={props} personal={personal} />;
}

/** What a form is about, linked: the property or project page the visitor came from. */
export interface FormSubject {
  title: string;
  path: string;
}

/**
 * A form on a page of its own: where a refused post comes back (errors, values kept), and where a
 * link to a form lands. Never indexed.
 */
export function FormPageBody({ form, about }: { form: LeadFormProps; about?: FormSubject | undefined }) {
  const t = useT();
  return (
    <section className="container form-page" aria-labelledby="form-page-title">
      <h1 id="form-page-title">{t(FORM_HEADINGS[form.form])}</h1>
      {about && (
        <p className="form-about">
          <a href={about.path}>{about.title}</a>
        </p>
      )}
      <LeadFormIsland {...form} summaryLevel={2} />
    </section>
  );
}

/** A form where it sits on a page (contact module, property and project pages), under its heading. */
export function FormSection({ form, id }: { form: LeadFormProps; id: string }) {
  const t = useT();
  return (
    <section className="form-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(FORM_HEADINGS[form.form])}</h2>
      <LeadFormIsland {...form} />
    </section>
  );
}

/** Over the per-address limit: said in the visitor's language, with the form's address to come back to. */
export function RateLimitedBody({ retryPath }: { retryPath: string }) {
  const t = useT();
  return (
    <FeedbackBody
      id="rate-limited-title"
      title={t("form.rateLimited.title")}
      text={t("form.rateLimited.text")}
      back={{ href: retryPath, label: t("form.rateLimited.back") }}
    />
  );
}

/** A post too large to read (a text far over every limit, or a photo far over its own): said in the visitor's language, with the way back. */
export function TooLargeBody({ retryPath, maxCharacters }: { retryPath: string; maxCharacters: number }) {
  const t = useT();
  return (
    <FeedbackBody
      id="too-large-title"
      title={t("form.tooLarge.title")}
      text={t("form.tooLarge.text", { max: maxCharacters, megabytes: MAX_PHOTO_BYTES / 1024 / 1024 })}
      back={{ href: retryPath, label: t("form.rateLimited.back") }}
    />
  );
}
