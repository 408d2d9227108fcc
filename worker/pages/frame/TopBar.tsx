import type { ReactNode } from "react";
import { Icon } from "../../../client/components/icons";
import { useT } from "../../../client/i18n/catalog";
import type { SiteConfig } from "../../content/schema";
import { Memoized } from "../Memoized";
import { usePage } from "../context";
import { hrefOf, isExternal } from "../links";
import { FavouritesLink } from "./FavouritesLink";

type HeaderLink = SiteConfig["header"]["headerLinks"]["left"][number];

/** `lead`: an item before the links (the favourites link), the list kept for it even without links. */
function LinkList({ links, className, lead }: { links: HeaderLink[]; className: string; lead?: ReactNode }) {
  const page = usePage();
  const { lang } = page;
  const published = links.filter((link) => link.status === "Published");
  if (published.length === 0 && !lead) return null;
  return (
    <ul className={className}>
      {lead}
      {published.map((link) => (
        <li key={link.label[lang]}>
          <a href={hrefOf(link.link, page.links, lang)} {...(isExternal(link.link) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {link.icon && <Icon name={link.icon} size={16} />}
            {/* On a phone an icon's label is its name only (site.css), so the bar keeps to one line. */}
            <span className={link.icon ? "top-link-label" : undefined}>{link.label[lang]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The bar of links above the header (SPEC 2 "Top bar of links"), rendered once per content version and language (worker/pages/Memoized.tsx). */
export function TopBar() {
  const { site } = usePage();
  const t = useT();
  const links = site.header.headerLinks;
  if (!links.show) return null;
  return (
    <Memoized
      owner={site}
      variant="top-bar"
      as="nav"
      attributes={{ className: "top-bar", "aria-label": t("common.topLinks") }}
      render={() => (
        <div className="container top-bar-inner">
          <LinkList links={links.left} className="top-links top-links-left" />
          {/* First of the right-hand links, its room kept while it is hidden (favourites.css): showing it moves nothing. */}
          <LinkList
            links={links.right}
            className="top-links top-links-right"
            lead={
              <li className="top-links-favourites">
                <FavouritesLink />
              </li>
            }
          />
        </div>
      )}
    />
  );
}
