import { useT } from "../../../client/i18n/catalog";
import { isLang, LANGUAGE_NAMES } from "../../../client/i18n/languages";
import type { FavouriteWatch } from "../../favourites/watches";
import { DataTable } from "./DataTable";
import { When } from "./When";

/**
 * The visitors who asked to hear of changes on their favourites (issue 41), beside the search
 * alerts: who, how many properties, in which language, whether confirmed, and since when.
 */
export function FavouriteWatchesSection({ watches }: { watches: readonly FavouriteWatch[] }) {
  const t = useT();
  return (
    <section aria-labelledby="favourite-watches-title">
      <h2 id="favourite-watches-title">{t("staff.favourites.title")}</h2>
      <p>{t("staff.favourites.intro")}</p>
      <DataTable
        id="favourite-watches"
        head={["staff.leads.email", "staff.favourites.listings", "staff.favourites.state", "staff.lead.language", "staff.alerts.created"]}
        rows={watches}
        empty={t("staff.favourites.none")}
        row={(watch) => (
          <tr key={watch.id}>
            <th scope="row">{watch.email}</th>
            <td>{t("staff.favourites.listingCount", { count: watch.propertyIds.length })}</td>
            <td>{t(`staff.favourites.state.${watch.state}`)}</td>
            <td>{isLang(watch.lang) ? LANGUAGE_NAMES[watch.lang] : watch.lang}</td>
            <td>
              <When at={watch.createdAt} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
