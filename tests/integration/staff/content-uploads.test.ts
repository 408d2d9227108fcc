import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { MAX_CONTENT_POST_BYTES } from "../../../worker/staff/routes/content-limit";
import { workingDocument } from "../../../worker/content/working-copy";
import { resetContent } from "../content/reset";
import { formFields } from "./form-fields";
import { pngVariant } from "./png-variant";
import { staffFetch } from "./helpers";

const EN = { "Accept-Language": "en" };
/** tests/fixtures/images/photo.png: 37 × 23 pixels. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAACUAAAAXAQMAAAC24hTmAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEUzZsz///8N3jmNAAAAAWJLR0QB/wIt3gAAAAd0SU1FB+oLGBUFK1JQsLsAAAAMSURBVAjXY2AYLAAAAIoAATCBhKgAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjRUMjE6MDU6NDMrMDA6MDCjlpknAAAAJXRFWHRkYXRlOm1vZGlmeQAyMDI2LTExLTI0VDIxOjA1OjQzKzAwOjAw0sshmwAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
/** 300 characters per language (what each field allows), accented: more than R2 keeps with an image. */
const LONG = { nl: "é".repeat(300), fr: "è".repeat(300), en: "ü".repeat(300), de: "ö".repeat(300) };
const REFUSED = "The alternative texts are too long together to be kept with the image";

/** Another image each time, so the library stores it anew. */
const anotherPng = (seed: number) => pngVariant(PNG, seed);

async function uploadToLibrary(bytes: Uint8Array<ArrayBuffer>, alt: Record<string, string>) {
  const body = new FormData();
  body.append("file", new File([bytes], "office.png", { type: "image/png" }));
  for (const [lang, text] of Object.entries(alt)) body.append(`alt.${lang}`, text);
  return staffFetch("/staff/content/media/", { method: "POST", body, headers: EN });
}

const libraryPaths = async () => [...(await env.UPLOADS.list({ prefix: "content/" })).objects].map((object) => object.key);

beforeEach(resetContent);

describe("uploads the content editor bounds (issue 42 review)", () => {
  it("refuses, in words, alt texts too long together to keep with an image in the library, keeping what was typed", async () => {
    const before = await libraryPaths();
    const refused = await uploadToLibrary(anotherPng(3), LONG);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(REFUSED);
    for (const text of Object.values(LONG)) expect(refused.body).toContain(`value="${text}"`);
    expect(await libraryPaths()).toEqual(before);

    // Editing an image's alt texts in the library: refused the same way, the image keeps its own.
    const uploaded = await uploadToLibrary(anotherPng(5), { en: "Garden" });
    expect(uploaded.status).toBe(303);
    const path = new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
    const fields = new URLSearchParams({ path, ...Object.fromEntries(Object.entries(LONG).map(([lang, text]) => [`alt.${lang}`, text])) });
    const described = await staffFetch("/staff/content/media/describe/", {
      method: "POST",
      body: fields,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
    });
    expect(described.status).toBe(422);
    expect(described.body).toContain(REFUSED);
    expect(described.body).toMatch(/<details open="">/);
    for (const text of Object.values(LONG)) expect(described.body).toContain(`value="${text}"`);
    const library = (await staffFetch("/staff/content/media/", { headers: EN })).body;
    expect(library).toContain('alt="Garden"');
  });

  it("refuses such alt texts at an upload in a document's own form, on their field, keeping the form", async () => {
    const member = seedContent.team[0]!;
    const href = `/staff/content/team/${member.id}/`;
    const body = new FormData();
    for (const [name, value] of await formFields((await staffFetch(href, { headers: EN })).body)) {
      const lang = /^image\.alt\.(\w\w)$/.exec(name)?.[1] as keyof typeof LONG | undefined;
      body.append(name, lang ? LONG[lang] : value);
    }
    body.append("image._upload", new File([anotherPng(7)], "portrait.png", { type: "image/png" }));
    const before = await libraryPaths();
    const saved = await staffFetch(href, { method: "POST", body, headers: EN });
    expect(saved.status).toBe(422);
    expect(saved.body.match(/id="errors".*?<\/div>/s)?.[0]).toContain(REFUSED);
    for (const text of Object.values(LONG)) expect(saved.body).toContain(`value="${text}"`);
    expect(await libraryPaths()).toEqual(before);
  });

  it("refuses an image larger than 10 MB uploaded in a document's form, on its field", async () => {
    const member = seedContent.team[0]!;
    const href = `/staff/content/team/${member.id}/`;
    const body = new FormData();
    for (const [name, value] of await formFields((await staffFetch(href, { headers: EN })).body)) body.append(name, value);
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(PNG);
    body.append("image._upload", new File([large], "huge.png", { type: "image/png" }));
    const saved = await staffFetch(href, { method: "POST", body, headers: EN });
    expect(saved.status).toBe(422);
    expect(saved.body.match(/id="errors".*?<\/div>/s)?.[0]).toContain("This file is too large: at most 10 MB.");
  });

  it("answers a post larger than the editor takes with a 413 page in words, and saves nothing", async () => {
    const before = (await workingDocument(env.DB, { kind: "site", id: "banner" }))?.body;
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_CONTENT_POST_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const posted = await staffFetch("/staff/content/site/banner/", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
    });
    expect(posted.status).toBe(413);
    expect(posted.body).toContain("Too much sent at once");
    expect(posted.body).toContain("nothing was saved");
    expect(posted.body).toContain('href="/staff/content/"');
    expect((await workingDocument(env.DB, { kind: "site", id: "banner" }))?.body).toEqual(before);
    // A declared length is refused before anything is read.
    const declared = await staffFetch("/staff/content/site/banner/", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(MAX_CONTENT_POST_BYTES + 1), ...EN },
    });
    expect(declared.status).toBe(413);
  });
});
