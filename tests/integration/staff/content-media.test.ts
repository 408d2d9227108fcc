import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { workingDocument } from "../../../worker/content/working-copy";
import { CODE_SLUGS, pathFor } from "../../../client/i18n/routes";
import { jpegWithMetadata, PHOTO_JPG } from "../../fixtures/photo-metadata";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { publishEverything, staffFetch } from "./helpers";

/** tests/fixtures/images/photo.png: 37 × 23 pixels. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAACUAAAAXAQMAAAC24hTmAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEUzZsz///8N3jmNAAAAAWJLR0QB/wIt3gAAAAd0SU1FB+oLGBUFK1JQsLsAAAAMSURBVAjXY2AYLAAAAIoAATCBhKgAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjRUMjE6MDU6NDMrMDA6MDCjlpknAAAAJXRFWHRkYXRlOm1vZGlmeQAyMDI2LTExLTI0VDIxOjA1OjQzKzAwOjAw0sshmwAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);

const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const body = new FormData();
  body.append("file", new File([bytes], name, { type }));
  return staffFetch("/staff/content/media/", { method: "POST", body, headers: { "Accept-Language": "en" } });
};

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

beforeEach(resetContent);

describe("the content's image library, /staff/content/media/", () => {
  it("stores an image under its own SHA-256, lists it with its size, and serves it to anyone, immutably", async () => {
    const uploaded = await upload(PNG, "team photo.png", "image/png");
    expect(uploaded.status).toBe(303);
    const path = new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
    expect(path).toMatch(/^\/media\/content\/[0-9a-f]{64}\.png$/);
    const library = await staffFetch("/staff/content/media/", { headers: { "Accept-Language": "en" } });
    expect(library.body).toContain(path);
    expect(library.body).toContain("37 × 23");

    const served = await staffFetch(path, { origin: "https://www.vitrine-vastgoed.be", vars: { SITE_ORIGIN: "https://www.vitrine-vastgoed.be" } });
    expect(served.status).toBe(200);
    expect(served.response.headers.get("Content-Type")).toBe("image/png");
    expect(served.response.headers.get("Cache-Control")).toContain("immutable");
    expect(served.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // The image as stored: without its text and time chunks (worker/media/strip-metadata.ts), its pixels the same.
    expect(served.response.headers.get("Content-Length")).toBe(String(served.bytes.byteLength));
    expect(new TextDecoder("latin1").decode(served.bytes)).not.toMatch(/tEXt|tIME|date:create/);
    expect(new TextDecoder("latin1").decode(served.bytes)).toContain("IDAT");
    expect((await staffFetch(path.replace(/[0-9a-f]{8}\.png$/, "00000000.png"))).status).toBe(404);
  });

  it("refuses a file that is not an image, whatever its name says, and one that is too large", async () => {
    const text = await upload(new TextEncoder().encode("not an image at all, only text"), "photo.jpg", "image/jpeg");
    expect(text.status).toBe(422);
    expect(text.body).toContain("This file is not a JPEG, PNG or WebP image.");
    const large = new Uint8Array(11 * 1024 * 1024);
    large.set(PNG);
    const tooLarge = await upload(large, "huge.png", "image/png");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain("This file is too large: at most 10 MB.");
  });

  it("keeps an uploaded photo without its EXIF (the GPS position where it was taken), and refuses a truncated one", async () => {
    const uploaded = await upload(jpegWithMetadata(PHOTO_JPG, { orientation: 1 }), "garden.jpg", "image/jpeg");
    expect(uploaded.status).toBe(303);
    const path = new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
    const served = await staffFetch(path);
    expect(served.status).toBe(200);
    // Exactly the picture, nothing of the camera's: the same bytes as the photo that never had any.
    expect(served.bytes).toEqual(PHOTO_JPG);
    expect(path).toBe(`/media/content/${await sha256(PHOTO_JPG)}.jpg`);

    const stored = async () => (await env.UPLOADS.list({ prefix: "content/" })).objects.length;
    const before = await stored();
    const truncated = await upload(PHOTO_JPG.slice(0, 200), "cut.jpg", "image/jpeg");
    expect(truncated.status).toBe(422);
    expect(truncated.body).toContain("This image’s size cannot be read; is the file damaged?");
    expect(await stored()).toBe(before);
  });

  it("fills an uploaded image's width and height when a document uses it, and refuses an address the library does not hold", async () => {
    const uploaded = await upload(PNG, "banner.png", "image/png");
    const path = new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
    const form = await formFields((await staffFetch("/staff/content/site/banner/", { headers: { "Accept-Language": "en" } })).body);
    const post = (url: string) =>
      staffFetch("/staff/content/site/banner/", {
        method: "POST",
        body: edited(form, { "image.url": url, "image.width": "1", "image.height": "1" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      });
    const missing = await post(path.replace(/[0-9a-f]{8}\.png$/, "00000000.png"));
    expect(missing.status).toBe(422);
    expect(missing.body.match(/id="errors".*?<\/div>/s)?.[0]).toContain("This image is not in the image library");
    expect((await post(path)).status).toBe(303);
    const banner = (await workingDocument(env.DB, { kind: "site", id: "banner" }))?.body;
    expect(banner).toMatchObject({ image: { url: path, width: 37, height: 23, alt: seedContent.site.banner.image.alt } });
    // An image newly set where there was none: only its address is typed, its size comes from the file.
    const popup = await formFields((await staffFetch("/staff/content/site/popup/")).body);
    const withMedia = await staffFetch("/staff/content/site/popup/", {
      method: "POST",
      body: edited(popup, { "media.url": path }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(withMedia.status).toBe(303);
    expect((await workingDocument(env.DB, { kind: "site", id: "popup" }))?.body).toMatchObject({ media: { url: path, width: 37, height: 23 } });
  });

  it("serves an uploaded team photo through the image CDN, at the listing pictures' widths, when the CDN is configured", async () => {
    const uploaded = await upload(PNG, "portrait.png", "image/png");
    const path = new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
    const member = seedContent.team.find((candidate) => candidate.status === "Published" && candidate.categoryId === 4)!;
    const href = `/staff/content/team/${member.id}/`;
    const form = await formFields((await staffFetch(href)).body);
    const saved = await staffFetch(href, {
      method: "POST",
      body: edited(form, { "image.url": path }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status).toBe(303);
    expect((await publishEverything()).status).toBe(303);
    forgetContentPointer();

    const page = await staffFetch(pathFor(CODE_SLUGS, "aboutUs", "en"), { vars: { IMAGE_CDN_HOST: "images.agency.example" } });
    expect(page.status).toBe(200);
    const cdn = `https://images.agency.example${path}`;
    expect(page.body).toContain(`src="${cdn}?width=`);
    for (const width of [400, 600, 1360, 1920]) expect(page.body).toContain(`${cdn}?width=${width}&amp;height=auto&amp;format=webp ${width}w`);
    expect(page.response.headers.get("Content-Security-Policy")).toMatch(/img-src [^;]*https:\/\/images\.agency\.example/);
    // The images shipped with the site stay as they are.
    expect(page.body).not.toContain("https://images.agency.example/images/");

    const plain = await staffFetch(pathFor(CODE_SLUGS, "aboutUs", "en"));
    expect(plain.body).toContain(`src="${path}"`);
    expect(plain.body).not.toContain("images.agency.example");
  });
});
