import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { bytesSum, gzip } from "../../../worker/memory/compression";
import {
  CONTENT_FORMAT_VERSION,
  CONTENT_VERSION_MAX_BYTES,
  ContentVersionFault,
  decodeContentVersion,
  encodeContentVersion,
} from "../../../worker/content/version-store";

const faultOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ContentVersionFault,
  );

describe("a stored content version", () => {
  it("reads back as the content it was written from", async () => {
    const stored = await encodeContentVersion(seedContent);
    expect(stored.format).toBe(CONTENT_FORMAT_VERSION);
    expect(await decodeContentVersion(1, stored)).toEqual(seedContent);
  });

  it("keeps the repository's whole site far below D1's row limit", async () => {
    const { body } = await encodeContentVersion(seedContent);
    // Room for years of articles: the seed is a small share of what a version may hold.
    expect(body.byteLength).toBeLessThan(CONTENT_VERSION_MAX_BYTES / 10);
  });

  it("is refused when one byte changed, when it is not gzip, when its format is unknown or when its content fails the schema", async () => {
    const stored = await encodeContentVersion(seedContent);
    const flipped = new Uint8Array(stored.body);
    flipped[flipped.length - 12]! ^= 1;
    expect(await faultOf(decodeContentVersion(3, { ...stored, body: flipped }))).toMatchObject({ version: 3, problem: "corrupt" });

    const notGzip = new TextEncoder().encode("{}") as Uint8Array<ArrayBuffer>;
    expect(await faultOf(decodeContentVersion(3, { format: 1, body: notGzip, sha256: await bytesSum(notGzip) }))).toMatchObject({ problem: "unreadable" });

    const store = async (json: unknown) => {
      const body = await gzip(JSON.stringify(json));
      return { format: 1, body, sha256: await bytesSum(body) };
    };
    expect(await faultOf(decodeContentVersion(3, await store({ format: CONTENT_FORMAT_VERSION + 1, content: seedContent })))).toMatchObject({
      problem: "format",
    });
    const broken = { ...seedContent, pages: [{ ...seedContent.pages[0], route: "nowhere" }] };
    const fault = await faultOf(decodeContentVersion(3, await store({ format: CONTENT_FORMAT_VERSION, content: broken })));
    expect(fault).toBeInstanceOf(ContentVersionFault);
    expect(fault).toMatchObject({ problem: "invalid" });
  });

  it("still serves a version published with an http address, but not one with a script for an address (issue 37)", async () => {
    const store = async (content: unknown) => {
      const body = await gzip(JSON.stringify({ format: CONTENT_FORMAT_VERSION, content }));
      return { format: CONTENT_FORMAT_VERSION, body, sha256: await bytesSum(body) };
    };
    const withRedirect = (redirectUrl: string) => ({
      ...seedContent,
      pages: seedContent.pages.map((page, index) => (index === 0 ? { ...page, params: { ...page.params, redirect: true, redirectUrl } } : page)),
    });
    const served = await decodeContentVersion(4, await store(withRedirect("http://www.example.com/")));
    expect(served.pages[0]!.params.redirectUrl).toBe("http://www.example.com/");
    expect(await faultOf(decodeContentVersion(4, await store(withRedirect("javascript:alert(1)"))))).toMatchObject({ problem: "invalid" });
  });

  it("still serves a version published with any address the old check let through, only not a script (review of issue 37)", async () => {
    const store = async (content: unknown) => {
      const body = await gzip(JSON.stringify({ format: CONTENT_FORMAT_VERSION, content }));
      return { format: CONTENT_FORMAT_VERSION, body, sha256: await bytesSum(body) };
    };
    const article = seedContent.articles[0]!;
    const withAddresses = (redirectUrl: string, href: string, website: string) => ({
      ...seedContent,
      pages: seedContent.pages.map((page, index) => (index === 0 ? { ...page, params: { ...page.params, redirect: true, redirectUrl } } : page)),
      articles: seedContent.articles.map((each) =>
        each === article
          ? {
              ...each,
              body: { ...each.body, en: [{ type: "link", text: "Our office", link: { href } }] },
              testimonials: [{ name: "An", comment: article.title, website, date: "2024-01-01", poster: "An" }],
            }
          : each,
      ),
    });
    const served = await decodeContentVersion(5, await store(withAddresses("https://a.be/ ", "tel:+32 9 123 45 67", "http://an.example/")));
    expect(served.pages[0]!.params.redirectUrl).toBe("https://a.be/");
    expect(served.articles[0]!.body.en).toEqual([{ type: "link", text: "Our office", link: { href: "tel:+3291234567" } }]);
    expect(served.articles[0]!.testimonials![0]!.website).toBe("http://an.example/");
    const old = await decodeContentVersion(
      5,
      await store(withAddresses("ftp://files.example/plan.pdf", "mailto:info@a.be?subject=Bezoek pand", "https://an.example/")),
    );
    expect(old.pages[0]!.params.redirectUrl).toBe("ftp://files.example/plan.pdf");
    expect(old.articles[0]!.body.en).toEqual([{ type: "link", text: "Our office", link: { href: "mailto:info@a.be?subject=Bezoek%20pand" } }]);
    for (const script of [" JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"])
      expect(await faultOf(decodeContentVersion(5, await store(withAddresses(script, "https://a.be/", "https://an.example/"))))).toMatchObject({
        problem: "invalid",
      });
    expect(await faultOf(decodeContentVersion(5, await store(withAddresses("https://a.be/", "javascript:alert(1)", "https://an.example/"))))).toMatchObject({
      problem: "invalid",
    });
  });
});
