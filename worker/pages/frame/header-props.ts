import type { I18n } from "@lingui/core";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../client/i18n/languages";
import { withCarriedQuery } from "../../../client/domain/carried-query";
import { fixedPath, pageTargetOf, pathFor, targetPath } from "../../../client/i18n/routes";
import type { SiteHeaderProps } from "../../../client/islands/SiteHeader";
import type { PageContextValue } from "../context";
import { searchActionOf } from "../search-action";

/** The header island's props: plain data computed on the server, in the page's language. */
export function headerProps(page: PageContextValue, i18n: I18n): SiteHeaderProps {
  const { site, lang, links, menu: entries } = page;
  const { menu, logo } = site.header;
  const items = entries
    .filter((entry) => entry.params.title[lang].public)
    .filter((entry) => entry.route !== "home" || menu.showHomeMenu)
    .map((entry) => {
      const external = !!(entry.params.redirect && entry.params.redirectUrl);
      const href = external ? (entry.params.redirectUrl ?? "") : targetPath(links, pageTargetOf(entry), lang);
      return { label: entry.params.title[lang].text, href, external, current: !external && href === page.path };
    });
  return {
    isHome: page.isHome,
    changeOnScroll: site.header.appBar.changeOnScroll,
    logo: {
      src: logo.image.url,
      srcOnDark: (logo.imageOnDark ?? logo.image).url,
      width: logo.image.width,
      height: logo.image.height,
      alt: i18n._("header.logoAlt", { agency: site.agency.name[lang] }),
      href: fixedPath("home", lang),
      position: logo.position,
      showAtStart: logo.showLogoAtStart,
    },
    menu: { items, maxItems: menu.menuMaxItems, position: menu.position },
    mobilePosition: site.header.menuMobile.position,
    freeEvaluation: menu.showFreeEvaluation ? { label: i18n._("FREE_EVALUATION"), href: pathFor(links.slugs, "freeValuation", lang) } : undefined,
    search: { id: "header-search-input", lang, version: page.searchVersion ?? null, action: searchActionOf(page.path, lang) },
    languages: {
      position: site.header.languageSwitcher.position,
      links: LANGUAGES.filter((code) => page.alternates[code]).map((code) => ({
        lang: code,
        name: LANGUAGE_NAMES[code],
        // The same page in another language keeps a list's filters, sort and page (also without JavaScript).
        href:
          code === lang
            ? (page.alternates[code] ?? fixedPath("home", code))
            : withCarriedQuery(page.alternates[code] ?? fixedPath("home", code), page.listQuery),
        current: code === lang,
      })),
    },
  };
}
