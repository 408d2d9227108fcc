import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations, postContactLead, watchProblems } from "./helpers";
import { STAFF_SECTIONS } from "../../worker/staff/sections";

/**
 * Every kind of staff page once, in a real browser: no axe violation, no console error (CSP
 * violations included, and the icon's request), no failed request. The pages are found by following
 * the area's links over HTTP (cheap); each kind (a content document of each kind, its revisions, each
 * new-document form, a lead, the sections) is then loaded once. One visit goes through the language
 * switch to German.
 */

/** Sections and pages every walk starts from. */
const START: readonly string[] = Object.values(STAFF_SECTIONS);
const NOT_VISITED = [/^\/staff\/language\//, /\.(csv|xlsx)$/, /\/photo\/$/, /\/preview/];
/** Pages the HTTP walk reads at most. */
const MAX_WALKED = 300;

/** The kind of a staff page: its address with ids and query left out (one visit per kind). */
const kindOf = (path: string) =>
  path
    .replace(/\?.*$/, "")
    .replace(/\/[0-9a-f-]{36}\//g, "/ID/")
    .replace(/\/\d+\//g, "/N/");

/** One page of each kind, found by following the area's links. */
async function staffPages(request: APIRequestContext): Promise<string[]> {
  const seen = new Set<string>();
  const kinds = new Map<string, string>();
  const queue = [...START];
  while (queue.length > 0 && seen.size < MAX_WALKED) {
    const path = queue.shift()!;
    if (seen.has(path) || kinds.has(kindOf(path))) continue;
    seen.add(path);
    const response = await request.get(path);
    if (!response.ok() || !(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    kinds.set(kindOf(path), path);
    for (const match of (await response.text()).matchAll(/\bhref="(\/staff\/[^"#]*)/g)) {
      const link = match[1]!.replace(/&amp;/g, "&");
      if (!NOT_VISITED.some((pattern) => pattern.test(link)) && !seen.has(link)) queue.push(link);
    }
  }
  return [...kinds.values()];
}

/** Console errors, uncaught errors and failed requests of `page` from now on, with where they happened. */
test("every kind of staff page passes axe with no console error or failed request", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  // A lead, so the inbox has a lead page to visit.
  const name = `Pages${Date.now()}`;
  await postContactLead(request, baseURL, name, "Staff pages");
  // A person with a role, so the people page shows its table and per-person forms.
  const origin = new URL(baseURL ?? "http://127.0.0.1:8799").origin;
  const person = await request.post("/staff/people/", {
    form: { email: "e2e-editor@example.com", role: "editor" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(person.status()).toBe(303);

  const paths = await staffPages(request);
  for (const kind of [/^\/staff\/leads\/[0-9a-f-]{36}\/$/, /\/revisions\/$/, /\/new\/$/, /^\/staff\/content\/media\/$/, /^\/staff\/people\/$/])
    expect(
      paths.some((path) => kind.test(path)),
      `${kind} among ${paths.join(" ")}`,
    ).toBe(true);

  const { problems, at } = watchProblems(page);
  const report: string[] = [];
  for (const path of paths) {
    at.path = path;
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("main h1")).toBeVisible();
    report.push(...(await axeViolations(page, path)));
  }
  expect([...report, ...problems], [...report, ...problems].join("\n")).toEqual([]);
});

test("the language switch turns the staff area German, remembered from page to page, and the German pages pass axe", async ({ page }) => {
  const { problems, at } = watchProblems(page);
  at.path = "/staff/leads/";
  await page.goto("/staff/leads/");
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/staff\/leads\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  const report = await axeViolations(page, "de /staff/leads/");
  at.path = "/staff/content/";
  await page.getByRole("navigation", { name: "Mitarbeitermenü" }).getByRole("link", { name: "Inhalte" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  report.push(...(await axeViolations(page, "de /staff/content/")));
  // And back: the switch returns to the page it was chosen on.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect([...report, ...problems], [...report, ...problems].join("\n")).toEqual([]);
});

test("the privacy desk's erasure question for the demo owner names the account and its properties in words, and passes axe", async ({ page }) => {
  const { problems, at } = watchProblems(page);
  at.path = "/staff/privacy/";
  // The first visit of the site makes the demo owners (the demo's owner sync runs with the first listings).
  await page.goto("/nl/");
  await page.goto("/staff/privacy/");
  await page.getByRole("link", { name: "English" }).click();
  await page.getByLabel("The person’s email address").fill("an.peeters@example.com");
  await page.getByRole("button", { name: "Erase the data…" }).click();
  const plan = page.getByRole("list", { name: "Erasing an.peeters@example.com removes:" });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText("The owner portal account of An Peeters");
  await expect(plan).toContainText(/Access to \d+ propert(y|ies): .+\(ref\. /);
  await expect(page.getByRole("checkbox")).not.toBeChecked();
  const report = await axeViolations(page, "privacy erasure question");
  expect([...report, ...problems], [...report, ...problems].join("\n")).toEqual([]);
});
