import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPath } from "../../../client/i18n/routes";
import { TESTIMONIAL_PHOTO_PREFIX } from "../../../worker/leads/photo";
import { ORPHAN_PHOTO_AGE_MS } from "../../../worker/privacy/photo-sweep";
import { purgeExpired } from "../../../worker/privacy/retention";
import { ORIGIN } from "../worker";
import { FORM_CONTEXT, leadRows, oldStamp } from "./helpers";

/** The smallest PNG there is: a signature and a 1×1 image. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (char) =>
  char.charCodeAt(0),
);

async function postTestimonial(comment: string, nonce: string): Promise<Response> {
  const body = new FormData();
  const fields = { page: "/en/", name: "An", email: "an@example.be", comment, [FORM_CONTEXT.stamp]: await oldStamp(), [FORM_CONTEXT.nonce]: nonce };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("photo", new File([PNG], "me.png", { type: "image/png" }));
  return exports.default.fetch(
    new Request(new URL(formPath("testimonial", "en"), ORIGIN), {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.81" },
    }),
  );
}

async function storedPhotos(): Promise<string[]> {
  return (await env.UPLOADS.list({ prefix: TESTIMONIAL_PHOTO_PREFIX })).objects.map((object) => object.key).sort();
}

/** The photo keys the stored leads name. */
async function namedPhotos(): Promise<string[]> {
  return (await leadRows()).flatMap((lead) => (JSON.parse(lead.payload) as { photo?: { key: string } }).photo?.key ?? []).sort();
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM testimonial_reviews; DELETE FROM leads;");
  const keys = await storedPhotos();
  if (keys.length > 0) await env.UPLOADS.delete(keys);
});

describe("a testimonial's photo", () => {
  it("is kept once for a post sent twice: the duplicate's photo is not left behind", async () => {
    expect((await postTestimonial("Great help", "view-1")).status).toBe(303);
    expect((await postTestimonial("Great help", "view-1")).status).toBe(303);
    expect(await leadRows()).toHaveLength(1);
    const named = await namedPhotos();
    expect(named).toHaveLength(1);
    expect(await storedPhotos()).toEqual(named);
  });

  it("that no lead names is swept a day after it was stored, and a named one stays", async () => {
    expect((await postTestimonial("Kept", "view-2")).status).toBe(303);
    const [named] = await namedPhotos();
    const orphan = `${TESTIMONIAL_PHOTO_PREFIX}${crypto.randomUUID()}.png`;
    await env.UPLOADS.put(orphan, PNG, { httpMetadata: { contentType: "image/png" } });
    // Within a day it may be a photo whose lead is being stored right now: it stays.
    expect((await purgeExpired(env, new Date())).orphanPhotos).toBe(0);
    expect(await storedPhotos()).toEqual([named, orphan].sort());
    const report = await purgeExpired(env, new Date(Date.now() + ORPHAN_PHOTO_AGE_MS + 60_000));
    expect(report.orphanPhotos).toBe(1);
    expect(await storedPhotos()).toEqual([named]);
    expect(await leadRows()).toHaveLength(1);
  });

  it("leaves the content's own images alone", async () => {
    const image = `content/${"a".repeat(64)}.png`;
    await env.UPLOADS.put(image, PNG);
    await purgeExpired(env, new Date(Date.now() + ORPHAN_PHOTO_AGE_MS + 60_000));
    expect(await env.UPLOADS.head(image)).not.toBeNull();
    await env.UPLOADS.delete(image);
  });
});
