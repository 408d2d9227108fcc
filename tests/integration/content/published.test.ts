import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { createApp } from "../../../worker/app";
import { seedContent } from "../../../worker/content";
import { publishContent } from "../../../worker/content/publish";
import { CONTENT_POINTER_MAX_AGE_MS, forgetContentPointer, forgetKnownContent, publishedContent } from "../../../worker/content/published";
import type { Content } from "../../../worker/content/schema";
import { contentVersionRepository, KEPT_CONTENT_VERSIONS } from "../../../worker/content/content-versions";
import type { Bindings } from "../../../worker/env";
import { unavailableD1 } from "../../fixtures/faulty-kv";
import { ORIGIN } from "../worker";

const app = createApp();
const versions = () => contentVersionRepository(env.DB);

async function visit(path: string, bindings: Bindings = env): Promise<{ status: number; html: string; cache: string | null }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual" }), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, cache: response.headers.get("X-Cache") };
}

/** The site with the title over the home banner (the search block's) replaced in every language. */
function withBannerTitle(title: string): Content {
  const content = structuredClone(seedContent);
  content.site.propertySearch.title = { nl: `${title} (nl)`, fr: `${title} (fr)`, en: `${title} (en)`, de: `${title} (de)` };
  return content;
}

const SEED_TITLE = seedContent.site.propertySearch.title.nl;

async function publish(content: unknown, base?: number) {
  const pointer = await versions().pointer();
  return publishContent(versions(), { content, base: base ?? pointer?.version ?? 0, documents: {}, by: "editor@agency.example", now: new Date() });
}

const homeOf = (lang: Lang) => `/${lang}/`;

/** The version a publish made (it must have made one). */
function versionOf(outcome: Awaited<ReturnType<typeof publish>> | undefined): number {
  if (outcome?.outcome !== "published") throw new Error(`not published: ${JSON.stringify(outcome)}`);
  return outcome.version;
}

beforeEach(async () => {
  // Nothing published, as on a fresh database; version numbers go on rising, as they do on a site
  // (the edge cache keys pages by them).
  await env.DB.prepare("UPDATE content_versions SET state = 'abandoned'").run();
  await forgetKnownContent({ copies: true });
  await visit("/nl/"); // seeds the listings
});

