import { useState } from "react";
import { HeaderSearch } from "../components/HeaderSearch";
import { Item, Languages, type LanguageLink, type MenuLink } from "../components/HeaderLinks";
import { Icon } from "../components/icons";
import { useModalDialog } from "../components/useModalDialog";
import { useScrollY } from "../components/useScrollY";
import { HEADER_SCROLL_THRESHOLD_PX } from "../domain/limits";
import { useT } from "../i18n/catalog";
import type { Lang } from "../i18n/languages";

type Position = "left" | "center" | "right";

export interface SiteHeaderProps {
  isHome: boolean;
  changeOnScroll: boolean;
  /** `srcOnDark` is drawn while the home header lies transparent over the banner. */
  logo: { src: string; srcOnDark: string; width: number; height: number; alt: string; href: string; position: Position; showAtStart: boolean };
  menu: { items: MenuLink[]; maxItems: number; position: Position };
  mobilePosition: "left" | "right";
  freeEvaluation?: { label: string; href: string } | undefined;
  languages: { links: LanguageLink[]; position: Position };
  /** The search box behind the header's search button (SPEC 4), when the page offers one. */
  search?: { id: string; lang: Lang; version: string | null; action: string } | undefined;
}

/**
 * The header: fixed and opaque past 30 px when changeOnScroll is set, a logo that shrinks (and on
 * home appears) on scroll, an overflow overlay for items past menuMaxItems and a drawer below tablet width.
 */
export default function SiteHeader(props: SiteHeaderProps) {
  const t = useT();
  const scrolled = useScrollY() > HEADER_SCROLL_THRESHOLD_PX;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [overflowOpen, setOverflowOpen] = useState(false);
  const drawer = useModalDialog(drawerOpen, () => setDrawerOpen(false));
  const overflow = useModalDialog(overflowOpen, () => setOverflowOpen(false));
  const visible = props.menu.items.slice(0, props.menu.maxItems);
  const extra = props.menu.items.slice(props.menu.maxItems);
  const logoHidden = props.isHome && !props.logo.showAtStart && !scrolled;
  const classes = ["site-header", props.isHome ? "is-home" : "", scrolled ? "is-scrolled" : "", props.changeOnScroll && scrolled ? "is-fixed" : ""].join(" ");

  return (
    <header className={classes.trim()}>
      <div className="header-bar container">
        <a className={`logo pos-${props.logo.position}${logoHidden ? " logo-hidden" : ""}`} href={props.logo.href}>
          <img className="logo-on-light" src={props.logo.src} width={props.logo.width} height={props.logo.height} alt={props.logo.alt} />
          {props.isHome && <img className="logo-on-dark" src={props.logo.srcOnDark} width={props.logo.width} height={props.logo.height} alt={props.logo.alt} />}
        </a>
        <nav className={`menu pos-${props.menu.position}`} aria-label={t("header.mainMenu")}>
          <ul>
            {visible.map((link) => (
              <li key={link.href}>
                <Item link={link} />
              </li>
            ))}
            {extra.map((link) => (
              <li key={link.href} className="menu-extra">
                <Item link={link} />
              </li>
            ))}
          </ul>
          {extra.length > 0 && (
            <button
              type="button"
              className="icon-button menu-bars"
              aria-haspopup="dialog"
              aria-expanded={overflowOpen}
              aria-controls="menu-overflow"
              onClick={() => setOverflowOpen(true)}
            >
              <Icon name="bars" />
              <span className="sr-only">{t("header.moreMenu")}</span>
            </button>
          )}
        </nav>
        {props.freeEvaluation && (
          <a className="button button-primary free-evaluation" href={props.freeEvaluation.href}>
            {props.freeEvaluation.label}
          </a>
        )}
        <Languages links={props.languages.links} className={`language-switcher pos-${props.languages.position}`} />
        {props.search && <HeaderSearch {...props.search} />}
        <button
          type="button"
          className={`icon-button drawer-toggle pos-${props.mobilePosition}`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls="menu-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="bars" size={24} />
          <span className="sr-only">{t("header.openMenu")}</span>
        </button>
      </div>

      <dialog id="menu-overflow" className="menu-overlay" ref={overflow} aria-label={t("header.moreMenu")}>
        <button type="button" className="icon-button dialog-close" onClick={() => setOverflowOpen(false)}>
          <Icon name="close" size={24} />
          <span className="sr-only">{t("common.close")}</span>
        </button>
        <ul>
          {extra.map((link) => (
            <li key={link.href}>
              <Item link={link} />
            </li>
          ))}
        </ul>
      </dialog>

      <dialog id="menu-drawer" className={`drawer drawer-${props.mobilePosition}`} ref={drawer} aria-label={t("header.mainMenu")}>
        <button type="button" className="icon-button dialog-close" onClick={() => setDrawerOpen(false)}>
          <Icon name="close" size={24} />
          <span className="sr-only">{t("header.closeMenu")}</span>
        </button>
        <ul className="drawer-menu">
          {props.menu.items.map((link) => (
            <li key={link.href}>
              <Item link={link} />
            </li>
          ))}
        </ul>
        {props.freeEvaluation && (
          <a className="button button-primary" href={props.freeEvaluation.href}>
            {props.freeEvaluation.label}
          </a>
        )}
        <Languages links={props.languages.links} className="language-switcher drawer-languages" />
      </dialog>
    </header>
  );
}
