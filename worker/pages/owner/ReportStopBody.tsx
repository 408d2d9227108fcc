import { useT } from "../../../client/i18n/catalog";

/**
 * The monthly report's one-click stop page (no sign-in, its signed link is the authority): a button
 * that posts to the page's own address (a GET never changes anything: mail scanners open links), or
 * the word that the report is stopped, with where to turn it back on.
 */
export function ReportStopBody({ path, stopped }: { path: string; stopped: boolean }) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="report-stop-title">
      <h1 id="report-stop-title">{t("ownerReport.stop.title")}</h1>
      {stopped ? (
        <p role="status">{t("ownerReport.stopped")}</p>
      ) : (
        <>
          <p>{t("ownerReport.stop.text")}</p>
          <form method="post" action={path} className="alert-action">
            <input type="hidden" name="action" value="stop" />
            <button type="submit" className="button button-primary">
              {t("ownerReport.stop.button")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
