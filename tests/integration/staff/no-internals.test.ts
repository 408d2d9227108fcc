import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { clearTables, staffFetch, staffPost, storeLead } from "./helpers";
import { STAFF_SECTIONS } from "../../../worker/staff/sections";

/**
 * Every staff page and form, in the four languages, shows words only: no internal key (camelCase), no
 * table name, no message id left untranslated, no "number 0". The pages are found by following the
 * area's own links from every section (each content document's edit page, its revisions, the new-
 * document forms, media, menu, people, a lead's page...), plus the pages a refused or answered form
 * shows. Only visible text is read: tags, scripts, styles and attributes are stripped.
 */

/** Pages one language's walk reads at most (the demo content has some dozens). */
const MAX_PAGES = 300;
/** Addresses not walked: the language switch (a redirect), downloads, photos, and previews of the public site (its own tests). */
const NOT_WALKED = [/^\/staff\/language\//, /\.(csv|xlsx)$/, /\/photo\/$/, /\/preview/];

const START: readonly string[] = Object.values(STAFF_SECTIONS);

/** The table names of the migrations, as whole snake_case words (a one-word name such as "leads" is also a plain English word: only checked outside English). */
const TABLES = [
  ...new Set(
    env.TEST_MIGRATIONS.flatMap((migration) =>
      migration.queries.flatMap((query) => [...query.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((m) => m[1]!)),
    ),
  ),
];

function patterns(lang: string): { name: string; pattern: RegExp }[] {
  return [
    { name: "an internal key (camelCase)", pattern: /\b[a-z]+[A-Z][a-zA-Z]+\b/ },
    { name: "contentRow", pattern: /contentRow/ },
    { name: "number 0", pattern: /nr\. 0\b/ },
    { name: "an untranslated message id", pattern: /\bstaff\.[a-z]/ },
    ...TABLES.filter((table) => table.includes("_") || lang !== "en").map((table) => ({
      name: `a table name (${table})`,
      pattern: new RegExp(`\\b${table}\\b`),
    })),
  ];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " ", "#39": "'", "#x27": "'" };

/** What a person reads on the page: the text between tags, scripts and styles left out, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .replace(/\s+/g, " ");
}

/** The staff addresses a page links to, without fragments (a form posts: its answers are in ANSWERS). */
function staffLinks(html: string): string[] {
  return [...html.matchAll(/\bhref="(\/staff\/[^"#]*)/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((path) => !NOT_WALKED.some((pattern) => pattern.test(path)));
}

/** Distinct offences one page reports at most (the rest is the same mistake again). */
const MAX_OFFENCES_PER_PAGE = 20;

/** The offending pieces of one page's text, each distinct one once, with a little context. */
function offences(text: string, lang: string): string[] {
  const found = new Map<string, string>();
  for (const { name, pattern } of patterns(lang)) {
    for (const match of text.matchAll(new RegExp(pattern.source, "g"))) {
      const key = `${name}: "${match[0]}"`;
      if (found.has(key)) continue;
      const at = match.index ?? 0;
      found.set(key, `${key} in "…${text.slice(Math.max(0, at - 40), at + match[0].length + 40).trim()}…"`);
      if (found.size >= MAX_OFFENCES_PER_PAGE) return [...found.values()];
    }
  }
  return [...found.values()];
}

beforeAll(async () => {
  await clearTables();
  const lead = await storeLead({ email: "internals-lead@example.com", firstName: "Lotte" });
  await storeLead({
    email: "internals-testimonial@example.com",
    form: "testimonial",
    lang: "nl",
    page: "/nl/onze-diensten/",
    payload: { fields: { name: "Lotte V.", comment: "Vlot en vriendelijk geholpen" } },
    deliveries: ["agency-mail"],
  });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES ('internals-a1', 'nl', 'alert@example.com', '{}', '{\"goal\":0,\"types\":[1],\"zones\":[\"9000\"],\"area\":null}', 'daily', 'active', 1, 1)",
    ),
    env.DB.prepare(
      "INSERT INTO alert_digests (id, alert_id, created_at, state, attempts, last_error) VALUES ('internals-d1', 'internals-a1', 1, 'dead', 5, 'boom')",
    ),
    env.DB.prepare(
      "INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES ('editor@example.com', 'editor', '2026-11-28T12:00:00.000Z', 'dev@localhost') ON CONFLICT DO NOTHING",
    ),
  ]);
  expect((await staffPost("/staff/owners/invite/", { email: "internals-owner@example.com", properties: "5001" })).status).toBe(303);
  // Two visit requests: one whose visit stands (its cancel action), one cancelled (said in words, with its undo).
  const visit = { form: "contact-appointment", propertyId: 5001, visit: { day: "2026-12-01", slot: "14" }, payload: { fields: { moment: "2026-12-01T14" } } };
  await storeLead({ email: "internals-visit@example.com", firstName: "Vera", ...visit });
  const cancelled = await storeLead({ email: "internals-cancelled@example.com", firstName: "Cas", ...visit });
  expect((await staffPost(`/staff/leads/${cancelled}/visit/cancel/`, {})).status).toBe(303);
  expect(lead).toBeTruthy();
});

/** Pages that answer a form (refused or asked to confirm): not reached by a link. */
const ANSWERS: { path: string; fields: Record<string, string> }[] = [
  { path: "/staff/owners/invite/", fields: { email: "not an address", properties: "x" } },
  { path: "/staff/privacy/export/", fields: { email: "not an address" } },
  { path: "/staff/privacy/erase/", fields: { email: "internals-lead@example.com" } },
  { path: "/staff/people/", fields: { email: "not an address", role: "editor" } },
];

describe("staff screens show words, not internals", () => {
  it.each(LANGUAGES)(
    "in %s, on every page and form of the area",
    async (lang) => {
      const cookie = { Cookie: `vitrine_staff_lang=${lang}` };
      const seen = new Set<string>();
      const queue = [...START];
      const report: string[] = [];
      while (queue.length > 0 && seen.size < MAX_PAGES) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const { status, body, response } = await staffFetch(path, { headers: cookie });
        if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) continue;
        expect(status, path).toBeLessThan(400);
        expect(body, path).toContain(`<html lang="${lang}"`);
        for (const offence of offences(visibleText(body), lang)) report.push(`${path}: ${offence}`);
        for (const link of staffLinks(body)) if (!seen.has(link)) queue.push(link);
      }
      for (const { path, fields } of ANSWERS) {
        const { body } = await staffFetch(path, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
        });
        for (const offence of offences(visibleText(body), lang)) report.push(`POST ${path}: ${offence}`);
      }
      expect(seen.size, "pages walked").toBeGreaterThan(50);
      // The walk reached the kinds of page it is meant to check.
      const walked = [...seen];
      for (const kind of [
        /^\/staff\/leads\/[0-9a-f-]{36}\/$/,
        /^\/staff\/content\/page\/[^/]+\/$/,
        /\/revisions\/$/,
        /\/new\/$/,
        /^\/staff\/content\/media\/$/,
        /^\/staff\/content\/menu\/$/,
      ])
        expect(
          walked.some((path) => kind.test(path)),
          `${kind}`,
        ).toBe(true);
      expect(report, report.join("\n")).toEqual([]);
    },
    120_000,
  );
});
