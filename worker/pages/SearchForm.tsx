import { Icon } from "../../client/components/icons";
import { useT } from "../../client/i18n/catalog";
import { pathFor } from "../../client/i18n/routes";
import { usePage } from "./context";

/** A plain GET search (works without JavaScript) over reference, type and city, answered by the for-sale list. */
export function SearchForm({ id }: { id: string }) {
  const { lang } = usePage();
  const t = useT();
  return (
    <form className="search-form" role="search" action={pathFor("forSale", lang)} method="get">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input id={id} type="search" name="q" placeholder={t("search.placeholder")} autoComplete="off" maxLength={100} />
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
    </form>
  );
}
