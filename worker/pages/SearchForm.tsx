import { Island } from "../../client/components/Island";
import { pathFor } from "../../client/i18n/routes";
import SearchBox from "../../client/islands/SearchBox";
import { usePage } from "./context";

/**
 * The search over reference, type and city (SPEC 4 and 5): a plain GET form answered by the for-sale
 * list without JavaScript, enhanced by the SearchBox island into a combobox with grouped results.
 */
export function SearchForm({ id }: { id: string }) {
  const { lang, searchVersion } = usePage();
  return <Island name="SearchBox" component={SearchBox} props={{ id, lang, version: searchVersion ?? null, action: pathFor("forSale", lang) }} />;
}
