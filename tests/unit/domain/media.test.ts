import { describe, expect, it } from "vitest";
import { TOUR_HOST_SUFFIXES, embedUrl, parseMediaLink, youtubeEmbedUrl, youtubeThumbnailUrl, vimeoEmbedUrl } from "../../../client/domain/media";

const ID = "dQw4w9WgXcQ";

describe("parseMediaLink: video files", () => {
  it.each([
    ["recognises an mp4 file", "https://cdn.example.be/tour.mp4"],
    ["recognises every listed extension", "https://cdn.example.be/a.webm"],
    ["ignores the extension's case", "https://cdn.example.be/A.MOV"],
    ["ignores a query string", "https://cdn.example.be/a.wmv?token=1"],
    ["ignores a hash", "https://cdn.example.be/a.avi#t=10"],
    ["accepts a relative file", "/media/banner.flv"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toEqual({ kind: "video-file", url });
  });

  it.each([
    ["rejects another extension", "https://cdn.example.be/a.mp3"],
    ["rejects an extension only in the query", "https://cdn.example.be/page?file=a.mp4"],
    ["rejects an extension inside a name", "https://cdn.example.be/a.mp4.html"],
    ["rejects a script address dressed as a file", "javascript:alert(1)//a.mp4"],
    ["rejects a data address", "data:video/mp4;base64,AAAA.mp4"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });
});

describe("parseMediaLink: YouTube", () => {
  it.each([
    ["reads a watch link", `https://www.youtube.com/watch?v=${ID}`],
    ["reads a watch link with extra parameters", `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ["reads a watch link without www", `https://youtube.com/watch?v=${ID}`],
    ["reads a mobile watch link", `https://m.youtube.com/watch?v=${ID}`],
    ["reads an http watch link", `http://www.youtube.com/watch?v=${ID}`],
    ["reads a link without a scheme", `www.youtube.com/watch?v=${ID}`],
    ["reads an embed link", `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ["reads a privacy-mode embed link", `https://www.youtube-nocookie.com/embed/${ID}`],
    ["reads a shorts link", `https://youtube.com/shorts/${ID}`],
    ["reads a short-domain link", `https://youtu.be/${ID}`],
    ["reads a short-domain link with a time", `https://youtu.be/${ID}?t=30`],
    ["reads a short-domain link without a scheme", `youtu.be/${ID}`],
    ["reads an id with hyphens and underscores", "https://youtu.be/a-b_c-d_e-f"],
  ])("%s", (_behaviour, url) => {
    const link = parseMediaLink(url);
    expect(link?.kind).toBe("youtube");
    expect(link?.kind === "youtube" && link.id).toBe(url.includes("a-b_c") ? "a-b_c-d_e-f" : ID);
  });

  it.each([
    ["rejects a lookalike host", `https://notyoutube.com/watch?v=${ID}`],
    ["rejects a host that only starts like YouTube", `https://youtube.com.evil.io/watch?v=${ID}`],
    ["rejects credentials that name YouTube", `https://youtube.com@evil.io/watch?v=${ID}`],
    ["rejects an id that is too short", "https://youtu.be/abc"],
    ["rejects an id that is too long", `https://youtu.be/${ID}X`],
    ["rejects an id with other characters", "https://youtu.be/abc$efghijk"],
    ["rejects a watch link without v", "https://www.youtube.com/watch?list=x"],
    ["rejects a channel page", "https://www.youtube.com/@agency"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });
});

describe("parseMediaLink: Vimeo", () => {
  it.each([
    ["reads a plain link", "https://vimeo.com/123456", "123456"],
    ["reads a www link", "https://www.vimeo.com/123456", "123456"],
    ["reads an unlisted link", "https://vimeo.com/123456/abcdef12", "123456"],
    ["reads a channel link", "https://vimeo.com/channels/staffpicks/987654", "987654"],
    ["reads a player link", "https://player.vimeo.com/video/123456?h=abc", "123456"],
  ])("%s", (_behaviour, url, id) => {
    expect(parseMediaLink(url)).toMatchObject({ kind: "vimeo", id });
  });

  it.each([
    ["rejects a non-numeric id", "https://vimeo.com/about"],
    ["rejects a lookalike host", "https://notvimeo.com/123456"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });
});

describe("parseMediaLink: Facebook", () => {
  it.each([
    ["recognises a page video", "https://www.facebook.com/agency/videos/1234567890/"],
    ["recognises a mobile page video", "https://m.facebook.com/agency/videos/1234567890"],
    ["recognises a watch link", "https://www.facebook.com/watch/?v=1234567890"],
    ["recognises a watch link without slash", "https://facebook.com/watch?v=1234567890"],
    ["recognises a short watch link", "https://fb.watch/abcDEF123/"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)?.kind).toBe("facebook");
  });

  it.each([
    ["rejects a profile page", "https://www.facebook.com/agency"],
    ["rejects a watch link without v", "https://www.facebook.com/watch/"],
    ["rejects a lookalike host", "https://facebook.com.evil.io/agency/videos/1"],
    ["rejects a host ending in facebook.com without a dot", "https://notfacebook.com/agency/videos/1"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });
});

describe("parseMediaLink: tours", () => {
  it.each([
    ["recognises a 3D tour", "https://my.matterport.com/show/?m=abc", "3d"],
    ["recognises a 3D tour on the bare host", "https://matterport.com/discover/space/x", "3d"],
    ["recognises a virtual tour", "https://tour.nodalview.com/x", "virtual"],
    ["recognises a visualization", "https://tours.giraffe360.com/abc", "visualization"],
  ])("%s", (_behaviour, url, tour) => {
    expect(parseMediaLink(url)).toMatchObject({ kind: "tour", tour });
  });

  it.each([
    ["rejects a host that only ends in the same letters", "https://evilmatterport.com/show"],
    ["rejects a host that contains the provider", "https://matterport.com.evil.io/show"],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });

  it("names one host suffix per provider kind", () => {
    expect(TOUR_HOST_SUFFIXES).toEqual({ "3d": "matterport.com", virtual: "nodalview.com", visualization: "giraffe360.com" });
  });
});

describe("parseMediaLink: other input", () => {
  it.each([
    ["rejects an empty string", ""],
    ["rejects plain text", "geen video"],
    ["rejects an ordinary page", "https://www.example.be/"],
    ["rejects an ftp address", `ftp://youtu.be/${ID}`],
  ])("%s", (_behaviour, url) => {
    expect(parseMediaLink(url)).toBeUndefined();
  });

  it("rejects missing input", () => {
    expect(parseMediaLink(undefined)).toBeUndefined();
    expect(parseMediaLink(null)).toBeUndefined();
  });
});

describe("embed and thumbnail addresses", () => {
  it.each([
    ["gives the high thumbnail by default", undefined, `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`],
    ["gives the high thumbnail", "high", `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`],
    ["gives the medium thumbnail", "medium", `https://i.ytimg.com/vi/${ID}/mqdefault.jpg`],
    ["gives the low thumbnail", "low", `https://i.ytimg.com/vi/${ID}/default.jpg`],
  ] as const)("%s", (_behaviour, quality, expected) => {
    expect(youtubeThumbnailUrl(ID, quality)).toBe(expected);
  });

  it("embeds YouTube without cookies", () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it("embeds Vimeo through its player", () => {
    expect(vimeoEmbedUrl("123456")).toBe("https://player.vimeo.com/video/123456");
  });

  it.each([
    ["embeds a YouTube link", `https://youtu.be/${ID}`, `https://www.youtube-nocookie.com/embed/${ID}`],
    ["embeds a Vimeo link", "https://vimeo.com/42", "https://player.vimeo.com/video/42"],
    [
      "embeds a Facebook video through the video plugin",
      "https://fb.watch/abc/",
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2Fabc%2F",
    ],
    ["embeds a tour as it is", "https://my.matterport.com/show/?m=abc", "https://my.matterport.com/show/?m=abc"],
    ["has no embed for a video file", "https://cdn.example.be/a.mp4", undefined],
  ])("%s", (_behaviour, url, expected) => {
    const link = parseMediaLink(url);
    expect(link).toBeDefined();
    expect(link && embedUrl(link)).toBe(expected);
  });
});
