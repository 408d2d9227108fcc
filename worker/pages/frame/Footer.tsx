import { useT } from "../../../client/i18n/catalog";
import { formPath, pathFor } from "../../../client/i18n/routes";
import { ContentImage } from "../ContentImage";
import { usePage } from "../context";
import { Memoized } from "../Memoized";
import { Blocks } from "../modules/Blocks";
import { NewsletterForm, newsletterHidden } from "../newsletter/NewsletterForm";

/** The sign-newsletter form (issue 9): the same for every visitor, so the page stays cacheable at the edge. */
function FooterNewsletter() {
  const { lang, links, path, formStamp } = usePage();
  const t = useT();
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 className="footer-title" id="footer-newsletter-title">
        {t("newsletter.title")}
      </h2>
      <p className="footer-intro">{t("newsletter.intro")}</p>
      <NewsletterForm
        action={formPath("sign-newsletter", lang)}
        idPrefix="footer-newsletter"
        hidden={newsletterHidden(path, formStamp)}
        privacyPath={pathFor(links.slugs, "privacy", lang)}
      />
    </section>
  );
}

/** The agency's footer columns, each part only when public. */
function FooterColumns() {
  const { site, lang } = usePage();
  return (
    <>
      {site.footer.bottom.map((column, index) => (
        <section
          key={index}
          className={`footer-column col-sm-${column.col.sm} col-md-${column.col.md} col-lg-${column.col.lg}`}
          aria-label={column.title.text[lang]}
        >
          {column.title.public && <h2 className="footer-title">{column.title.text[lang]}</h2>}
          {column.introText.public && <p className="footer-intro">{column.introText.text[lang]}</p>}
          {column.fullText.public && (
            <div className="footer-text">
              <Blocks blocks={column.fullText.text[lang]} headingOffset={1} />
            </div>
          )}
          {column.image.public && column.image.image && <ContentImage image={column.image.image} sizes="(min-width: 900px) 25vw, 100vw" />}
        </section>
      ))}
    </>
  );
}

/**
 * Footer columns, the newsletter form, the legal links and the copyright line (SPEC 2). The columns
 * are rendered once per content version and language (worker/pages/Memoized.tsx); the newsletter
 * form names the page it is on.
 */
export function Footer() {
  const { site, lang, links } = usePage();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Memoized owner={site} variant="footer-columns" as="div" attributes={{ className: "grid" }} render={() => <FooterColumns />} />
        <FooterNewsletter />
        <nav className="footer-legal" aria-label={t("footer.legal")}>
          <ul>
            <li>
              <a href={pathFor(links.slugs, "privacy", lang)}>{t("footer.privacy")}</a>
            </li>
            <li>
              <a href={pathFor(links.slugs, "cookiePolicy", lang)}>{t("footer.cookiePolicy")}</a>
            </li>
            <li>
              <a href={pathFor(links.slugs, "disclaimer", lang)}>{t("footer.disclaimer")}</a>
            </li>
            <li>
              <a href={pathFor(links.slugs, "accessibility", lang)}>{t("footer.accessibility")}</a>
            </li>
            <li>
              <a href="?setcookies" rel="nofollow">
                {t("footer.cookieSettings")}
              </a>
            </li>
          </ul>
        </nav>
        <p className="copyright">{site.footer.copyright[lang]}</p>
      </div>
    </footer>
  );
}
