import { useMemo, useState, type KeyboardEvent } from "react";
import { Icon } from "../components/icons";
import { optionsOf, SearchResultsList } from "../components/SearchResultsList";
import { useSearchIndex } from "../components/useSearchIndex";
import { NO_RESULTS, resultCount, search } from "../domain/search";
import { useT } from "../i18n/catalog";
import type { Lang } from "../i18n/languages";
import "../styles/search.css";

export interface SearchBoxProps {
  /** Id of the input; the listbox and its options derive theirs from it, so it must be unique on the page. */
  id: string;
  lang: Lang;
  /** The search index version the page was rendered with (worker/routes/search-api.ts; null before the first sync). */
  version: string | null;
  /** The list page the plain form submits to (it works without JavaScript). */
  action: string;
  /** Called on Escape when there is nothing left to close or clear (the header hides its panel). */
  onDismiss?: () => void;
}

/**
 * The search box (SPEC 4 and 5) as a WAI-ARIA combobox over the plain GET form: focus opens the
 * results, blur closes them, an empty input clears them; arrows move, Enter follows, Escape closes
 * then clears. The index is fetched on first focus, so a page pays for it only when it is used.
 */
export default function SearchBox({ id, lang, version, action, onDismiss }: SearchBoxProps) {
  const t = useT();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, load] = useSearchIndex(lang, version);
  const results = useMemo(() => (state.index && query.trim() ? search(state.index, query) : NO_RESULTS), [state.index, query]);
  const options = useMemo(() => optionsOf(listboxId, lang, results, t), [listboxId, lang, results, t]);
  const count = resultCount(results);
  const expanded = open && count > 0;
  const activeOption = expanded ? options[active] : undefined;

  const move = (step: number) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      window.location.assign(activeOption.href);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setOpen(false);
      else if (query) setQuery("");
      else onDismiss?.();
      setActive(-1);
    }
  };

  let status = "";
  if (open && query.trim()) {
    if (state.status === "loading") status = t("search.loading");
    else if (state.status === "error") status = t("search.unavailable");
    else if (state.status === "ready") status = count > 0 ? t("search.resultCount", { count }) : t("listing.noProperties");
  }

  return (
    <form className="search-form search-box" role="search" action={action} method="get">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <div className="search-box-field">
        <input
          id={id}
          // HTML allows role=combobox on a text input, not on type=search; the keyboard still says "search".
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          placeholder={t("search.placeholder")}
          autoComplete="off"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            load();
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="search-panel" hidden={!open || !query.trim()}>
          <p className={count > 0 ? "sr-only" : "search-status"} role="status">
            {status}
          </p>
          <div hidden={!expanded}>
            <SearchResultsList id={listboxId} lang={lang} results={results} activeId={activeOption?.id ?? null} />
          </div>
        </div>
      </div>
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
    </form>
  );
}
