import { useT } from "../../../client/i18n/catalog";

/** The words of one kind of stop page, as catalogue ids. */
export interface StopWords {
  title: string;
  text: string;
  button: string;
  stopped: string;
}

/**
 * A stop page reached from a signed link in a mail (no sign-in, the link is the authority): a button
 * that posts to the page's own address (a GET never changes anything: mail scanners open links), or
 * the word that it is stopped.
 */
export function OneClickStopBody({ path, stopped, words }: { path: string; stopped: boolean; words: StopWords }) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="stop-title">
      <h1 id="stop-title">{t(words.title)}</h1>
      {stopped ? (
        <p role="status">{t(words.stopped)}</p>
      ) : (
        <>
          <p>{t(words.text)}</p>
          <form method="post" action={path} className="alert-action">
            <input type="hidden" name="action" value="stop" />
            <button type="submit" className="button button-primary">
              {t(words.button)}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
