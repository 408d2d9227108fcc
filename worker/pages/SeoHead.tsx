import { INTL_LOCALE, LANGUAGES, type Lang } from "../../client/i18n/languages";
import type { SocialMeta } from "../seo/meta";
import { serializeJsonLd } from "../seo/json-ld";
import { usePage } from "./context";

/** Open Graph wants language_TERRITORY; the agency's locales are Belgian (INTL_LOCALE). */
export const ogLocale = (lang: Lang) => INTL_LOCALE[lang].replace("-", "_");

/** Open Graph, Twitter card and JSON-LD tags of a page, every address absolute. */
export function SeoHead({ meta, title, description, canonicalPath }: { meta: SocialMeta; title: string; description: string; canonicalPath: string }) {
  const { lang, origin, alternates, site } = usePage();
  const absolute = (path: string) => new URL(path, origin).toString();
  const ownImage = meta.image !== undefined;
  const image = meta.image ?? site.settings.image;
  const twitterImage = meta.twitterImage ?? image;
  const twitterSite = meta.twitterSite ?? site.settings.twitterSite;
  const otherLocales = LANGUAGES.filter((code) => code !== lang && alternates[code]);
  return (
    <>
      <meta property="og:site_name" content={site.agency.name[lang]} />
      <meta property="og:title" content={meta.ogTitle ?? title} />
      <meta property="og:description" content={meta.ogDescription ?? description} />
      <meta property="og:type" content={meta.ogType ?? "website"} />
      <meta property="og:url" content={absolute(canonicalPath)} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {otherLocales.map((code) => (
        <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
      ))}
      {image && <meta property="og:image" content={absolute(image)} />}
      {image && ownImage && meta.imageSize && <meta property="og:image:width" content={String(meta.imageSize.width)} />}
      {image && ownImage && meta.imageSize && <meta property="og:image:height" content={String(meta.imageSize.height)} />}
      {image && meta.imageAlt && <meta property="og:image:alt" content={meta.imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.twitterTitle ?? meta.ogTitle ?? title} />
      <meta name="twitter:description" content={meta.twitterDescription ?? meta.ogDescription ?? description} />
      {twitterImage && <meta name="twitter:image" content={absolute(twitterImage)} />}
      {twitterSite && <meta name="twitter:site" content={twitterSite} />}
      {meta.structuredData && meta.structuredData.length > 0 && (
        // Data, not script: CSP does not apply, and serializeJsonLd escapes <, >, & so it cannot end the element.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(meta.structuredData) }} />
      )}
    </>
  );
}
