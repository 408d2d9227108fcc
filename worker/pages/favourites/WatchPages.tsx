import { useT } from "../../../client/i18n/catalog";

/** After the form: the mail is on its way, the link in it confirms. */
export function WatchSentBody({ backPath }: { backPath: string }) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="watch-sent-title">
      <h1 id="watch-sent-title">{t("favourites.watch.sent.title")}</h1>
      <p role="status">{t("favourites.watch.sent.text")}</p>
      <p>
        <a href={backPath}>{t("favourites.watch.back")}</a>
      </p>
    </section>
  );
}

/** The page behind the confirmation mail's link: a button that confirms (a GET changes nothing), or what the watch is now. */
export function WatchConfirmBody({
  state,
  email,
  count,
  action,
  listPath,
  stopPath,
}: {
  state: "ask" | "confirmed" | "stopped";
  email: string;
  count: number;
  action: string;
  listPath: string;
  stopPath: string;
}) {
  const t = useT();
  const title =
    state === "confirmed" ? "favourites.watch.confirmed.title" : state === "stopped" ? "favourites.watch.stopped.title" : "favourites.watch.confirm.title";
  return (
    <section className="container feedback" aria-labelledby="watch-title">
      <h1 id="watch-title">{t(title)}</h1>
      {state === "ask" ? (
        <>
          <p>{t("favourites.watch.confirm.text", { email, count })}</p>
          <form method="post" action={action} className="alert-action">
            <button type="submit" className="button button-primary">
              {t("favourites.watch.confirm.button")}
            </button>
          </form>
        </>
      ) : (
        <p role="status">{t(state === "confirmed" ? "favourites.watch.confirmed.text" : "favourites.watch.stopped.text", { email, count })}</p>
      )}
      <p>
        <a href={listPath}>{t("favourites.watch.back")}</a>
        {state === "confirmed" && (
          <>
            {" · "}
            <a href={stopPath}>{t("favourites.watch.stop.link")}</a>
          </>
        )}
      </p>
    </section>
  );
}
