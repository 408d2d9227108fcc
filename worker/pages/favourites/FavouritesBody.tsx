import { MAX_COMPARED } from "../../../client/domain/favourites";
import { AGENCY_TIME_ZONE, formatInstant } from "../../../client/domain/format";
import { priceWithUnit } from "../../../client/domain/price-unit";
import { useT } from "../../../client/i18n/catalog";
import { usePage } from "../context";
import { PropertyCard, STATUS_LABEL } from "../listings/PropertyCard";
import { ShareLinks } from "../listings/ShareLinks";
import { CompareTable } from "./CompareTable";
import type { FavouriteEntry, FavouritesView } from "./model";
import { WatchForm, type WatchFormProps } from "./WatchForm";

/** A saved listing the snapshot no longer holds: said so, with its last recorded state. */
function GoneEntry({ entry }: { entry: Extract<FavouriteEntry, { kind: "gone" }> }) {
  const t = useT();
  const { lang } = usePage();
  const last = entry.last;
  return (
    <article className="property-card favourite-gone">
      <div className="property-card-body">
        <h2 className="property-card-title">{t("favourites.gone.title")}</h2>
        <p>
          {last && last.status !== "available"
            ? t(STATUS_LABEL[last.status])
            : last?.price !== null && last?.price !== undefined
              ? t("favourites.gone.lastPrice", {
                  // A rent says what it is for: "€ 950 /maand".
                  price: priceWithUnit(last.price, last.priceUnit, lang, t),
                })
              : t("favourites.gone.noTrace")}
        </p>
        {last && (
          <p className="favourite-gone-date">{t("favourites.gone.since", { date: formatInstant(new Date(last.changedAt), lang, "long", AGENCY_TIME_ZONE) })}</p>
        )}
      </div>
    </article>
  );
}

/** How to save listings, when there are none (or the link could not be read). */
function EmptyState({ invalid, path }: { invalid: boolean; path: string }) {
  const t = useT();
  return (
    <div className="container favourites-empty">
      {invalid && (
        <p className="notice" role="alert">
          {t("favourites.invalid")}
        </p>
      )}
      <p>{t("favourites.empty")}</p>
      {/* Shown by the page script when this browser has saved listings, leading to their list (client/favourites.ts). */}
      <p>
        <a className="button button-primary" href={path} data-fav-link="" hidden>
          {t("favourites.mine")} <span className="favourites-count" />
        </a>
      </p>
      <noscript>
        <p>{t("favourites.noScript")}</p>
      </noscript>
    </div>
  );
}

/**
 * The favourites page (issue 41): the listed properties from `?ids=` (a shared link works in any
 * browser), sold or let ones as such, gone ones said to be no longer on offer; a plain form to compare
 * two to four of them; the list's address to share; and the form to hear of changes by mail.
 */
export function FavouritesBody({ view, title, watch }: { view: FavouritesView; title: string; watch: WatchFormProps | null }) {
  const t = useT();
  const listed = view.entries.filter((entry): entry is Extract<FavouriteEntry, { kind: "listed" }> => entry.kind === "listed");
  return (
    <>
      <div className="container favourites-head">
        <h1>{title}</h1>
        {view.ids !== undefined && <p>{t("favourites.count", { count: view.entries.length })}</p>}
      </div>
      {view.entries.length === 0 ? (
        <EmptyState invalid={view.invalid} path={view.path} />
      ) : (
        <form className="container favourites-list" method="get" action={view.path}>
          <input type="hidden" name="ids" value={view.ids!.join(",")} />
          <ul className="cards per-row-4">
            {view.entries.map((entry) => (
              <li key={entry.kind === "listed" ? entry.item.id : entry.id}>
                {entry.kind === "listed" ? (
                  <>
                    <PropertyCard item={entry.item} heading="h2" />
                    <label className="compare-pick">
                      <input type="checkbox" name="compare" value={entry.item.id} defaultChecked={view.compared.some((c) => c.item.id === entry.item.id)} />{" "}
                      {t("favourites.compare.pick")}
                    </label>
                  </>
                ) : (
                  <GoneEntry entry={entry} />
                )}
              </li>
            ))}
          </ul>
          {listed.length >= 2 && (
            <p className="compare-submit">
              <button type="submit" className="button">
                {t("favourites.compare.submit", { max: MAX_COMPARED })}
              </button>
            </p>
          )}
        </form>
      )}
      {view.compared.length > 0 && <CompareTable listings={view.compared} />}
      {view.shareUrl && (
        <div className="container favourites-share">
          <ShareLinks url={view.shareUrl} title={title} />
        </div>
      )}
      {watch && <WatchForm {...watch} />}
    </>
  );
}
