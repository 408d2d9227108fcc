import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { workingDocument } from "../../../worker/content/working-copy";
import { edited, formFields } from "./form-fields";
import { staffFetch } from "./helpers";

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

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM content_documents"), env.DB.prepare("DELETE FROM content_revisions")]);
});

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
    expect(served.response.headers.get("Content-Length")).toBe(String(PNG.byteLength));
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
});
