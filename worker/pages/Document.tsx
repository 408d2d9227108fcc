import type { ReactNode } from "react";
import { LANGUAGES } from "../../client/i18n/languages";
import { usePage } from "./context";
import { consentDefaultsScript, noJsScript, themeStyle } from "./head-scripts";
import type { Meta } from "../seo/meta";
import { SeoHead } from "./SeoHead";

/** The HTML document: head (metadata, alternates, CSP-nonce'd scripts) around the page frame. */
export function Document({ meta, nonce, children }: { meta: Meta; nonce: string; children: ReactNode }) {
  const { lang, origin, alternates, site, assets, isPrivate } = usePage();
  const absolute = (path: string) => new URL(path, origin).toString();
  const tagIds = JSON.stringify(site.site_info).replace(/</g, "\\u003c");
  // A private page (owner sign-in, portal, account) gives no tag an id to load nor a consent default:
  // its address may carry a password link's secret, and an owner's own visits are nobody's statistics.
  const tags = !isPrivate;
  return (
    <html lang={lang} className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="robots" content={meta.noindex ? "noindex, nofollow" : site.settings.robots} />
        <link rel="canonical" href={absolute(meta.canonicalPath)} />
        {LANGUAGES.filter((code) => alternates[code]).map((code) => (
          <link key={code} rel="alternate" hrefLang={code} href={absolute(alternates[code] ?? "/")} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={absolute(meta.xDefaultPath)} />
        <SeoHead meta={meta} title={meta.title} description={meta.description} canonicalPath={meta.canonicalPath} />
        {site.settings.googleVerification && <meta name="google-site-verification" content={site.settings.googleVerification} />}
        {site.settings.facebookVerification && <meta name="facebook-domain-verification" content={site.settings.facebookVerification} />}
        {site.settings.nortonSafeWeb && <meta name="norton-safeweb-site-verification" content={site.settings.nortonSafeWeb} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeStyle(site) }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tags ? noJsScript + consentDefaultsScript : noJsScript }} />
        {tags && <script type="application/json" id="vitrine-tags" dangerouslySetInnerHTML={{ __html: tagIds }} />}
        <script type="module" src={assets.script} nonce={nonce} />
      </head>
      <body>{children}</body>
    </html>
  );
}
