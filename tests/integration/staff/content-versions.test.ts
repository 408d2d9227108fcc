import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { publishEverything, staffFetch, staffPost } from "./helpers";

const SEARCH = "/staff/content/site/propertySearch/";
const EN = { "Accept-Language": "en" };

async function saveTitle(title: string): Promise<void> {
  const form = await formFields((await staffFetch(SEARCH, { headers: EN })).body);
  const saved = await staffFetch(SEARCH, {
    method: "POST",
    body: edited(form, { "title.en": title }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
  });
  expect(saved.status).toBe(303);
}

/** Publishes on `base`; the version visitors now get. */
async function published(path: string, base: number): Promise<number> {
  const answer = path === "/staff/content/publish/" ? await publishEverything() : await staffPost(path, { base: String(base) });
  expect(answer.status).toBe(303);
  forgetContentPointer();
  return Number(new URL(answer.response.headers.get("Location")!, "http://x").searchParams.get("published"));
}

const homeTitle = async () => {
  forgetContentPointer();
  return (await staffFetch("/en/")).body;
};

beforeEach(resetContent);

describe("publishing an earlier version again", () => {
  it("puts an earlier version back before visitors as a new version, keeps the edits since as unpublished, and goes back to the build's", async () => {
    await saveTitle("First title");
    const first = await published("/staff/content/publish/", 0);
    await saveTitle("Second title");
    const second = await published("/staff/content/publish/", first);
    expect(await homeTitle()).toContain("Second title");

    const overview = await staffFetch("/staff/content/", { headers: EN });
    expect(overview.body).toContain("Visitors see this version");
    expect(overview.body).toContain(`Publish version ${first} again`);

    const rollback = await published(`/staff/content/versions/${first}/republish/`, second);
    expect(rollback).toBeGreaterThan(second);
    expect(await homeTitle()).toContain("First title");
    // The working copy still holds the second title, waiting to be published again.
    expect((await staffFetch("/staff/content/", { headers: EN })).body).toContain("1 document with changes not yet online");

    await published(`/staff/content/versions/0/republish/`, rollback);
    const built = await homeTitle();
    expect(built).toContain(seedContent.site.propertySearch.title.en);
    expect(built).not.toContain("First title");
  });

  it("refuses a rollback on a version that is no longer the newest, and one of a version never published", async () => {
    await saveTitle("First title");
    const first = await published("/staff/content/publish/", 0);
    await saveTitle("Second title");
    const second = await published("/staff/content/publish/", first);
    const late = await staffPost(`/staff/content/versions/${first}/republish/`, { base: String(first) });
    expect(late.status).toBe(409);
    expect(await homeTitle()).toContain("Second title");
    expect((await staffPost(`/staff/content/versions/${second + 50}/republish/`, { base: String(second) })).status).toBe(404);
    const abandoned = await env.DB.prepare("SELECT count(*) AS n FROM content_versions WHERE state = 'published'").first<{ n: number }>();
    expect(abandoned?.n).toBe(2);
  });
});
