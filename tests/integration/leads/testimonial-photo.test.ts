import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPath } from "../../../client/i18n/routes";
import { TESTIMONIAL_PHOTO_PREFIX } from "../../../worker/leads/photo";
import { createApp } from "../../../worker/app";
import { leadRepository } from "../../../worker/db/leads";
import type { Bindings } from "../../../worker/env";
import { namedByLeads, ORPHAN_PHOTO_AGE_MS, sweepOrphanPhotos } from "../../../worker/privacy/photo-sweep";
import { purgeExpired } from "../../../worker/jobs/retention";
import { ORIGIN } from "../worker";
import { FORM_CONTEXT, leadRows, oldStamp } from "./helpers";

/** The smallest PNG there is: a signature and a 1×1 image. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (char) =>
  char.charCodeAt(0),
);

function testimonialRequest(body: FormData): Request {
  return new Request(new URL(formPath("testimonial", "en"), ORIGIN), {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.81" },
  });
}

async function testimonialBody(comment: string, nonce: string): Promise<FormData> {
  const body = new FormData();
  const fields = { page: "/en/", name: "An", email: "an@example.be", comment, [FORM_CONTEXT.stamp]: await oldStamp(), [FORM_CONTEXT.nonce]: nonce };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("photo", new File([PNG], "me.png", { type: "image/png" }));
  return body;
}

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
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM testimonial_reviews; DELETE FROM leads; DELETE FROM sweep_positions;");
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

  it("that could not be put is dropped from its lead: no mail or staff page names a photo nobody can open", async () => {
    // An uploads bucket whose every put fails (R2 unavailable); the rest of it works.
    const failing = new Proxy(env.UPLOADS, {
      get(target, name) {
        if (name === "put") return () => Promise.reject(new Error("R2 is down"));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      testimonialRequest(await testimonialBody("No picture after all", "view-3")),
      { ...env, UPLOADS: failing } as Bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(303);
    const leads = await leadRows();
    expect(leads).toHaveLength(1);
    const payload = JSON.parse(leads[0]!.payload) as { photo?: unknown; fields: { comment: string } };
    expect(payload.fields.comment).toBe("No picture after all");
    expect(payload.photo).toBeUndefined();
    expect(await storedPhotos()).toEqual([]);
  });
});

describe("the sweep of photos no lead names", () => {
  const old = () => new Date(Date.now() + ORPHAN_PHOTO_AGE_MS + 60_000);
  const put = (key: string) => env.UPLOADS.put(key, PNG, { httpMetadata: { contentType: "image/png" } });

  it("goes on where the last run stopped, so photos past its last page are reached too", async () => {
    // Two named photos sort first (one page of two keys), three orphans after them.
    const named = ["0a", "0b"].map((name) => `${TESTIMONIAL_PHOTO_PREFIX}${name}.png`);
    const orphans = ["1a", "1b", "1c"].map((name) => `${TESTIMONIAL_PHOTO_PREFIX}${name}.png`);
    const leads = leadRepository(env.DB);
    for (const key of named)
      await leads.store({
        key,
        form: "testimonial",
        lang: "en",
        page: "/en/",
        person: { firstName: "An", email: "an@example.be" },
        payload: { fields: {}, photo: { key, type: "image/png", size: PNG.byteLength } },
        newsletter: false,
        captcha: "solved",
        deliveries: [],
      });
    for (const key of [...named, ...orphans]) await put(key);
    const limits = { pageSize: 2, maxPages: 1 };
    // Each run lists one page of two: the named pair, then two orphans, then the last one; then it starts over.
    expect(await sweepOrphanPhotos(env.DB, env.UPLOADS, old(), limits)).toBe(0);
    expect(await sweepOrphanPhotos(env.DB, env.UPLOADS, old(), limits)).toBe(2);
    expect(await sweepOrphanPhotos(env.DB, env.UPLOADS, old(), limits)).toBe(1);
    expect(await storedPhotos()).toEqual(named);
    await put(orphans[0]!);
    expect(await sweepOrphanPhotos(env.DB, env.UPLOADS, old(), limits)).toBe(0);
    expect(await sweepOrphanPhotos(env.DB, env.UPLOADS, old(), limits)).toBe(1);
    expect(await storedPhotos()).toEqual(named);
    await env.UPLOADS.delete(named);
  });

  it("finds the named photos through an index, not by reading every lead's payload", async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT json_extract(payload, '$.photo.key') AS key FROM leads
       WHERE form = 'testimonial' AND json_extract(payload, '$.photo.key') IN (SELECT value FROM json_each(?1))`,
    )
      .bind("[]")
      .all<{ detail: string }>();
    expect(results.map((row) => row.detail).join("\n")).toContain("USING INDEX leads_photo_key");
    expect(await namedByLeads(env.DB, ["testimonials/none.png"])).toEqual(new Set());
  });
});
