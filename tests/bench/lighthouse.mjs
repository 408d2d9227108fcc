// Parts (b) and (c): Lighthouse (mobile, simulated throttling, the default configuration) in
// Debian's Chromium against `wrangler dev`, each run in a fresh browser profile (cold cache), and
// the JavaScript and CSS the page actually loaded, gzipped.
//
// Two visitors. A returning one has answered the cookie question (everything refused) and closed
// the pop-up: the page as it is once the site is known. A first one comes with nothing stored, so
// the consent dialog opens over the page as soon as the client starts: what a visitor landing from
// a search engine or an ad sees. Both are scored; the LCP element tells whether the dialog or the
// page was the largest paint.
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_RETRIES, LIGHTHOUSE_RUNS } from "./limits.mjs";

// chrome-launcher and puppeteer-core as Lighthouse itself resolves them (they come with it).
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import(fromLighthouse.resolve("chrome-launcher"));
const { default: puppeteer } = await import(fromLighthouse.resolve("puppeteer-core"));

/** Every host but the local one fails to resolve: proof that nothing is fetched from outside. */
const OFFLINE_FLAG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CONSENT_COOKIE = "vitrine_consent";
const REFUSED_CONSENT = { consent: true, ad_user_data: false, ad_storage: false, analytics_storage: false, ad_personalization: false };
const POPUP_CLOSED_KEY = "vitrine.popup.closed";

/**
 * @typedef {"returning" | "first"} Visitor
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number, speedIndexMs: number }} LighthouseMetrics
 * @typedef {LighthouseMetrics & { lcpElement: string }} LighthouseRun
 * @typedef {{ url: string, resourceType: string, transferSize: number }} LoadedResource
 */

/** Both visitors, in the order the table shows them. @type {readonly Visitor[]} */
export const VISITORS = ["returning", "first"];

/**
 * Runs Lighthouse LIGHTHOUSE_RUNS times on one page for one visitor and returns every run and the
 * per-metric median.
 * @param {string} url
 * @param {Visitor} visitor
 * @param {(line: string) => void} log
 */
export async function measurePage(url, visitor, log) {
  /** @type {LighthouseRun[]} */
  const runs = [];
  /** @type {LoadedResource[]} */
  let resources = [];
  /** @type {string[]} */
  const externalRequests = [];
  let lighthouseVersion = "";
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    const lhr = await runWithRetries(url, visitor, log);
    const metrics = { ...metricsOf(lhr), lcpElement: lcpElementOf(lhr) };
    runs.push(metrics);
    lighthouseVersion = lhr.lighthouseVersion;
    resources = resourcesOf(lhr);
    for (const resource of resources)
      if (new URL(resource.url).origin !== new URL(url).origin && !resource.url.startsWith("data:")) externalRequests.push(resource.url);
    log(
      `  lighthouse ${new URL(url).pathname} ${visitor} visitor run ${run}: perf ${metrics.performance}, FCP ${metrics.fcpMs} ms, ` +
        `LCP ${metrics.lcpMs} ms (${metrics.lcpElement}), TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}`,
    );
  }
  const lcpElement = mostCommon(runs.map((run) => run.lcpElement));
  return { url, visitor, lighthouseVersion, runs, median: medianOf(runs), lcpElement, bytes: await bytesOf(resources, url), externalRequests };
}

/**
 * Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP); such a run says
 * nothing about the page, so it is repeated rather than counted.
 * @param {string} url @param {Visitor} visitor @param {(line: string) => void} log
 */
async function runWithRetries(url, visitor, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, visitor);
    } catch (error) {
      if (attempt > LIGHTHOUSE_RETRIES) throw error;
      log(`  lighthouse ${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

/** @param {string} url @param {Visitor} visitor */
async function runOnce(url, visitor) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, OFFLINE_FLAG] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (visitor === "returning") {
      await browser.setCookie({ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(REFUSED_CONSENT)), url: new URL(url).origin });
      await page.evaluateOnNewDocument((/** @type {string} */ key) => sessionStorage.setItem(key, "1"), POPUP_CLOSED_KEY);
    }
    // The profile is new, so the cache is cold and a first visitor has nothing stored; keeping
    // storage keeps a returning visitor's consent answer.
    const flags = { output: /** @type {"json"} */ ("json"), logLevel: /** @type {"error"} */ ("error"), onlyCategories: CATEGORIES, disableStorageReset: true };
    const result = await lighthouse(url, flags, undefined, page);
    await browser.disconnect();
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** @param {import("lighthouse").Result} lhr @returns {LighthouseMetrics} */
function metricsOf(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    speedIndexMs: Math.round(value("speed-index")),
  };
}

/**
 * Which element was the largest paint (shows, for instance, that no dialog covered the page).
 * Lighthouse 13 reports it as the node item of the LCP breakdown insight.
 * @param {import("lighthouse").Result} lhr
 */
function lcpElementOf(lhr) {
  const details = /** @type {{ items?: { type?: string, selector?: string }[] } | undefined} */ (lhr.audits["lcp-breakdown-insight"]?.details);
  return details?.items?.find((item) => item.type === "node")?.selector ?? "unknown";
}

/** What the page requested, from Lighthouse's network records. @param {import("lighthouse").Result} lhr */
function resourcesOf(lhr) {
  const details = /** @type {{ items?: LoadedResource[] } | undefined} */ (lhr.audits["network-requests"]?.details);
  return (details?.items ?? []).map(({ url, resourceType, transferSize }) => ({ url, resourceType, transferSize }));
}

/**
 * JavaScript and CSS files the page loaded (including islands imported during the load), each
 * fetched again and gzipped here, so the number does not depend on how the dev server compresses.
 * @param {LoadedResource[]} resources @param {string} pageUrl
 */
async function bytesOf(resources, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const totals = { jsFiles: 0, jsBytes: 0, jsGzipBytes: 0, cssFiles: 0, cssBytes: 0, cssGzipBytes: 0, files: /** @type {string[]} */ ([]) };
  for (const { url, resourceType } of resources) {
    const kind = resourceType === "Script" ? "js" : resourceType === "Stylesheet" ? "css" : undefined;
    if (!kind || new URL(url).origin !== origin) continue;
    const response = await fetch(url);
    // A hashed file that is gone means dist/client was rebuilt during the run: the sum would be wrong.
    if (!response.ok) throw new Error(`${url} answered ${response.status} (was dist/client rebuilt during the bench?)`);
    const body = Buffer.from(await response.arrayBuffer());
    totals[`${kind}Files`] += 1;
    totals[`${kind}Bytes`] += body.length;
    totals[`${kind}GzipBytes`] += gzipSync(body).length;
    totals.files.push(new URL(url).pathname);
  }
  return totals;
}

/** The value most runs gave (the first of equals). @param {string[]} values */
function mostCommon(values) {
  const counts = new Map(values.map((value) => [value, values.filter((other) => other === value).length]));
  return values.reduce((best, value) => ((counts.get(value) ?? 0) > (counts.get(best) ?? 0) ? value : best), values[0] ?? "unknown");
}

/** The median of each metric over the runs. @param {LighthouseMetrics[]} runs @returns {LighthouseMetrics} */
function medianOf(runs) {
  const median = (/** @type {keyof LighthouseMetrics} */ key) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    return /** @type {number} */ (values[Math.floor(values.length / 2)]);
  };
  return {
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    seo: median("seo"),
    fcpMs: median("fcpMs"),
    lcpMs: median("lcpMs"),
    tbtMs: median("tbtMs"),
    cls: median("cls"),
    speedIndexMs: median("speedIndexMs"),
  };
}
