import { describe, expect, it } from "vitest";
import { cdnImageUrl } from "../../../client/domain/image-url";

const config = { storageHosts: ["storage.provider.example"], cdnHost: "images.vitrine.example" };

describe("CDN image addresses", () => {
  it.each([400, 600, 1360, 1920])("rewrites a storage address at %i px, webp, height auto", (width) => {
    expect(cdnImageUrl("https://storage.provider.example/pictures/12/34.jpg?sv=1", width, config)).toBe(
      `https://images.vitrine.example/pictures/12/34.jpg?width=${width}&height=auto&format=webp`,
    );
  });

  it.each([["/images/listings/house-1.svg"], ["https://elsewhere.example/pic.jpg"], ["https://storage.provider.example.evil.io/pic.jpg"], ["not a url"], [""]])(
    "leaves %j alone",
    (url) => {
      expect(cdnImageUrl(url, 600, config)).toBeNull();
    },
  );

  it("rewrites the site's own content images when the CDN serves their path, and nothing else of the site", () => {
    const site = { ...config, sitePaths: ["/media/content/"] };
    expect(cdnImageUrl("/media/content/ab12.webp", 600, site)).toBe("https://images.vitrine.example/media/content/ab12.webp?width=600&height=auto&format=webp");
    for (const url of [
      "/images/team/an.svg",
      "/media/content/../../staff/",
      "/media/content//evil.example/x.png",
      "/media/content/a.png?x=1",
      "//evil.example/media/content/a.png",
    ])
      expect(cdnImageUrl(url, 600, site), url).toBeNull();
    expect(cdnImageUrl("/media/content/ab12.webp", 600, config)).toBeNull();
  });

  it("does nothing without a configured CDN", () => {
    expect(cdnImageUrl("https://storage.provider.example/p.jpg", 600, undefined)).toBeNull();
  });
});
