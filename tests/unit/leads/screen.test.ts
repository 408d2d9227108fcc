import { describe, expect, it } from "vitest";
import { formStamp, MAX_STAMP_AGE_MS, readStamp } from "../../../worker/leads/form-stamp";
import { idempotencyKey, screenPost } from "../../../worker/leads/screen";
import { retryDelaySeconds } from "../../../worker/jobs/deliver";

const SECRET = "a-test-secret-that-is-long-enough-to-use";

describe("screening a form post", () => {
  it("reads its own stamps and refuses altered or foreign ones", async () => {
    const stamp = await formStamp(SECRET, 1_795_000_000_000);
    expect(await readStamp(SECRET, stamp)).toBe(1_795_000_000_000);
    expect(await readStamp(SECRET, stamp.replace(/^1795/, "1794"))).toBeUndefined();
    expect(await readStamp("another-secret-that-is-long-enough-too", stamp)).toBeUndefined();
    expect(await readStamp(SECRET, "")).toBeUndefined();
  });

  it("signs each render's own time, a millisecond apart, under each secret's own key", async () => {
    const at = 1_795_000_200_000;
    const other = "another-secret-that-is-long-enough-too";
    // Both keys imported first: the isolate keeps one per secret, and neither signs for the other.
    const [mine, theirs] = [await formStamp(SECRET, at), await formStamp(other, at)];
    expect(mine).not.toBe(theirs);
    expect(await readStamp(SECRET, mine)).toBe(at);
    expect(await readStamp(other, theirs)).toBe(at);
    expect(await readStamp(SECRET, theirs)).toBeUndefined();
    expect(await readStamp(SECRET, await formStamp(SECRET, at + 1))).toBe(at + 1);
  });

  it("keeps robots apart: a filled honeypot or a post within seconds is spam", async () => {
    const now = 1_795_000_100_000;
    const old = await formStamp(SECRET, now - 60_000);
    expect(await screenPost({ stamp: old }, SECRET, now, false)).toBe("not-solved");
    expect(await screenPost({ stamp: old }, SECRET, now, true)).toBe("solved");
    expect(await screenPost({ stamp: old, website_url: "x" }, SECRET, now, true)).toBe("spam");
    expect(await screenPost({ stamp: await formStamp(SECRET, now - 1_000) }, SECRET, now, false)).toBe("spam");
  });

  it("sends a form open for longer than a day back to be sent again, however it is screened otherwise", async () => {
    const now = 1_795_000_100_000;
    const stale = await formStamp(SECRET, now - MAX_STAMP_AGE_MS - 1);
    expect(await screenPost({ stamp: stale }, SECRET, now, false)).toBe("expired");
    expect(await screenPost({ stamp: stale }, SECRET, now, true)).toBe("expired");
    // A robot's filled honeypot stays a robot's.
    expect(await screenPost({ stamp: stale, website_url: "x" }, SECRET, now, true)).toBe("spam");
    expect(await screenPost({ stamp: await formStamp(SECRET, now - MAX_STAMP_AGE_MS) }, SECRET, now, false)).toBe("not-solved");
    expect(MAX_STAMP_AGE_MS).toBe(24 * 60 * 60 * 1_000);
  });

  it("treats a missing, altered or foreign stamp like one too fresh, even with a solved captcha", async () => {
    const now = 1_795_000_100_000;
    const genuine = await formStamp(SECRET, now - 60_000);
    const forged = `${now - 60_000}.${"0".repeat(64)}`;
    const altered = `${now - 120_000}.${genuine.split(".")[1]}`;
    const foreign = await formStamp("another-secret-that-is-long-enough-too", now - 60_000);
    for (const stamp of [undefined, "", "yesterday", forged, altered, foreign]) {
      const values: Record<string, string> = stamp === undefined ? {} : { stamp };
      expect(await screenPost(values, SECRET, now, false), String(stamp)).toBe("spam");
      expect(await screenPost(values, SECRET, now, true), String(stamp)).toBe("spam");
    }
    // A site without FORM_SECRET signs no stamps: the fill time is not judged there.
    expect(await screenPost({}, undefined, now, false)).toBe("not-solved");
  });

  it("keys a submission by its content and page view, or its day without script", async () => {
    const base = { form: "site-contact", lang: "nl", about: "", fields: { b: "2", a: "1" }, nonce: "", day: "2026-11-24" };
    expect(await idempotencyKey(base)).toBe(await idempotencyKey({ ...base, fields: { a: "1", b: "2" } }));
    expect(await idempotencyKey(base)).not.toBe(await idempotencyKey({ ...base, day: "2026-11-25" }));
    expect(await idempotencyKey({ ...base, nonce: "v1" })).not.toBe(await idempotencyKey({ ...base, nonce: "v2" }));
  });

  it("waits longer before each retry of a delivery, up to an hour", () => {
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3_600]);
  });
});

describe("a page's ETag and its forms' stamps", () => {
  it("is the same for two renders that differ only in their stamps and nonce", async () => {
    const { etagOf } = await import("../../../worker/middleware/cache-key");
    const page = async (at: number, nonce: string) =>
      `<script nonce="${nonce}"></script><form><input type="hidden" name="stamp" value="${await formStamp(SECRET, at)}"/></form>`;
    expect(await etagOf(await page(1_795_000_000_000, "n1"), "n1")).toBe(await etagOf(await page(1_795_000_009_999, "n2"), "n2"));
    expect(await etagOf("<p>one</p>", "")).not.toBe(await etagOf("<p>two</p>", ""));
  });
});
