import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { fixedPath, formPath } from "../../client/i18n/routes";
import { messages as deClient } from "../../locales/de/client-messages";
import { messages as deFull } from "../../locales/de/messages";
import { messages as enClient } from "../../locales/en/client-messages";
import { messages as enFull } from "../../locales/en/messages";
import { messages as frClient } from "../../locales/fr/client-messages";
import { messages as frFull } from "../../locales/fr/messages";
import { messages as nlClient } from "../../locales/nl/client-messages";
import { messages as nlFull } from "../../locales/nl/messages";
import { dismissPopup, everyIslandHydrated } from "./helpers";

/**
 * The browser loads only the messages client code uses (locales/{lang}/client-messages.ts), the
 * server renders with all of them. An id the islands need but the browser lacks shows up raw once
 * React hydrates (and as a hydration mismatch): these pages, in every language, show neither, and
 * every id an island receives in its props is one the browser has.
 */
const FULL: Record<Lang, Messages> = { nl: nlFull, fr: frFull, en: enFull, de: deFull };
const CLIENT: Record<Lang, Messages> = { nl: nlClient, fr: frClient, en: enClient, de: deClient };
const ALL_IDS = new Set(Object.values(FULL).flatMap((messages) => Object.keys(messages)));

let client = 0;
/** Each post comes from its own address, so the per-address limits never stop a test. */
const nextClient = () => ({ "CF-Connecting-IP": `198.19.${Math.floor(++client / 250)}.${client % 250}` });

/** What a visitor reads or hears on the page as it is now: its text, and the labels of visible elements. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility()) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The catalogue ids among the words of `texts` (a word may end a sentence: its last dot is not part of it). */
function rawIds(texts: string[]): string[] {
  const words = texts.flatMap((text) => text.split(/[^\w.-]+/)).map((word) => word.replace(/[.-]+$/, ""));
  return [...new Set(words.filter((word) => ALL_IDS.has(word)))];
}

/** Every string in the islands' props that is a catalogue id. */
async function idsInProps(page: Page): Promise<string[]> {
  const props = await page.locator("[data-island]").evaluateAll((markers) => markers.map((marker) => (marker as HTMLElement).dataset.props ?? "{}"));
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string" && ALL_IDS.has(value)) found.add(value);
    else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  for (const json of props) walk(JSON.parse(json));
  return [...found];
}

/** Records hydration mismatches (React reports them as errors): a missing message changes an island's text. */
function watchHydration(page: Page, report: string[], state: () => string): void {
  const HYDRATION = /hydrat|Minified React error #(418|419|423|425)\b/i;
  page.on("pageerror", (error) => {
    if (HYDRATION.test(error.message)) report.push(`${state()}: ${error.message.slice(0, 200)}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION.test(message.text())) report.push(`${state()}: ${message.text().slice(0, 200)}`);
  });
}

/** The raw ids the page shows and the ids its islands receive that the browser's catalogue lacks. */
async function check(page: Page, lang: Lang, state: string, report: string[]): Promise<void> {
  for (const id of rawIds(await visibleTexts(page))) report.push(`${state}: shows the raw id ${id}`);
  for (const id of await idsInProps(page)) if (!(id in CLIENT[lang])) report.push(`${state}: an island receives ${id}, which the browser's catalogue lacks`);
}

/** The first property of `list` whose page has a form posting to `action` (for a rental, the visit with its rental conditions). */
async function propertyWith(request: APIRequestContext, list: string, action: string): Promise<{ path: string; id: string }> {
  const html = await (await request.get(list)).text();
  for (const match of html.matchAll(/href="(\/[a-z]{2}\/[^"]+\/(\d+)\/)"/g))
    if ((await (await request.get(match[1]!)).text()).includes(`action="${action}"`)) return { path: match[1]!, id: match[2]! };
  throw new Error(`no property of ${list} has a form posting to ${action}`);
}

/** Posts the form on the page empty (past the island's own checks), as a visitor without script would: the server answers with its errors. */
async function postEmpty(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders(nextClient());
  await Promise.all([
    page.waitForLoadState("load"),
    page
      .locator("form.lead-form")
      .first()
      .evaluate((form) => (form as HTMLFormElement).submit()),
  ]);
  await expect(page.locator(".error-summary")).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

for (const lang of LANGUAGES) {
  test(`the islands show no raw message id in ${lang}, on home, a list, a detail page and forms`, async ({ page, context, request }) => {
    await dismissPopup(context);
    const i18n: I18n = setupI18n({ locale: lang, messages: { [lang]: FULL[lang] } });
    const report: string[] = [];
    let state = "";
    watchHydration(page, report, () => state);

    // Home, first visit: the consent dialog, then its settings; then the banner search's suggestions.
    state = "home";
    await page.goto(fixedPath("home", lang));
    await everyIslandHydrated(page);
    await check(page, lang, state, report);
    const consent = page.getByRole("dialog", { name: i18n._("consent.title") });
    await consent.getByRole("button", { name: i18n._("consent.settings") }).click();
    await expect(consent.getByRole("checkbox", { name: i18n._("consent.flag.analytics_storage") })).toBeVisible();
    await check(page, lang, (state = "home, consent settings"), report);
    await consent.getByRole("button", { name: i18n._("consent.necessaryOnly") }).click();
    await expect(consent).toBeHidden();
    const index = (await (await request.get(`/api/search/${lang}.json`)).json()) as { cities: [string, ...unknown[]][] };
    const input = page.locator("#banner-search");
    await input.focus();
    await page.keyboard.type(index.cities[0]![0].slice(0, 3).toLowerCase());
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox")).toBeVisible();
    await check(page, lang, (state = "home, search suggestions"), report);

    state = "for-sale list";
    await page.goto(fixedPath("forSale", lang));
    await everyIslandHydrated(page);
    await check(page, lang, state, report);

    state = "property detail";
    await page.goto((await page.locator(".property-card-link").first().getAttribute("href"))!);
    await everyIslandHydrated(page);
    await check(page, lang, state, report);
    await page.locator(".gallery-slide a").first().click();
    await expect(page.locator("dialog.lightbox")).toBeVisible();
    await check(page, lang, (state = "property detail, lightbox"), report);

    state = "contact form";
    await page.goto(formPath("site-contact", lang));
    await everyIslandHydrated(page);
    await check(page, lang, state, report);
    await postEmpty(page);
    await everyIslandHydrated(page);
    await check(page, lang, (state = "contact form, refused"), report);

    // A rental's visit request refused: the rental conditions' error is an id the worker hands the island.
    const rental = await propertyWith(request, fixedPath("forRent", lang), formPath("contact-appointment", lang));
    state = "visit form of a rental, refused";
    await page.goto(`${formPath("contact-appointment", lang)}?property=${rental.id}`);
    await everyIslandHydrated(page);
    await postEmpty(page);
    await everyIslandHydrated(page);
    await check(page, lang, state, report);
    await expect.soft(page.locator(".error-summary")).toContainText(i18n._("form.rentalConditions.required"));

    expect(report, report.join("\n")).toEqual([]);
  });
}
