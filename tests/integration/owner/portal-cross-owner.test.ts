/**
 * "The owner's properties only; another owner's property is a 404, whatever the id or parameter"
 * (issue 10), generated with fast-check: two owners with random disjoint sets of demo properties
 * and a project each, then every portal route probed by owner A with ids of owner B (properties and
 * units), of nobody, huge ones and leading zeros, in every language, with trailing parts, missing
 * slashes, capitals, doubled slashes, percent-encoding, the preview copy and query parameters.
 * Redirects (canonical spelling) are followed as a browser would. A never gets a 200 for anything
 * of B's: a targeted probe ends on the 404 page, and a page of A's own never names B's listings.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { PORTAL_PREFIX, portalPath, portalPropertyPath, PREVIEW_SEGMENT } from "../../../client/i18n/routes";
import type { LanguageSnapshot } from "../../../worker/feed/model";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml, ORIGIN } from "../worker";
import { send } from "./owner-pages";
import { demoSnapshot, signedInOwner } from "./portal-helpers";

/** Redirects a probe may take (trailing slash, lower case, doubled slash) before its answer. */
const MAX_HOPS = 4;
/** Generated owner pairs; each probes a handful of addresses. */
const RUNS = 25;
/** Some 350 page requests in workerd: a few seconds alone, more beside other test files. */
const TEST_TIMEOUT_MS = 120_000;

let snapshot: LanguageSnapshot;

beforeAll(async () => {
  snapshot = await demoSnapshot("nl");
});

/** The answer a browser ends on: same-site redirects followed. */
async function finalAnswer(path: string, token: string): Promise<{ status: number; html: string; path: string }> {
  let current = path;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const response = await send(current, { cookie: token });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, new URL(current, ORIGIN));
      if (next.origin !== ORIGIN) throw new Error(`${path} redirects off the site: ${location}`);
      current = next.pathname + next.search;
      continue;
    }
    return { status: response.status, html: await response.text(), path: current };
  }
  throw new Error(`${path} redirects more than ${MAX_HOPS} times`);
}

/** How a probe spells the address of id text `id` in `lang`. */
const SHAPES = {
  canonical: (lang: Lang, id: string) => `${portalPath(lang)}${id}/`,
  noSlash: (lang: Lang, id: string) => `${portalPath(lang)}${id}`,
  trailingPart: (lang: Lang, id: string, extra: string) => `${portalPath(lang)}${id}/${extra}/`,
  fileName: (lang: Lang, id: string) => `${portalPath(lang)}${id}/index.html`,
  query: (lang: Lang, id: string, extra: string) => `${portalPath(lang)}${id}/?id=${extra}&property=${extra}`,
  capitals: (lang: Lang, id: string) => `/${lang.toUpperCase()}/${PORTAL_PREFIX[lang].toUpperCase()}/${id}/`,
  doubledSlash: (lang: Lang, id: string) => `/${lang}//${PORTAL_PREFIX[lang]}//${id}/`,
  percentEncoded: (lang: Lang, id: string) => `${portalPath(lang)}${[...id].map((digit) => `%3${digit}`).join("")}/`,
  preview: (lang: Lang, id: string) => `/${lang}/${PREVIEW_SEGMENT}/${PORTAL_PREFIX[lang]}/${id}/`,
  space: (lang: Lang, id: string) => `${portalPath(lang)}${id}%20/`,
  plusSign: (lang: Lang, id: string) => `${portalPath(lang)}+${id}/`,
} as const;
type Shape = keyof typeof SHAPES;

/** What a probe aims at: something of B's, of nobody, an impossible id, or A's own spelt otherwise. */
const TARGETS = ["bProperty", "bUnit", "nobodyListed", "nobodyUnlisted", "huge", "bLeadingZeros", "aLeadingZeros"] as const;
type Target = (typeof TARGETS)[number];

interface Probe {
  lang: Lang;
  target: Target;
  shape: Shape;
  pick: number;
  zeros: number;
  extra: string;
  unlisted: number;
  huge: string;
}

const probe: fc.Arbitrary<Probe> = fc.record({
  lang: fc.constantFrom(...LANGUAGES),
  target: fc.constantFrom(...TARGETS),
  shape: fc.constantFrom(...(Object.keys(SHAPES) as Shape[])),
  pick: fc.nat(),
  zeros: fc.integer({ min: 1, max: 4 }),
  extra: fc.constantFrom("x", "0", "12", "stats", "account", "5001", "edit"),
  unlisted: fc.integer({ min: 1, max: 999_999_999_999 }),
  huge: fc.stringMatching(/^[1-9][0-9]{12,24}$/),
});

