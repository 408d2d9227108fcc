import { useEffect, useRef, useState } from "react";
import SearchBox, { type SearchBoxProps } from "../islands/SearchBox";
import { useT } from "../i18n/catalog";
import { Icon } from "./icons";

const PANEL_ID = "header-search";

/**
 * The header's search control: a button that reveals the search box below the bar and focuses it.
 * Without JavaScript a link to #header-search shows the same panel (CSS :target) with the plain form.
 */
export function HeaderSearch(props: Omit<SearchBoxProps, "onDismiss">) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) document.getElementById(props.id)?.focus();
  }, [open, props.id]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <a className="icon-button search-toggle search-toggle-nojs" href={`#${PANEL_ID}`}>
        <Icon name="search" size={22} />
        <span className="sr-only">{t("search.label")}</span>
      </a>
      <button
        ref={toggle}
        type="button"
        className="icon-button search-toggle search-toggle-js"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? "close" : "search"} size={22} />
        <span className="sr-only">{t("search.label")}</span>
      </button>
      <div id={PANEL_ID} className={open ? "header-search is-open" : "header-search"}>
        <div className="container">
          <SearchBox {...props} onDismiss={close} />
        </div>
      </div>
    </>
  );
}
