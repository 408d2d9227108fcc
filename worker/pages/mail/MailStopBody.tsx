import { useT } from "../../../client/i18n/catalog";

/**
 * The stop of all mail from the site to one address (no sign-in, its signed link is the authority): a
 * button that posts to the page's own address (a GET never changes anything: mail scanners open
 * links), or the word that no more mail will come.
 */
export function MailStopBody({ path, stopped }: { path: string; stopped: boolean }) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="mail-stop-title">
      <h1 id="mail-stop-title">{t("mailStop.title")}</h1>
      {stopped ? (
        <p role="status">{t("mailStop.stopped")}</p>
      ) : (
        <>
          <p>{t("mailStop.text")}</p>
          <form method="post" action={path} className="alert-action">
            <input type="hidden" name="action" value="stop" />
            <button type="submit" className="button button-primary">
              {t("mailStop.button")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
