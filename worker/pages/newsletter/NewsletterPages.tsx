import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import { NewsletterForm, type NewsletterFormProps } from "./NewsletterForm";

/** A short page of the newsletter: a heading, what it means, and at most one button or link. */
function Feedback({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container feedback" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{title}</h1>
      {children}
    </section>
  );
}

/** A button that posts to the page itself: the only way these pages change anything (a GET never does). */
function PostButton({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action}>
      <p>
        <button type="submit" className="button button-primary">
          {label}
        </button>
      </p>
    </form>
  );
}

/** The sign-newsletter form on a page of its own: a link's landing, or a refused post with its error and address. */
export function NewsletterSignupBody({ form }: { form: NewsletterFormProps }) {
  const t = useT();
  return (
    <section className="container form-page" aria-labelledby="form-page-title">
      <h1 id="form-page-title">{t("newsletter.page.title")}</h1>
      <p>{t("newsletter.intro")}</p>
      <NewsletterForm {...form} />
    </section>
  );
}

/** Where a subscription is confirmed: "ask" shows the button (mail scanners open links), then what came of it. */
export function NewsletterConfirmBody({
  state,
  email,
  action,
  signupPath,
}: {
  state: "ask" | "confirmed" | "stopped";
  email: string;
  action: string;
  signupPath: string;
}) {
  const t = useT();
  if (state === "confirmed")
    return (
      <Feedback title={t("newsletter.confirmed.title")}>
        <p>{t("newsletter.confirmed.text", { email })}</p>
      </Feedback>
    );
  if (state === "stopped")
    return (
      <Feedback title={t("newsletter.stopped.title")}>
        <p>{t("newsletter.stopped.text", { email })}</p>
        <p>
          <a className="button" href={signupPath}>
            {t("newsletter.resubscribe")}
          </a>
        </p>
      </Feedback>
    );
  return (
    <Feedback title={t("newsletter.confirm.title")}>
      <p>{t("newsletter.confirm.text", { email })}</p>
      <PostButton action={action} label={t("newsletter.confirm.button")} />
    </Feedback>
  );
}

/** The unsubscribe page (RFC 8058 link target): "ask" shows the button; "done" once the address is off the list. */
export function NewsletterStopBody({ state, email, action, signupPath }: { state: "ask" | "done"; email: string; action: string; signupPath: string }) {
  const t = useT();
  if (state === "done")
    return (
      <Feedback title={t("newsletter.stop.done.title")}>
        <p>{t("newsletter.stop.done.text", { email })}</p>
        <p>
          <a href={signupPath}>{t("newsletter.resubscribe")}</a>
        </p>
      </Feedback>
    );
  return (
    <Feedback title={t("newsletter.stop.title")}>
      <p>{t("newsletter.stop.text", { email })}</p>
      <PostButton action={action} label={t("newsletter.stop.button")} />
    </Feedback>
  );
}
