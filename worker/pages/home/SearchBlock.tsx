import { formatCount } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { fixedPath } from "../../../client/i18n/routes";
import { usePage } from "../context";
import { SearchForm } from "../SearchForm";

export interface ListingCounts {
  forSale: number;
  forRent: number;
}

/** Replaces SPEC 2's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} in a configured description. */
export function fillTotals(text: string, counts: ListingCounts, lang: Lang): string {
  return text.replaceAll("{FOR_SALE_TOTAL}", formatCount(counts.forSale, lang)).replaceAll("{FOR_RENT_TOTAL}", formatCount(counts.forRent, lang));
}

/**
 * The banner's search block: logo, title, descriptions, search input and the sale/rent buttons. Its
 * title is the home's heading; with the search block hidden, the banner's own title and description
 * are (the staff forms say which one visitors see, worker/staff/content/notes.ts).
 */
export function SearchBlock({ counts }: { counts: ListingCounts }) {
  const { site, lang } = usePage();
  const t = useT();
  const search = site.propertySearch;
  if (!search.show)
    return (
      <div className="search-block">
        <h1 className="search-title">{site.banner.title[lang]}</h1>
        <p className="search-description">{site.banner.description[lang]}</p>
      </div>
    );
  const onDark = site.header.logo.imageOnDark ?? site.header.logo.image;
  const showCount = (count: number) => search.showSearchCount && search.showCountProperty && count > 0;
  return (
    <div className="search-block">
      {(search.showLogo || site.banner.showLogo) && <img className="search-logo" src={onDark.url} width={onDark.width} height={onDark.height} alt="" />}
      <h1 className="search-title">{search.title[lang]}</h1>
      <p className="search-description">{fillTotals(search.description[lang], counts, lang)}</p>
      {search.description2 && <p className="search-description2">{fillTotals(search.description2[lang], counts, lang)}</p>}
      {search.showSearchInput && <SearchForm id="banner-search" />}
      {search.showSearchButton && (
        <div className="search-buttons">
          <a className="button button-primary" href={fixedPath("forSale", lang)}>
            {t("search.forSale")}
            {showCount(counts.forSale) && <span className="count"> ({formatCount(counts.forSale, lang)})</span>}
          </a>
          <a className="button button-primary" href={fixedPath("forRent", lang)}>
            {t("search.forRent")}
            {showCount(counts.forRent) && <span className="count"> ({formatCount(counts.forRent, lang)})</span>}
          </a>
        </div>
      )}
    </div>
  );
}