interface Owners {
  aProperties: number[];
  bProperties: number[];
  aProject: number;
  bProject: number;
}

/** Two owners' disjoint demo properties (at least one each) and two different projects. */
function ownersArbitrary(propertyIds: readonly number[], projectIds: readonly number[]): fc.Arbitrary<Owners> {
  return fc
    .record({
      properties: fc.shuffledSubarray([...propertyIds], { minLength: 2, maxLength: 10 }),
      split: fc.nat(),
      projects: fc.shuffledSubarray([...projectIds], { minLength: 2, maxLength: 2 }),
    })
    .map(({ properties, split, projects }) => {
      const cut = 1 + (split % (properties.length - 1));
      return { aProperties: properties.slice(0, cut), bProperties: properties.slice(cut), aProject: projects[0]!, bProject: projects[1]! };
    });
}

describe("one owner never sees another's property", () => {
  it(
    "answers owner A the 404 page for every spelling of B's, nobody's or an impossible id, and never names B's listings",
    async () => {
      const unitsOf = (projectId: number) => snapshot.projects.find((project) => project.id === projectId)?.units.map((unit) => unit.id) ?? [];
      const allIds = snapshot.properties.map((item) => item.id);
      const projectIds = snapshot.projects.filter((project) => project.units.length > 0).map((project) => project.id);
      expect(projectIds.length).toBeGreaterThanOrEqual(2);

      await fc.assert(
        fc.asyncProperty(ownersArbitrary(allIds, projectIds), fc.array(probe, { minLength: 4, maxLength: 8 }), async (owners, probes) => {
          const aIds = [...owners.aProperties, ...unitsOf(owners.aProject)];
          const bIds = [...owners.bProperties, ...unitsOf(owners.bProject)];
          const { token } = await signedInOwner({ properties: owners.aProperties, projects: [owners.aProject] });
          await signedInOwner({ properties: owners.bProperties, projects: [owners.bProject] });
          const nobody = allIds.filter((id) => !aIds.includes(id) && !bIds.includes(id));
          /** A's own page or home: 200, and not a word of B's listings. */
          const namesNothingOfB = (html: string, where: string) => {
            for (const id of bIds) expect(html.includes(`/${id}/`), `${where} names ${id} of B`).toBe(false);
          };

          // A control: A's own pages answer, so the 404s below are about B, not a broken portal.
          const own = await finalAnswer(portalPropertyPath("nl", aIds[0]!), token);
          expect(own.status).toBe(200);
          namesNothingOfB(own.html, "A's page");
          for (const lang of LANGUAGES) {
            const home = await finalAnswer(`${portalPath(lang)}?id=${bIds[0]}&property=${bIds[0]}&project=${owners.bProject}`, token);
            expect(home.status).toBe(200);
            namesNothingOfB(home.html, `${lang} home`);
          }

          for (const { lang, target, shape, pick, zeros, extra, unlisted, huge } of probes) {
            const from = (ids: readonly number[]) => ids[pick % ids.length]!;
            const ids: Record<Target, () => string> = {
              bProperty: () => String(from(owners.bProperties)),
              bUnit: () => String(from(unitsOf(owners.bProject))),
              nobodyListed: () => String(from(nobody.length > 0 ? nobody : bIds)),
              nobodyUnlisted: () => String(aIds.includes(unlisted) ? from(bIds) : unlisted),
              huge: () => huge,
              bLeadingZeros: () => `${"0".repeat(zeros)}${from(bIds)}`,
              aLeadingZeros: () => `${"0".repeat(zeros)}${from(aIds)}`,
            };
            const path = SHAPES[shape](lang, ids[target](), extra);
            const answer = await finalAnswer(path, token);
            expect(answer.status, `${path} (${target}, ${shape}) ended on ${answer.path}`).toBe(404);
            expect(answer.html).toContain(escapeHtml(i18nFor(answer.path.startsWith(`/${lang}/`) ? lang : "nl")._("notFound.title")));
            namesNothingOfB(answer.html, path);
          }
          // A's own page with B's ids in its query is A's page.
          const query = await finalAnswer(`${portalPropertyPath("fr", aIds[0]!)}?id=${bIds[0]}&property=${bIds[0]}`, token);
          expect(query.status).toBe(200);
          namesNothingOfB(query.html, "A's page with B in the query");
        }),
        { numRuns: RUNS },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
