import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CODE_LINKS } from "../../../client/i18n/routes";
import { seedContent as content } from "../../../worker/content";
import type { SiteConfig } from "../../../worker/content/schema";
import { PageContextProvider, type PageContextValue } from "../../../worker/pages/context";
import { Document } from "../../../worker/pages/Document";
import type { Meta } from "../../../worker/seo/meta";

const ORIGIN = "https://www.example.be";

function head(meta: Partial<Meta>, site: SiteConfig = content.site): string {
  const page: PageContextValue = {
    lang: "fr",
    links: CODE_LINKS,
    site,
    origin: ORIGIN,
    path: "/fr/contact/",
    listQuery: "",
    alternates: { nl: "/nl/contact/", fr: "/fr/contact/" },
    enabledLanguages: ["nl", "fr"],
    isHome: false,
    isPreview: false,
    assets: { script: "/assets/entry.js", stylesheet: "/assets/site.css" },
    menu: [],
    searchVersion: null,
    imageRewrite: undefined,
    mapStyleUrl: null,
  };
  const full: Meta = { title: "Contact", description: "Écrivez-nous", canonicalPath: "/fr/contact/", xDefaultPath: "/contact/", noindex: false, ...meta };
  const html = renderToString(
    <PageContextProvider value={page}>
      <Document meta={full} nonce="n0nce">
        <main />
      </Document>
    </PageContextProvider>,
  );
  return html.slice(0, html.indexOf("</head>"));
}

describe("Document head", () => {
  it("renders the verification metas and twitter:site configured in the site settings", () => {
    const settings = {
      ...content.site.settings,
      googleVerification: "g-123",
      facebookVerification: "fb-456",
      nortonSafeWeb: "ns-789",
      twitterSite: "@vitrine",
    };
    const html = head({}, { ...content.site, settings });
    expect(html).toContain('<meta name="google-site-verification" content="g-123"/>');
    expect(html).toContain('<meta name="facebook-domain-verification" content="fb-456"/>');
    expect(html).toContain('<meta name="norton-safeweb-site-verification" content="ns-789"/>');
    expect(html).toContain('<meta name="twitter:site" content="@vitrine"/>');
  });

  it("uses the site image without a size when the page has none, and the page's image with its size", () => {
    const fallback = head({});
    expect(fallback).toContain(`<meta property="og:image" content="${ORIGIN}${content.site.settings.image}"/>`);
    expect(fallback).not.toContain("og:image:width");
    const own = head({ image: "https://cdn.example.com/a.jpg", imageSize: { width: 1200, height: 630 } });
    expect(own).toContain('<meta property="og:image" content="https://cdn.example.com/a.jpg"/>');
    expect(own).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
  });

  it("lists og:locale and an alternate per other language of the page", () => {
    const html = head({});
    expect(html).toContain('<meta property="og:locale" content="fr_BE"/><meta property="og:locale:alternate" content="nl_BE"/>');
  });

  it("keeps hostile text inside the JSON-LD script element", () => {
    const html = head({ structuredData: [{ "@type": "Thing", name: "</script><script>alert(1)</script>" }] });
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]![1]!)).toMatchObject({ name: "</script><script>alert(1)</script>" });
    expect(html).not.toContain("<script>alert(1)");
  });

  it("omits the JSON-LD element when the page contributes no nodes", () => {
    expect(head({ structuredData: [] })).not.toContain("application/ld+json");
  });
});
