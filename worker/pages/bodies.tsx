import { useT } from "../../client/i18n/catalog";
import { formatDay } from "../../client/domain/format";
import { THANK_YOU_TEXT } from "../../client/components/forms/labels";
import type { LeadFormProps } from "../../client/components/forms/LeadFormFields";
import { FormSection } from "./forms/FormPageBody";
import { fixedPath, type ThankYouForm } from "../../client/i18n/routes";
import type { Article, Page } from "../content/schema";
import type { Crumb } from "../seo/breadcrumbs";
import { Breadcrumb } from "./Breadcrumb";
import { usePage } from "./context";
import { Banner, type BannerListings } from "./home/Banner";
import { SearchBlock, type ListingCounts } from "./home/SearchBlock";
import { Blocks } from "./modules/Blocks";
import type { LoadedModule } from "./modules/data";
import { ModuleList } from "./modules/ModuleList";
import { SearchForm } from "./SearchForm";

export function HomeBody({ modules, counts, banner }: { modules: readonly LoadedModule[]; counts: ListingCounts; banner: BannerListings | undefined }) {
  return (
    <>
      <Banner listings={banner}>
        <SearchBlock counts={counts} />
      </Banner>
      <ModuleList modules={modules} />
    </>
  );
}

/** A menu or content page: optional page banner and breadcrumb (when the page shows one), then its modules. */
export function ContentBody({ page, modules, crumbs }: { page: Page; modules: readonly LoadedModule[]; crumbs: readonly Crumb[] | undefined }) {
  const { lang } = usePage();
  const title = page.params.title[lang].text;
  const hasH1 = page.params.modules.some((module) => module.status === "Published" && module.title !== undefined && module.titleSize === "h1");
  return (
    <>
      {page.params.showPageBanner && (
        <div className="page-banner">
          <div className="container">
            <p className="page-banner-title">{page.params.bannerTitle?.[lang] ?? title}</p>
            {page.params.bannerDescription && <p>{page.params.bannerDescription[lang]}</p>}
          </div>
        </div>
      )}
      {crumbs && <Breadcrumb crumbs={crumbs} />}
      {!hasH1 && <h1 className="container page-title">{title}</h1>}
      <ModuleList modules={modules} />
    </>
  );
}

/** A testimonial an article shows: from the content, or sent through the site and approved by the staff (its own language only). */
export interface ShownTestimonial {
  name: string;
  comment: string;
  website?: string | undefined;
  /** YYYY-MM-DD */
  date: string;
}

export function ArticleBody({
  article,
  crumbs,
  testimonialForm,
  approved = [],
}: {
  article: Article;
  crumbs: readonly Crumb[];
  testimonialForm?: LeadFormProps | undefined;
  /** Approved testimonials in the page's language, newest first: shown before the content's own. */
  approved?: readonly ShownTestimonial[];
}) {
  const { lang } = usePage();
  const t = useT();
  const testimonials: ShownTestimonial[] = article.testimonials
    ? [...approved, ...article.testimonials.map((item) => ({ name: item.name, comment: item.comment[lang], website: item.website, date: item.date }))]
    : [];
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article className="container prose article">
        <h1>{article.title[lang]}</h1>
        <p className="lead">{article.summary[lang]}</p>
        <Blocks blocks={article.body[lang]} />
        {testimonials.length > 0 && (
          <section className="testimonials" aria-labelledby="testimonials-title">
            <h2 id="testimonials-title">{t("article.testimonials")}</h2>
            <ul>
              {testimonials.map((item, index) => (
                <li key={`${index}-${item.name}-${item.date}`}>
                  <figure>
                    <blockquote>
                      <p>{item.comment}</p>
                    </blockquote>
                    <figcaption>
                      {item.website ? (
                        <a href={item.website} rel="noopener noreferrer nofollow" target="_blank">
                          {item.name}
                        </a>
                      ) : (
                        item.name
                      )}
                      , <time dateTime={item.date}>{formatDay(item.date, lang, "long")}</time>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}
        {testimonialForm && <FormSection form={testimonialForm} id="testimonial" />}
      </article>
    </>
  );
}

function BackHome({ primary = false }: { primary?: boolean }) {
  const { lang } = usePage();
  const t = useT();
  return (
    <p>
      <a className={primary ? "button button-primary" : "button"} href={fixedPath("home", lang)}>
        {t("common.backHome")}
      </a>
    </p>
  );
}

/** What a form's thank-you page says happens next; a document request made before says so instead. */
export function ThankYouBody({
  form,
  about,
  alreadyRequested = false,
}: {
  form: ThankYouForm;
  /** The listing the form was about: the way back to it comes first. */
  about?: { title: string; path: string } | undefined;
  alreadyRequested?: boolean;
}) {
  const t = useT();
  return (
    <section className="container feedback" aria-labelledby="feedback-title">
      <h1 id="feedback-title">{t("thanks.title")}</h1>
      <p>{alreadyRequested ? t("thanks.document-request.already") : t(THANK_YOU_TEXT[form])}</p>
      {about && (
        <p>
          <a className="button button-primary" href={about.path}>
            {t("thanks.backTo", { title: about.title })}
          </a>
        </p>
      )}
      <BackHome primary={!about} />
    </section>
  );
}

export function NotFoundBody({ title }: { title?: string }) {
  const t = useT();
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title ?? t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <SearchForm id="not-found-search" />
      <BackHome />
    </section>
  );
}

/** The 500 page's text, or the 503 page's while the listings cannot be shown for a moment. */
export function ErrorBody({ unavailable = false }: { unavailable?: boolean }) {
  const t = useT();
  return (
    <section className="container not-found" aria-labelledby="error-title">
      <h1 id="error-title">{unavailable ? t("unavailable.title") : t("error.title")}</h1>
      <p>{unavailable ? t("unavailable.text") : t("error.text")}</p>
      <BackHome />
    </section>
  );
}
