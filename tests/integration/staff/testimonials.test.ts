import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { clearTables, staffFetch, staffPost, storeLead } from "./helpers";

beforeEach(clearTables);

const testimonial = (lang: "fr" | "nl", comment: string, photo?: string) =>
  storeLead({
    email: `${crypto.randomUUID()}@example.com`,
    form: "testimonial",
    lang,
    page: lang === "fr" ? "/fr/nos-services/" : "/nl/onze-diensten/",
    person: { firstName: "Claire", email: "c@example.com" },
    payload: { fields: { name: "Claire D.", comment }, ...(photo ? { photo: { key: photo, type: "image/jpeg", size: 3 } } : {}) },
    deliveries: ["agency-mail"],
  });

describe("testimonials awaiting approval", () => {
  it("an approved one appears on the testimonial page in its language only (the cached page too); a rejected one never", async () => {
    const approved = await testimonial("fr", "Une équipe formidable, approuvée");
    const rejected = await testimonial("fr", "Un avis refusé");
    // The page is in the edge cache before the decision.
    expect((await staffFetch("/fr/nos-services/")).body).not.toContain("Une équipe formidable");
    const list = (await staffFetch("/staff/testimonials/")).body;
    expect(list).toContain("Une équipe formidable, approuvée");
    expect(list).toContain("Un avis refusé");

    expect((await staffPost(`/staff/testimonials/${approved}/`, { decision: "approved" })).status).toBe(303);
    expect((await staffPost(`/staff/testimonials/${rejected}/`, { decision: "rejected" })).status).toBe(303);

    const french = (await staffFetch("/fr/nos-services/")).body;
    expect(french).toContain("Une équipe formidable, approuvée");
    expect(french).not.toContain("Un avis refusé");
    expect((await staffFetch("/nl/onze-diensten/")).body).not.toContain("Une équipe formidable");
    expect((await staffFetch("/staff/testimonials/")).body).not.toContain("Une équipe formidable");
  });

  it("serves the photo to the staff only", async () => {
    const key = `testimonials/${crypto.randomUUID()}.jpg`;
    await env.UPLOADS.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: "image/jpeg" } });
    const id = await testimonial("nl", "Met foto", key);
    const photo = await staffFetch(`/staff/testimonials/${id}/photo/`);
    expect(photo.status).toBe(200);
    expect(photo.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.response.headers.get("Cache-Control")).toBe("no-store");
    const outside = await staffFetch(`/staff/testimonials/${id}/photo/`, {
      origin: "https://www.vitrine-vastgoed.be",
      vars: { SITE_ORIGIN: "https://www.vitrine-vastgoed.be" },
    });
    expect(outside.status).toBe(403);
  });

  it("refuses a decision that is neither", async () => {
    const id = await testimonial("nl", "Hmm");
    expect((await staffPost(`/staff/testimonials/${id}/`, { decision: "publish" })).status).toBe(400);
  });
});
