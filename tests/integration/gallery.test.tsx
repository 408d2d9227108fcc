import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import manifest from "../../dist/client/.vite/manifest.json";
import { i18nFor } from "../../worker/i18n";
import { MediaItem } from "../../worker/pages/listings/MediaItem";
import { get } from "./worker";

const firstDetailPage = async () => {
  const list = await (await get("/nl/te-koop/")).text();
  const link = /<a href="([^"]+)" class="property-card-link"/.exec(list)?.[1];
  return (await get(link!)).text();
};

const galleryOf = (html: string) => /<div class="island" data-island="Gallery"[\s\S]*?<\/section><\/div>/.exec(html)?.[0] ?? "";
const imgTags = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);

describe("the detail page's gallery", () => {
  it("renders the Gallery island with the first picture eager and every other picture lazy, all with their size", async () => {
    const gallery = galleryOf(await firstDetailPage());
    expect(gallery).not.toBe("");
    const images = imgTags(/<ul class="swiper-wrapper gallery-strip">[\s\S]*?<\/ul>/.exec(gallery)?.[0] ?? "");
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    for (const image of images.slice(1)) {
      expect(image).toMatch(/loading="lazy"/);
      expect(image).not.toMatch(/fetchPriority/i);
    }
    for (const image of images) expect(image).toMatch(/ width="\d+" height="\d+"/);
  });

  it("passes the pictures to the island as JSON and links every picture without JavaScript", async () => {
    const gallery = galleryOf(await firstDetailPage());
    const json =
      /data-props="([^"]*)"/
        .exec(gallery)?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&") ?? "{}";
    const props = JSON.parse(json) as { pictures: { src: string; large: string }[]; title: string };
    expect(props.title).not.toBe("");
    const hrefs = [...gallery.matchAll(/<li id="[^"]+" class="swiper-slide gallery-slide"><a href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(props.pictures.map((picture) => picture.large));
  });

  it("renders the controls and a thumbnail button per picture on the server, so nothing moves when the island hydrates", async () => {
    const gallery = galleryOf(await firstDetailPage());
    const props = JSON.parse(
      /data-props="([^"]*)"/
        .exec(gallery)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&"),
    ) as { pictures: { thumb: string }[] };
    const total = props.pictures.length;
    expect(gallery).toContain('<div class="gallery-controls">');
    const thumbs = [...gallery.matchAll(/<button type="button" class="gallery-thumb" aria-label="([^"]+)"( aria-current="true")?><img ([^>]*)>/g)];
    expect(thumbs.map((match) => match[1])).toEqual(props.pictures.map((_, at) => `Foto ${at + 1} van ${total}`));
    expect(thumbs.map((match) => !!match[2])).toEqual(props.pictures.map((_, at) => at === 0));
    thumbs.forEach((match, at) => {
      expect(match[3]).toContain(`src="${props.pictures[at]!.thumb}"`);
      expect(match[3]).toMatch(/alt="" loading="lazy"/);
      expect(match[3]).toMatch(/fetchPriority="low"/i);
    });
    // Without JavaScript a line counts the pictures instead (gallery.css shows one or the other).
    expect(gallery).toContain(`<div class="gallery-no-js"><p class="gallery-count">${total} foto&#x27;s</p>`);
  });

  it("gives every picture an anchor and, for visitors without JavaScript, a numbered link to it", async () => {
    const gallery = galleryOf(await firstDetailPage());
    const slides = [...gallery.matchAll(/<li id="([^"]+)" class="swiper-slide gallery-slide">/g)].map((match) => match[1]);
    expect(slides.length).toBeGreaterThan(1);
    const total = slides.length;
    const pages = /<ol class="gallery-pages">([\s\S]*?)<\/ol>/.exec(gallery)?.[1] ?? "";
    const links = [...pages.matchAll(/<a href="#([^"]+)" aria-label="([^"]+)">(\d+)<\/a>/g)].map((match) => [match[1], match[2], match[3]]);
    expect(links).toEqual(slides.map((id, at) => [id, `Foto ${at + 1} van ${total}`, String(at + 1)]));
    expect(new Set(slides).size).toBe(total);
  });

  it("links the gallery's stylesheet right before the island, so its layout holds from the first paint", async () => {
    const html = await firstDetailPage();
    const link = /<link rel="stylesheet" href="(\/assets\/Gallery-[\w-]+\.css)"\/><div class="island" data-island="Gallery"/.exec(html);
    expect(link?.[1]).toBe(`/${manifest["client/islands/Gallery.tsx"].css[0]}`);
  });
});

describe("media links of a detail page", () => {
  const render = (url: string) =>
    renderToString(
      <I18nProvider i18n={i18nFor("en")}>
        <MediaItem url={url} label="Video" title="Villa" />
      </I18nProvider>,
    );

  it("shows a YouTube video as a click-to-load still, without loading the player", () => {
    const html = render("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(html).toContain('data-island="VideoFacade"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("Play video: Villa");
    expect(html).not.toContain("<iframe");
  });

  it("shows a Vimeo video as a click-to-load poster", () => {
    const html = render("https://vimeo.com/76979871");
    expect(html).toContain('data-island="VideoFacade"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<img");
  });

  it("keeps tours, Facebook videos and video files as plain links", () => {
    for (const url of ["https://my.matterport.com/show/?m=abc", "https://www.facebook.com/agency/videos/123/", "/media/tour.mp4"]) {
      const html = render(url);
      expect(html).not.toContain("data-island");
      expect(html).toMatch(/<a href="[^"]+" target="_blank" rel="noopener noreferrer">Video<\/a>/);
    }
  });
});
