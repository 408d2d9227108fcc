import { useT } from "../../../client/i18n/catalog";

/**
 * A page sent to a friend without script (no captcha could be solved): the site sends nothing, and
 * offers the visitor's own mail program with the friend's address, the subject and the note filled in,
 * and the way back to the page.
 */
export function FriendOwnMailBody({ mailto, back }: { mailto: string; back: string }) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="friend-own-mail-title">
      <h1 id="friend-own-mail-title">{t("friend.ownMail.title")}</h1>
      <p>{t("friend.ownMail.text")}</p>
      <p>
        <a className="button button-primary" href={mailto}>
          {t("friend.ownMail.button")}
        </a>
      </p>
      <p>
        <a href={back}>{t("form.rateLimited.back")}</a>
      </p>
    </section>
  );
}
