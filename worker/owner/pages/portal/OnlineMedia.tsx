import { formatDay } from "../../../../client/domain/format";
import { LANGUAGE_NAMES } from "../../../../client/i18n/languages";
import { useT } from "../../../../client/i18n/catalog";
import type { OnlineMedium } from "../../types";
import { usePage } from "../../../pages/context";
import { ApiError } from "./ApiError";
import type { PortalPropertyProps } from "./model";

function Portals({ media }: { media: readonly OnlineMedium[] }) {
  const t = useT();
  const { lang } = usePage();
  if (media.length === 0) return <p>{t("portal.media.noPortals")}</p>;
  return (
    <ul className="portal-media">
      {media.map((medium, index) => (
        <li key={`${medium.name}-${index}`}>
          {medium.url ? <a href={medium.url}>{medium.name}</a> : medium.name}
          {medium.since && <span className="portal-muted"> · {t("portal.media.since", { date: formatDay(medium.since, lang, "long") })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Where the property is online: its page on this site in each language, and the portals the agency publishes it on. */
export function OnlineMedia({ publicPages, portals }: Pick<PortalPropertyProps, "publicPages" | "portals">) {
  const t = useT();
  return (
    <>
      <h3>{t("portal.media.site")}</h3>
      {publicPages.length === 0 ? (
        <p>{t("portal.media.notOnSite")}</p>
      ) : (
        <ul className="portal-media">
          {publicPages.map((page) => (
            <li key={page.lang}>
              <a href={page.url} hrefLang={page.lang} lang={page.lang}>
                {LANGUAGE_NAMES[page.lang]}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3>{t("portal.media.portals")}</h3>
      {portals.ok ? <Portals media={portals.value} /> : <ApiError />}
    </>
  );
}
