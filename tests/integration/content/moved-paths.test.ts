import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { articlePathOf, seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { saveDocument, workingDocument } from "../../../worker/content/working-copy";
import type { Article } from "../../../worker/content/schema";
import { staffFetch } from "../staff/helpers";
import { publishHeads } from "./publish-heads";
import { resetContent } from "./reset";

const ID = "34";
const original = seedContent.articles.find((article) => String(article.id) === ID)!;
let published = 0;

async function rename(title: string, status: Article["status"] = "Published"): Promise<Article> {
  const head = await workingDocument(env.DB, { kind: "article", id: ID });
  const body = { ...(head!.body as Article), status, title: { ...original.title, en: title } };
  const saved = await saveDocument(env.DB, { kind: "article", id: ID, base: head!.revision, body, author: "an@agency.example", now: new Date() });
  expect(saved.outcome).toBe("saved");
  const outcome = await publishHeads(env.DB, { base: published, by: "an@agency.example", now: new Date() });
  expect(outcome.outcome).toBe("published");
  if (outcome.outcome === "published") published = outcome.version;
  forgetContentPointer();
  return body;
}

beforeEach(async () => {
  await resetContent();
  await env.DB.exec("DELETE FROM content_redirects");
  published = 0;
});

describe("an article whose path a publish changed", () => {
  it("keeps its old address answering with a 301 to the new one, in that language only, query kept", async () => {
    const before = articlePathOf(original, "en");
    expect((await staffFetch(before)).status).toBe(200);
    const after = articlePathOf(await rename("What we do for you"), "en");
    expect(after).not.toBe(before);

    const moved = await staffFetch(`${before}?utm_source=mail`);
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe(`${after}?utm_source=mail`);
    expect(moved.response.headers.get("Cache-Control")).toBe("no-cache");
    expect((await staffFetch(after)).status).toBe(200);
    // The other languages kept their titles, so their addresses did not move.
    expect((await staffFetch(articlePathOf(original, "nl"))).status).toBe(200);
  });

  it("sends every earlier address straight to the newest one when the article moves again", async () => {
    const first = articlePathOf(original, "en");
    const second = articlePathOf(await rename("What we do for you"), "en");
    const third = articlePathOf(await rename("Our work for sellers"), "en");
    for (const old of [first, second]) {
      const answer = await staffFetch(old);
      expect(answer.status, old).toBe(301);
      expect(answer.response.headers.get("Location"), old).toBe(third);
    }
  });

  it("answers 404 at the old address once the article is withdrawn, and leaves unrelated 404s alone", async () => {
    const before = articlePathOf(original, "en");
    await rename("What we do for you");
    await rename("What we do for you", "Draft");
    expect((await staffFetch(before)).status).toBe(404);
    expect((await staffFetch("/en/no-such-page/")).status).toBe(404);
  });
});
