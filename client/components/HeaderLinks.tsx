import { useT } from "../i18n/catalog";

/** The header's links: menu entries and the language switch (SiteHeader, its overflow overlay and its drawer). */
export interface MenuLink {
  label: string;
  href: string;
  /** An entry with params.redirect opens its external address in a new tab. */
  external: boolean;
  current: boolean;
}

export interface LanguageLink {
  lang: string;
  name: string;
  href: string;
  current: boolean;
}

export function Item({ link }: { link: MenuLink }) {
  return (
    <a href={link.href} aria-current={link.current ? "page" : undefined} {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {link.label}
    </a>
  );
}

export function Languages({ links, className }: { links: LanguageLink[]; className: string }) {
  const t = useT();
  if (links.length < 2) return null;
  return (
    <nav className={className} aria-label={t("header.languages")}>
      <ul>
        {links.map((link) => (
          <li key={link.lang}>
            <a href={link.href} hrefLang={link.lang} lang={link.lang} aria-current={link.current ? "true" : undefined}>
              <span aria-hidden="true">{link.lang.toUpperCase()}</span>
              <span className="sr-only">{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
