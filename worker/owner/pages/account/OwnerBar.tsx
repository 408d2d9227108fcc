import { portalAccountPath, portalLogoutPath, portalPath } from "../../../../client/i18n/routes";
import { useT } from "../../../../client/i18n/catalog";
import { ownerDisplayName, type OwnerName } from "../../name";
import { usePage } from "../../../pages/context";

export type { OwnerName } from "../../name";

/**
 * The signed-in owner's bar above every portal page: whose account it is, the way to their
 * properties and their account, and signing out (a form post: a link would let any page that
 * embeds it sign the owner out, and a GET must never change anything).
 */
export function OwnerBar({ owner, current }: { owner: OwnerName; current?: "home" | "account" | undefined }) {
  const t = useT();
  const { lang } = usePage();
  const here = (page: "home" | "account") => (current === page ? { "aria-current": "page" as const } : {});
  return (
    <div className="owner-bar">
      <div className="container owner-bar-inner">
        <p className="owner-bar-name">{t("owner.account.bar.signedInAs", { name: ownerDisplayName(owner) })}</p>
        <nav aria-label={t("owner.account.bar.label")}>
          <ul className="owner-bar-links">
            <li>
              <a href={portalPath(lang)} {...here("home")}>
                {t("owner.account.bar.properties")}
              </a>
            </li>
            <li>
              <a href={portalAccountPath(lang)} {...here("account")}>
                {t("owner.account.title")}
              </a>
            </li>
            <li>
              <form method="post" action={portalLogoutPath(lang)}>
                <button type="submit" className="button">
                  {t("owner.account.bar.signOut")}
                </button>
              </form>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
