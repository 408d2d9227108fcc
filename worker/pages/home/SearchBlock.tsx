import { useT } from "../../../client/i18n/catalog";
import { pathFor } from "../../../client/i18n/routes";
import { usePage } from "../context";
import { SearchForm } from "../SearchForm";

export interface ListingCounts {
  forSale: number;
  forRent: number;
}

/** Replaces SPEC 2's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} in a configured description. */
export function fillTotals(text: string, counts: ListingCounts): string {
  return text.replaceAll("{FOR_SALE_TOTAL}", String(counts.forSale)).replaceAll("{FOR_RENT_TOTAL}", String(counts.forRent));
}

/** The banner's search block: logo, title, descriptions, search input and the sale/rent buttons. */
export function SearchBlock({ counts }: { counts: ListingCounts }) {
  const { site, lang } = usePage();
  const t = useT();
  const search = site.propertySearch;
  if (!search.show) return null;
  const showCount = (count: number) => search.showSearchCount && search.showCountProperty && count > 0;
  return (
    <div className="search-block">
      {(search.showLogo || site.banner.showLogo) && (
        <img className="search-logo" src={site.header.logo.image.url} width={site.header.logo.image.width} height={site.header.logo.image.height} alt="" />
      )}
      <h1 className="search-title">{search.title[lang]}</h1>
      <p className="search-description">{fillTotals(search.description[lang], counts)}</p>
      {search.description2 && <p className="search-description2">{fillTotals(search.description2[lang], counts)}</p>}
      {search.showSearchInput && <SearchForm id="banner-search" />}
      {search.showSearchButton && (
        <div className="search-buttons">
          <a className="button button-primary" href={pathFor("forSale", lang)}>
            {t("search.forSale")}
            {showCount(counts.forSale) && <span className="count"> ({counts.forSale})</span>}
          </a>
          <a className="button button-primary" href={pathFor("forRent", lang)}>
            {t("search.forRent")}
            {showCount(counts.forRent) && <span className="count"> ({counts.forRent})</span>}
          </a>
        </div>
      )}
    </div>
  );
}
