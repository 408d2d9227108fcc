import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { FORM_CONTEXT, MIN_FILL_MS } from "../../client/forms/guards";
import { formPath } from "../../client/i18n/routes";
import { formStamp, LOCAL_FORM_SECRET } from "../../worker/leads/form-stamp";
import { hydrationMoment } from "../../client/islands/hydration-moments";

/** The WCAG levels (and axe's best practices) every page is checked against. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core on `page` against AXE_TAGS, set up to be quick: it reports only the violations (the tests
 * assert nothing else; passes and incomplete results cost most of a run to collect), and it runs in
 * the page itself ("legacy mode": axe's own frame messaging reaches any iframe) instead of finishing
 * each run in a blank page of its own. Measured on four page types, about a third of the time of
 * the default run, with the same violations.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
}

/** axe's violations on the page as it is now (or in `include` only), one line each, prefixed with the state checked. */
export async function axeViolations(page: Page, state: string, include?: string): Promise<string[]> {
  const results = await (include ? axe(page).include(include) : axe(page)).analyze();
  return results.violations.map(
    (violation) =>
      `${state}: ${violation.id} ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** Stores a consent answer before the page loads, so tests about other things see no dialog. */
export async function answerConsent(context: BrowserContext, baseURL: string | undefined, granted = false): Promise<void> {
  const value = encodeURIComponent(
    JSON.stringify({ consent: true, ad_user_data: granted, ad_storage: granted, analytics_storage: granted, ad_personalization: granted }),
  );
  await context.addCookies([{ name: "vitrine_consent", value, url: baseURL ?? "http://127.0.0.1:8799" }]);
}

/** Keeps the timed pop-up away in tests that are not about it. */
export async function dismissPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem("vitrine.popup.closed", "1"));
}

/**
 * Scrolls to the islands `selector` finds (or the first of them) that hydrate only when near the
 * viewport (client/islands/hydration-moments.ts) and have not yet, as a visitor reaching them would,
 * unless part of one shows already; an island hydrated at load or when idle stays where it is.
 */
async function bringNear(page: Page, selector: string, { first = false } = {}): Promise<void> {
  const names = await page.locator(selector).evaluateAll((markers) => markers.map((marker) => (marker as HTMLElement).dataset.island ?? ""));
  const near = [...new Set(names)].filter((name) => hydrationMoment(name) === "near");
  await page.evaluate(
    async ({ selector, near, first }) => {
      const markers = [...document.querySelectorAll<HTMLElement>(selector)];
      for (const marker of first ? markers.slice(0, 1) : markers) {
        if (!near.includes(marker.dataset.island ?? "") || marker.hasAttribute("data-hydrated")) continue;
        // The marker is display: contents; what it shows (or, when that is hidden, what is around it) has the box.
        let box = [...marker.children].find((child) => child.getClientRects().length > 0) ?? marker.parentElement;
        while (box && box.getClientRects().length === 0) box = box.parentElement;
        const rect = box?.getBoundingClientRect();
        if (!box || !rect || (rect.bottom >= 0 && rect.top <= window.innerHeight)) continue;
        box.scrollIntoView({ block: "nearest" });
        // The island sees itself near at the next frames: stay until then, or the next scroll may come first.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    },
    { selector, near, first },
  );
}

/** Waits until the page has drawn its next two frames: what an input or a script just changed is on the screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until an island has hydrated (scrolled to first if it waits for that): before that its buttons are only server-rendered markup. */
export async function islandReady(page: Page, name: string): Promise<void> {
  const selector = `[data-island="${name}"]`;
  await expect(page.locator(selector).first()).toBeAttached();
  await bringNear(page, selector, { first: true });
  await expect(page.locator(`${selector}[data-hydrated]`)).toHaveCount(1);
}

/** Waits until every island of the page has hydrated, scrolling to each one that waits for that, then back to the top. */
export async function everyIslandHydrated(page: Page): Promise<void> {
  await expect(page.locator("[data-island]").first()).toBeAttached();
  await expect(async () => {
    await bringNear(page, "[data-island]");
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Publishes every change of the content editor's working copy from the staff overview (the development identity), ticking each line as staff would. */
export async function publishContent(page: Page): Promise<void> {
  await page.goto("/staff/content/");
  const ticks = page.locator('form[action="/staff/content/publish/"] input[type="checkbox"]');
  for (const tick of await ticks.all()) await tick.check();
  await page.getByRole("button", { name: "Publish the ticked documents" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
}

/**
 * The signed render time of a form shown a minute ago, as a person's post carries it (the local
 * server signs with LOCAL_FORM_SECRET): a post without one is kept as a robot's and never delivered.
 */
export function personStamp(): Promise<string> {
  return formStamp(LOCAL_FORM_SECRET, Date.now() - 60_000);
}

/**
 * Waits until `form` was rendered longer ago than a person needs at least (MIN_FILL_MS, read from
 * its signed stamp): posted sooner, it is kept as a robot's and never delivered. Fields filled since
 * the render count towards it, so this mostly returns at once.
 */
export async function atPersonPace(form: Locator): Promise<void> {
  const stamp = form.locator(`input[name="${FORM_CONTEXT.stamp}"]`);
  await expect(stamp).toHaveCount(1);
  const renderedAt = Number((await stamp.inputValue()).split(".")[0]);
  expect(renderedAt, "the form's stamp starts with its render time").toBeGreaterThan(0);
  await expect.poll(() => Date.now() - renderedAt, { timeout: 10_000 }).toBeGreaterThan(MIN_FILL_MS + 250);
}

/**
 * Sends the English contact form without a script, as a browser without JavaScript would (the captcha
 * is then "not solved"), from a visitor named `firstName` Tester, and expects the thank-you redirect.
 */
export async function postContactLead(request: APIRequestContext, baseURL: string | undefined, firstName: string, remark: string): Promise<void> {
  const posted = await request.post(formPath("site-contact", "en"), {
    form: {
      title: "ms",
      firstName,
      lastName: "Tester",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "0475 12 34 56",
      remark,
      page: "/en/contact/",
      privacy: "on",
      stamp: await personStamp(),
    },
    headers: { Origin: new URL(baseURL ?? "http://127.0.0.1:8799").origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
}

/**
 * What goes wrong on a page while a test walks it, one line each, prefixed with `at.path` (set it as
 * the walk moves on): console errors, uncaught errors, failed requests and error answers. A request
 * aborted because the test moved to the next page is not a failure.
 */
export function watchProblems(page: Page): { problems: string[]; at: { path: string } } {
  const problems: string[] = [];
  const at = { path: "" };
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${at.path}: console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${at.path}: uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    if (reason !== "net::ERR_ABORTED") problems.push(`${at.path}: request failed: ${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${at.path}: ${response.status()} ${response.url()}`);
  });
  return { problems, at };
}