describe("the published content version", () => {
  it("is the build's own content on a fresh database", async () => {
    expect(await publishedContent(env.DB, () => undefined)).toEqual({ version: 0, content: seedContent });
    const home = await visit("/nl/");
    expect(home.status).toBe(200);
    expect(home.html).toContain(SEED_TITLE);
  });

  it("shows a publish on every language's home page, as new edge cache entries", async () => {
    await visit("/nl/");
    expect((await visit("/nl/")).cache).toBe("HIT");
    expect(await publish(withBannerTitle("Thuis in de Benelux"))).toMatchObject({ outcome: "published" });
    forgetContentPointer();
    const after = await visit("/nl/");
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Thuis in de Benelux (nl)");
    expect(after.html).not.toContain(SEED_TITLE);
    for (const lang of LANGUAGES) expect((await visit(homeOf(lang))).html).toContain(`Thuis in de Benelux (${lang})`);
    expect((await visit("/nl/")).cache).toBe("HIT");
  });

  it("reaches an isolate that keeps its pointer within CONTENT_POINTER_MAX_AGE_MS, without a wait before that", async () => {
    const waited: Promise<unknown>[] = [];
    const waitUntil = (work: Promise<unknown>) => void waited.push(work);
    // Later than any request of the test so far: the first call reads D1.
    const t0 = Date.now() + 10 * CONTENT_POINTER_MAX_AGE_MS;
    expect((await publishedContent(env.DB, waitUntil, t0)).version).toBe(0);
    const later = await publish(withBannerTitle("Later"));
    // Within the TTL the isolate answers from memory; after it, a background read brings the new pointer.
    expect((await publishedContent(env.DB, waitUntil, t0 + 5_000)).version).toBe(0);
    expect((await publishedContent(env.DB, waitUntil, t0 + 12_000)).version).toBe(0);
    await Promise.all(waited);
    expect(await publishedContent(env.DB, waitUntil, t0 + 12_001)).toMatchObject({ version: versionOf(later) });
    // An isolate that idled past the maximum age waits for a fresh read.
    const latest = await publish(withBannerTitle("Latest"));
    expect((await publishedContent(env.DB, waitUntil, t0 + 12_001 + CONTENT_POINTER_MAX_AGE_MS)).version).toBe(versionOf(latest));
  });

  it("of two publishes on one base, takes one and tells the other", async () => {
    const before = await env.DB.prepare("SELECT coalesce(max(version), 0) AS top FROM content_versions").first<number>("top");
    const outcomes = await Promise.all([publish(withBannerTitle("Eerste"), 0), publish(withBannerTitle("Tweede"), 0)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["conflict", "published"]);
    const winner = outcomes.find((outcome) => outcome.outcome === "published");
    expect((await versions().pointer())?.version).toBe(versionOf(winner));
    const states = await env.DB.prepare("SELECT state FROM content_versions WHERE version > ?1").bind(before).all<{ state: string }>();
    expect(states.results.map((row) => row.state).sort()).toEqual(["abandoned", "published"]);
  });

  it("is refused whole with the problems named, and the site stays as it was", async () => {
    const good = await publish(withBannerTitle("Goed"));
    const broken = withBannerTitle("Kapot");
    const contact = broken.pages.findIndex((page) => page.route === "contact");
    broken.pages[contact]!.status = "Draft";
    broken.site.propertySearch.title.fr = "";
    const outcome = await publish(broken);
    expect(outcome.outcome).toBe("refused");
    const codes = outcome.outcome === "refused" ? outcome.problems.map((problem) => `${problem.code}@${problem.at}`) : [];
    expect(codes).toContain("missingTranslation@site.propertySearch.title.fr");
    const withoutEmptyTitle = structuredClone(broken);
    withoutEmptyTitle.site.propertySearch.title.fr = "Kapot (fr)";
    const second = await publish(withoutEmptyTitle);
    expect(second.outcome === "refused" && second.problems.map((problem) => problem.code)).toContain("missingPage");
    forgetContentPointer();
    expect((await versions().pointer())?.version).toBe(versionOf(good));
    expect((await visit("/nl/")).html).toContain("Goed (nl)");
  });

  it("keeps serving the version it knows while D1 is down", async () => {
    const known = versionOf(await publish(withBannerTitle("Bekend")));
    forgetContentPointer();
    await visit("/nl/");
    const down = { ...env, DB: unavailableD1() };
    // Long after: the pointer is due, D1 does not answer, the isolate keeps what it has.
    expect(await publishedContent(down.DB, () => undefined, Date.now() + 10 * CONTENT_POINTER_MAX_AGE_MS)).toMatchObject({ version: known });
    expect((await visit("/nl/contact/", down)).status).toBe(200);
    expect((await visit("/nl/", down)).html).toContain("Bekend (nl)");
  });

  it("serves a new isolate the data centre's copy while D1 is down, else the build's content, never an error", async () => {
    await publish(withBannerTitle("Gekopieerd"));
    forgetContentPointer();
    await visit("/nl/");
    const down = { ...env, DB: unavailableD1() };
    await forgetKnownContent({ copies: false });
    const copied = await visit("/nl/", down);
    expect(copied.status).toBe(200);
    expect(copied.html).toContain("Gekopieerd (nl)");

    await forgetKnownContent({ copies: true });
    const fallback = await visit("/nl/", down);
    expect(fallback.status).toBe(200);
    expect(fallback.html).toContain(SEED_TITLE);
  });

  it("falls back to the version before a damaged one, and to the build's content when that is damaged too", async () => {
    const first = await publish(withBannerTitle("Eerst"));
    const second = await publish(withBannerTitle("Daarna"));
    await env.DB.prepare("UPDATE content_versions SET body = X'1f8b00' WHERE version = ?1").bind(versionOf(second)).run();
    forgetContentPointer();
    expect((await visit("/nl/")).html).toContain("Eerst (nl)");
    await env.DB.prepare("UPDATE content_versions SET sha256 = 'x' WHERE version = ?1").bind(versionOf(first)).run();
    await forgetKnownContent({ copies: true });
    const home = await visit("/nl/");
    expect(home.status).toBe(200);
    expect(home.html).toContain(SEED_TITLE);
  });

  it("keeps the newest published versions for a rollback and lets the rest go", async () => {
    const published: number[] = [];
    for (let round = 0; round < KEPT_CONTENT_VERSIONS + 2; round++) published.push(versionOf(await publish(withBannerTitle(`Ronde ${round}`))));
    expect(await publish(withBannerTitle("Te laat"), 0)).toEqual({ outcome: "conflict" });
    await versions().prune(new Date());
    const { results } = await env.DB.prepare("SELECT version, state FROM content_versions ORDER BY version").all<{ version: number; state: string }>();
    // The refused publish's row is the highest: it stays (empty of meaning), so its number is never given again.
    const refused = Math.max(...published) + 1;
    expect(results).toEqual([...published.slice(2).map((version) => ({ version, state: "published" })), { version: refused, state: "abandoned" }]);
    expect(versionOf(await publish(withBannerTitle("Daarna")))).toBe(refused + 1);
    // 52 publishes of the whole content, each checked and stored: more than the default 5 s on a busy machine.
  }, 30_000);
});
