import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPath, thankYouPath } from "../../../client/i18n/routes";
import { get } from "../worker";
import { leadRows, oldStamp, PERSON, postForm } from "./helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads; DELETE FROM captcha_replay;");
});

/** What the widget posts: a fresh challenge from the site, solved as a browser would. */
async function solvedPayload(): Promise<string> {
  const response = await get("/api/captcha/");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const challenge = (await response.json()) as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

const CONTACT = formPath("site-contact", "en");

describe("the captcha (ALTCHA proof of work)", () => {
  it("accepts a solved challenge once and marks the lead as solved", async () => {
    const altcha = await solvedPayload();
    const fields = { ...PERSON, remark: "Solved", page: "/en/contact/", stamp: await oldStamp(), altcha };
    const first = await postForm(CONTACT, fields);
    expect(first.headers.get("Location")).toBe(thankYouPath("site-contact", "en"));
    expect((await leadRows())[0]!.captcha).toBe("solved");

    const replay = await postForm(CONTACT, { ...fields, remark: "Replayed" });
    expect(replay.status).toBe(422);
    const html = await replay.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain("Replayed");
    expect(await leadRows()).toHaveLength(1);
  });

  it("takes the same submission sent twice with one solution (a double click) as the one lead it is", async () => {
    const fields = { ...PERSON, remark: "Double click", page: "/en/contact/", stamp: await oldStamp(), altcha: await solvedPayload(), nonce: "page-view-1" };
    expect((await postForm(CONTACT, fields)).status).toBe(303);
    const again = await postForm(CONTACT, fields);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(thankYouPath("site-contact", "en"));
    expect(await leadRows()).toHaveLength(1);
  });

  it("refuses a forged or tampered solution", async () => {
    const altcha = await solvedPayload();
    const decoded = JSON.parse(atob(altcha)) as { challenge: { parameters: { cost: number } }; solution: { derivedKey: string } };
    const tampered = btoa(
      JSON.stringify({ ...decoded, solution: { ...decoded.solution, derivedKey: decoded.solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0")) } }),
    );
    const cheaper = btoa(JSON.stringify({ ...decoded, challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } } }));
    for (const payload of [tampered, cheaper, "bm90IGpzb24=", "%%%"]) {
      const response = await postForm(formPath("site-contact", "de"), { ...PERSON, remark: "x", altcha: payload });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain("Die eingegebenen Zeichen sind ungültig");
    }
    expect(await leadRows()).toEqual([]);
  });
});
