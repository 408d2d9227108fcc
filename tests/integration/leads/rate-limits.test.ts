import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_SLUGS, formPath, pathFor } from "../../../client/i18n/routes";
import { inOneRateWindow, RATE_WINDOW_TIMEOUT_MS } from "../rate-window";
import { leadRows, PERSON, postForm } from "./helpers";

const CONTACT = formPath("site-contact", "en");
const NEWSLETTER = formPath("sign-newsletter", "en");
/** FORM_RATE_LIMIT's allowance per client and minute (wrangler.toml). */
const FORM_LIMIT = 10;
/** NOSCRIPT_RATE_LIMIT's (wrangler.toml). */
const NOSCRIPT_LIMIT = 5;

/** Client headers of the `index`th address of an IPv6 /64 (each test takes a network of its own). */
const inNetwork = (network: string, index: number) => ({ "CF-Connecting-IP": `${network}:${(0x1000 + index).toString(16)}:0:0:${index + 1}` });

beforeEach(async () => {
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("the forms' rate limits", () => {
  it("count every address of one IPv6 /64 as one client, and another /64 apart", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const refused = { firstName: "Zoë", page: pathFor(CODE_SLUGS, "contact", "en") };
    const statuses: number[] = [];
    for (let index = 0; index < FORM_LIMIT; index++) statuses.push((await postForm(CONTACT, refused, inNetwork("2001:db8:c0:1", index))).status);
    expect(statuses).toEqual(Array.from({ length: FORM_LIMIT }, () => 422));
    const over = await postForm(CONTACT, refused, inNetwork("2001:db8:c0:1", FORM_LIMIT));
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toBe("60");
    // The same addresses written another way are the same network; the next /64 is another line.
    expect((await postForm(CONTACT, refused, { "CF-Connecting-IP": "2001:DB8:C0:1:FFFF::1" })).status).toBe(429);
    expect((await postForm(CONTACT, refused, inNetwork("2001:db8:c0:2", 0))).status).toBe(422);
  });

  it("count the newsletter's sign-up per /64 too", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let index = 0; index < FORM_LIMIT; index++)
      statuses.push((await postForm(NEWSLETTER, { email: "not an address" }, inNetwork("2001:db8:c0:3", index))).status);
    expect(statuses).toEqual(Array.from({ length: FORM_LIMIT }, () => 422));
    expect((await postForm(NEWSLETTER, { email: "lotte@example.be" }, inNetwork("2001:db8:c0:3", FORM_LIMIT))).status).toBe(429);
    expect(await leadRows()).toEqual([]);
  });

  it("keep an IPv4 address as it is", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const refused = { firstName: "Zoë" };
    for (let index = 0; index < FORM_LIMIT; index++) await postForm(CONTACT, refused, { "CF-Connecting-IP": "203.0.113.91" });
    expect((await postForm(CONTACT, refused, { "CF-Connecting-IP": "203.0.113.91" })).status).toBe(429);
    expect((await postForm(CONTACT, refused, { "CF-Connecting-IP": "203.0.113.92" })).status).toBe(422);
  });

  it("do not lock a visitor without script out of the corrected post after refused ones", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const client = { "CF-Connecting-IP": "203.0.113.93" };
    for (let attempt = 0; attempt < NOSCRIPT_LIMIT + 1; attempt++)
      expect((await postForm(CONTACT, { ...PERSON, email: "zoe.peeters@", remark: `try ${attempt}` }, client)).status).toBe(422);
    const corrected = await postForm(CONTACT, { ...PERSON, remark: "Corrected", page: pathFor(CODE_SLUGS, "contact", "en") }, client);
    expect(corrected.status).toBe(303);
    expect((await leadRows()).map((lead) => [lead.email, lead.captcha])).toEqual([[PERSON.email, "not-solved"]]);
  });

  it("do not lock a visitor without script out of the newsletter after refused addresses", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const client = { "CF-Connecting-IP": "203.0.113.94" };
    for (let attempt = 0; attempt < NOSCRIPT_LIMIT + 1; attempt++) expect((await postForm(NEWSLETTER, { email: `lotte${attempt}@` }, client)).status).toBe(422);
    expect((await postForm(NEWSLETTER, { email: "lotte@example.be" }, client)).status).toBe(303);
    expect(await leadRows()).toHaveLength(1);
  });

  it("still refuse more stored posts without a captcha than the no-script allowance", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    await inOneRateWindow();
    const client = { "CF-Connecting-IP": "203.0.113.95" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < NOSCRIPT_LIMIT + 1; attempt++)
      statuses.push((await postForm(CONTACT, { ...PERSON, remark: `post ${attempt}` }, client)).status);
    expect(statuses).toEqual([...Array.from({ length: NOSCRIPT_LIMIT }, () => 303), 429]);
    expect(await leadRows()).toHaveLength(NOSCRIPT_LIMIT);
  });
});
