import { useT } from "../../../client/i18n/catalog";
import type { SearchSnippet } from "../content/snippet";

/** A page as a search engine would list it (its title, address and description) in the staff member's language, from the page as saved. */
export function SearchSnippetView({ snippet }: { snippet: SearchSnippet }) {
  const t = useT();
  return (
    <section className="search-snippet" aria-labelledby="snippet-heading">
      <h2 id="snippet-heading">{t("staff.content.seo.snippetHeading", { language: t(`staff.content.lang.${snippet.lang}`) })}</h2>
      <div className="snippet" lang={snippet.lang}>
        <p className="snippet-url">{snippet.url ?? t("staff.content.seo.noAddress")}</p>
        <p className="snippet-title">{snippet.title}</p>
        <p className="snippet-description">{snippet.description}</p>
      </div>
      <p className="hint">{t("staff.content.seo.snippetHint")}</p>
    </section>
  );
}
