import { Island } from "../../client/components/Island";
import SearchBox from "../../client/islands/SearchBox";
import { usePage } from "./context";
import { searchActionOf } from "./search-action";

/**
 * The search over reference, type and city (SPEC 4 and 5): a plain GET form answered by the for-sale
 * list (the rentals or new builds where the visitor is in them) without JavaScript, enhanced by the SearchBox island into a combobox with grouped results.
 */
export function SearchForm({ id }: { id: string }) {
  const { lang, path, searchVersion } = usePage();
  return <Island name="SearchBox" component={SearchBox} props={{ id, lang, version: searchVersion ?? null, action: searchActionOf(path, lang) }} />;
}
