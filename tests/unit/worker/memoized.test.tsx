import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n, useT } from "../../../client/i18n/catalog";
import { PageContextProvider, usePage, type PageContextValue } from "../../../worker/pages/context";
import { takePreloads } from "../../../worker/pages/hoisted-preloads";
import { Memoized, MEMOIZED_CHARS, memoizedStored } from "../../../worker/pages/Memoized";
import { CODE_LINKS, CODE_SLUGS, pathFor } from "../../../client/i18n/routes";

const en = createI18n("en", { label: "Card of {name}" });
const fr = createI18n("fr", { label: "Fiche de {name}" });
const page = { lang: "en", links: CODE_LINKS, imageRewrite: undefined } as unknown as PageContextValue;
let renders = 0;

function Inner({ name, eager }: { name: string; eager: boolean }) {
  const t = useT();
  renders++;
  return (
    <>
      <img src={`/images/${name}.svg`} alt="" loading={eager ? "eager" : "lazy"} {...(eager ? { fetchPriority: "high" as const } : {})} />
      <p>
        {t("label", { name })} <b>{name}</b>
      </p>
    </>
  );
}

function Card({ owner, eager, memoized }: { owner: { name: string }; eager: boolean; memoized: boolean }) {
  const inner = <Inner name={owner.name} eager={eager} />;
  return memoized ? (
    <Memoized owner={owner} variant={String(eager)} as="article" attributes={{ className: "card" }} render={() => inner} />
  ) : (
    <article className="card">{inner}</article>
  );
}

const documentOf = (i18n: typeof en, card: React.ReactNode, shown: PageContextValue = page) =>
  renderToString(
    <html lang="en">
      <head />
      <body>
        <I18nProvider i18n={i18n}>
          <PageContextProvider value={shown}>{card}</PageContextProvider>
        </I18nProvider>
      </body>
    </html>,
  );

/**
 * A page as a visitor's browser reads it: the body as it is, the head's image preloads as a set of
 * attributes (React writes a preload() call's link with its attributes in another order, and in its
 * priority order, than an image's it finds in the tree).
 */
function asRead(html: string) {
  const [head = "", body = ""] = html.split("</head>");
  const links = [...head.matchAll(/<link rel="preload"[^>]*\/>/g)]
    .map(([link]) =>
      [...link.matchAll(/ (\w+)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort()
        .join(" "),
    )
    .sort();
  return { head: head.replace(/<link rel="preload"[^>]*\/>/g, ""), links, body };
}

describe("markup kept in memory", () => {
  it("is the markup rendered in place, its image preloads in the head, and is rendered once", () => {
    const owner = { name: "Ana & Bo" };
    const inPlace = documentOf(en, <Card owner={owner} eager memoized={false} />);
    expect(inPlace).toContain("<head><link rel=");
    renders = 0;
    expect(asRead(inPlace).links).toEqual(["as=image fetchPriority=high href=/images/Ana &amp; Bo.svg rel=preload"]);
    expect(asRead(documentOf(en, <Card owner={owner} eager memoized />))).toEqual(asRead(inPlace));
    expect(asRead(documentOf(en, <Card owner={owner} eager memoized />))).toEqual(asRead(inPlace));
    expect(renders).toBe(1);
  });

  it("keeps another variant, another language and another owner apart", () => {
    const owner = { name: "Cy" };
    renders = 0;
    expect(documentOf(en, <Card owner={owner} eager={false} memoized />)).toBe(documentOf(en, <Card owner={owner} eager={false} memoized={false} />));
    expect(documentOf(fr, <Card owner={owner} eager={false} memoized />)).toContain("Fiche de Cy");
    expect(documentOf(en, <Card owner={{ name: "Di" }} eager={false} memoized />)).toContain("Card of Di");
    // Memoized: the first, French and Di; in place: the second.
    expect(renders).toBe(4);
  });
});

describe("markup kept in memory, its keys and bounds", () => {
  it("is rendered again under another table of page addresses (a publish that renames a page)", () => {
    const owner = { name: "links" };
    const About = () => {
      const { links, lang } = usePage();
      return <a href={pathFor(links.slugs, "aboutUs", lang)}>about</a>;
    };
    const renamed = { ...CODE_LINKS, slugs: { ...CODE_SLUGS, aboutUs: { ...CODE_SLUGS.aboutUs, en: "who-we-are" } } };
    const link = (memoized: boolean, shown: PageContextValue = page) =>
      documentOf(
        en,
        memoized ? (
          <Memoized owner={owner} variant="" as="nav" attributes={{}} render={() => <About />} />
        ) : (
          <nav>
            <About />
          </nav>
        ),
        shown,
      );
    expect(link(true)).toBe(link(false));
    expect(link(true)).toContain('href="/en/services/"');
    expect(link(true, { ...page, links: renamed })).toContain('href="/en/who-we-are/"');
    expect(link(true)).toBe(link(false));
  });

  it("keeps within MEMOIZED_CHARS, dropping the least recently used first", () => {
    const big = "x".repeat(MEMOIZED_CHARS / 20);
    const owners = Array.from({ length: 30 }, (_, index) => ({ name: `${index}` }));
    for (const owner of owners) documentOf(en, <Memoized owner={owner} variant="" as="div" attributes={{}} render={() => <p>{big}</p>} />);
    expect(memoizedStored().chars).toBeLessThanOrEqual(MEMOIZED_CHARS);
    expect(memoizedStored().entries).toBeLessThan(30);
  });
});

describe("image preloads taken off kept markup", () => {
  it("reads each leading image preload with its priority, srcset and sizes, unescaped, and leaves the rest", () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg?x=1&amp;y=2"/>' +
      '<link rel="preload" as="image" imageSrcSet="/c1.jpg 1x, /c2.jpg 2x" imageSizes="100vw" fetchPriority="high"/>' +
      '<p>rest <link rel="preload" as="image" href="/not-leading.svg"/></p>';
    const { html: rest, preloads } = takePreloads(html);
    expect(rest).toBe('<p>rest <link rel="preload" as="image" href="/not-leading.svg"/></p>');
    expect(preloads).toEqual([
      { href: "/a.svg?x=1&y=2", options: { as: "image" } },
      { href: "/c1.jpg", options: { as: "image", fetchPriority: "high", imageSrcSet: "/c1.jpg 1x, /c2.jpg 2x", imageSizes: "100vw" } },
    ]);
  });
});
