import type { MouseEvent } from "react";
import { formatCount } from "../domain/format";
import type { CityHit, SearchResults, TypeHit } from "../domain/search";
import type { Lang } from "../i18n/languages";
import { fixedPath } from "../i18n/routes";
import { useT, type Translate } from "../i18n/catalog";

/** One followable option of the listbox, in keyboard order (Type, City, Property). */
export interface SearchOption {
  id: string;
  href: string;
}

type Goal = 0 | 1;

/** A list page filtered by type (SPEC 2 `type={web id}`), by city (`city={name}|{zip}`, as the counts are per name and zip) or both. */
export function listHref(lang: Lang, goal: Goal, filter: { type?: number; city?: { name: string; zip: string } }): string {
  const params = new URLSearchParams();
  if (filter.type !== undefined) params.set("type", String(filter.type));
  if (filter.city) params.set("city", `${filter.city.name}|${filter.city.zip}`);
  return `${fixedPath(goal === 0 ? "forSale" : "forRent", lang)}?${params.toString()}`;
}

interface Row {
  key: string;
  name: string;
  links: { goal: Goal; count: number; href: string }[];
}

/** A row's sale and rent links; one whose list would be empty (count 0) is left out, never greyed. */
function rowsOf(lang: Lang, types: TypeHit[], cities: CityHit[], t: Translate): { types: Row[]; cities: Row[] } {
  const links = (saleCount: number, rentCount: number, filter: Parameters<typeof listHref>[2]) =>
    [
      { goal: 0 as const, count: saleCount, href: listHref(lang, 0, filter) },
      { goal: 1 as const, count: rentCount, href: listHref(lang, 1, filter) },
    ].filter((link) => link.count > 0);
  return {
    types: types.map((type) => ({
      key: type.city ? `t${type.webId}|${type.city.zip}|${type.city.name}` : `t${type.webId}`,
      name: type.city ? t("search.typeInCity", { type: type.name, city: type.city.name }) : type.name,
      links: links(type.saleCount, type.rentCount, { type: type.webId, city: type.city }),
    })),
    cities: cities.map((city) => ({
      key: `c${city.zip}|${city.name}`,
      name: `${city.name} (${city.zip})`,
      links: links(city.saleCount, city.rentCount, { city }),
    })),
  };
}

/**
 * The followable options of a result set, in the order the listbox shows them. SPEC 5 greys a sale or
 * rent link with a count of 0; it is left out instead, so no suggestion leads to an empty list.
 */
export function optionsOf(listboxId: string, lang: Lang, results: SearchResults, t: Translate): SearchOption[] {
  const rows = rowsOf(lang, results.types, results.cities, t);
  const hrefs = [
    ...[...rows.types, ...rows.cities].flatMap((row) => row.links.map((link) => link.href)),
    ...results.properties.map((item) => item.path),
    ...results.projects.map((item) => item.path),
  ];
  return hrefs.map((href, n) => ({ id: `${listboxId}-option-${n}`, href }));
}

/** Keeps the input focused while a result is clicked, so blur does not close the panel first. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The grouped listbox of the search box (WAI-ARIA combobox pattern: focus stays on the input). */
export function SearchResultsList({ id, lang, results, activeId }: { id: string; lang: Lang; results: SearchResults; activeId: string | null }) {
  const t = useT();
  const rows = rowsOf(lang, results.types, results.cities, t);
  let n = 0;
  const nextId = () => `${id}-option-${n++}`;
  const optionProps = (optionId: string) => ({ id: optionId, role: "option", "aria-selected": optionId === activeId, tabIndex: -1 }) as const;

  const rowGroup = (key: "types" | "cities", label: string, items: Row[]) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={`${id}-${key}`} className="search-group">
        <div id={`${id}-${key}`} className="search-group-label">
          {label}
        </div>
        {items.map((row) => (
          <div key={row.key} className="search-row" role="presentation">
            <span className="search-row-name" aria-hidden="true">
              {row.name}
            </span>
            {row.links.map((link) => {
              const text =
                link.goal === 0
                  ? t("search.result.forSale", { count: formatCount(link.count, lang) })
                  : t("search.result.forRent", { count: formatCount(link.count, lang) });
              return (
                <a key={link.goal} href={link.href} className="search-link" {...optionProps(nextId())}>
                  <span className="sr-only">{row.name}: </span>
                  {text}
                </a>
              );
            })}
          </div>
        ))}
      </div>
    );

  return (
    // Focus stays in the combobox input (aria-activedescendant); the listbox itself is never focused (ARIA APG).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div id={id} role="listbox" aria-label={t("search.label")} className="search-listbox" onMouseDown={keepFocus}>
      {rowGroup("types", t("search.group.types"), rows.types)}
      {rowGroup("cities", t("search.group.cities"), rows.cities)}
      {results.properties.length > 0 && (
        <div role="group" aria-labelledby={`${id}-properties`} className="search-group">
          <div id={`${id}-properties`} className="search-group-label">
            {t("search.group.properties")}
          </div>
          {results.properties.map((item) => (
            <a key={item.id} href={item.path} className="search-property" {...optionProps(nextId())}>
              <span className="search-property-title">{item.title}</span>
              <span className="search-property-meta">
                {t("listing.reference", { reference: item.reference })} · {item.typeName} · {item.zip} {item.city} ·{" "}
                {item.goal === 0 ? t("search.forSale") : t("search.forRent")}
              </span>
            </a>
          ))}
        </div>
      )}
      {results.projects.length > 0 && (
        <div role="group" aria-labelledby={`${id}-projects`} className="search-group">
          <div id={`${id}-projects`} className="search-group-label">
            {t("search.group.projects")}
          </div>
          {results.projects.map((item) => (
            <a key={item.id} href={item.path} className="search-property" {...optionProps(nextId())}>
              <span className="search-property-title">{item.name}</span>
              <span className="search-property-meta">
                {item.zip} {item.city}
              </span>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
