import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Island } from "../../../client/components/Island";
import { useT } from "../../../client/i18n/catalog";
import { pathFor } from "../../../client/i18n/routes";
import BackToTop from "../../../client/islands/BackToTop";
import ConsentDialog from "../../../client/islands/ConsentDialog";
import Popup from "../../../client/islands/Popup";
import SiteHeader from "../../../client/islands/SiteHeader";
import { usePage } from "../context";
import { hrefOf } from "../links";
import { FavouritesLink } from "./FavouritesLink";
import { Footer } from "./Footer";
import { headerProps } from "./header-props";
import { TopBar } from "./TopBar";

/** Everything around a page's content: top bar, header, footer and the site-wide islands; a page made to be printed has none of them. */
export function Frame({ children }: { children: ReactNode }) {
  const page = usePage();
  const { i18n } = useLingui();
  const t = useT();
  const { site, lang, links } = page;
  const popup = site.popup;
  if (page.bare)
    return (
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    );
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <div id="top" tabIndex={-1} />
      <TopBar />
      <div className={page.isHome ? "header-slot header-slot-home" : "header-slot"}>
        <Island name="SiteHeader" component={SiteHeader} props={headerProps(page, i18n)} />
      </div>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* In the top bar when there is one (TopBar.tsx), else at the side of the window. */}
      {!site.header.headerLinks.show && <FavouritesLink />}
      <Island name="BackToTop" component={BackToTop} props={{}} />
      {/* The consent dialog is what loads the tags: none on a preview, none on a private page (worker/pages/Document.tsx). */}
      {!page.isPreview && !page.isPrivate && (
        <Island
          name="ConsentDialog"
          component={ConsentDialog}
          props={{
            cookieLifetimeDays: site.consent.cookieLifetimeDays,
            cookiePolicyHref: pathFor(links.slugs, "cookiePolicy", lang),
            privacyHref: pathFor(links.slugs, "privacy", lang),
          }}
        />
      )}
      {popup.isPublished === "yes" && !page.isPreview && !page.isPrivate && !page.withoutPopup && (
        <Island
          name="Popup"
          component={Popup}
          props={{
            title: popup.title[lang],
            description: popup.description[lang],
            delaySeconds: popup.delay,
            link: popup.link ? { href: hrefOf(popup.link, links, lang), label: t("popup.more") } : undefined,
            media: popup.media ? { src: popup.media.url, width: popup.media.width, height: popup.media.height } : undefined,
          }}
        />
      )}
    </>
  );
}
