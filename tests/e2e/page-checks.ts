import { expect, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { hydrationMoment } from "../../client/islands/hydration-moments";
import { axeViolations } from "./helpers";
import { dialogOutsideViewport, layoutProblems } from "./layout-checks";

/**
 * The checks every page of the site passes, run on one loaded page so that each page type is visited
 * once per language (tests/e2e/every-page.spec.ts) instead of once per check.
 */

/** A phone, a desktop, and the narrowest screen the site promises not to scroll sideways on. */
export const LAYOUT_VIEWPORTS = [
  { name: "narrow phone", width: 320, height: 640 },
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The window axe looks at a page in (Playwright's Desktop Chrome). */
export const AXE_VIEWPORT = { width: 1280, height: 720 } as const;

/**
 * Waits until the page is as a reader sees it: every island that hydrates at load or when idle has,
 * and so has every island that waits to come near (client/components/hydrate-near.ts) and is within
 * its margin of the window now. Islands hidden at this width never come near and are not waited for;
 * an island inside another hydrates as part of it.
 */
export async function settled(page: Page, label = ""): Promise<void> {
  const names = await page.locator("[data-island]").evaluateAll((markers) => markers.map((marker) => (marker as HTMLElement).dataset.island ?? ""));
  const near = [...new Set(names)].filter((name) => hydrationMoment(name) === "near");
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ near, margin }) => {
            // Whether the island's own observer sees `element` near: the same question, asked the same way.
            const seen = (element: Element) =>
              new Promise<boolean>((resolve) => {
                const observer = new IntersectionObserver(
                  ([entry]) => {
                    observer.disconnect();
                    resolve(entry?.isIntersecting ?? false);
                  },
                  { rootMargin: margin },
                );
                observer.observe(element);
              });
            const waiting: string[] = [];
            for (const marker of document.querySelectorAll<HTMLElement>("[data-island]:not([data-hydrated])")) {
              const name = marker.dataset.island ?? "";
              // An island inside another is the outer one's: it hydrates with it.
              if (marker.parentElement?.closest("[data-island]")) continue;
              if (!near.includes(name)) {
                waiting.push(name);
                continue;
              }
              // The marker is display: contents: what it shows is watched, or what is around it when nothing it shows has a box.
              let targets = [...marker.children].filter((child) => child.getClientRects().length > 0);
              if (targets.length === 0) {
                let around = marker.parentElement;
                while (around?.classList.contains("island")) around = around.parentElement;
                targets = around ? [around] : [];
              }
              for (const target of targets)
                if (await seen(target)) {
                  waiting.push(name);
                  break;
                }
            }
            return waiting;
          },
          { near, margin: "200px" },
        ),
      // A map's island brings maplibre-gl (a large file) with it: on a busy machine that takes seconds.
      { message: `${label}: islands that should have hydrated`, timeout: 30_000 },
    )
    .toEqual([]);
}

/** One page type's address in one language, as every-page.spec.ts visits it. */
export interface VisitedPage {
  /** How the report names the page, e.g. "nl property detail /nl/te-koop/…". */
  label: string;
  /** An owner page (sign-in, forgot password): no consent dialog nor third-party tag there. */
  private?: boolean;
}

/**
 * The first visitor's consent question on the page as loaded in a 320 px window: asked (except on an
 * owner page, which loads no tag), fitting the window, the page not scrolling sideways. Then answers
 * it ("necessary only"), as a visitor does before reading on.
 */
export async function consentProblems(page: Page, { label, private: isPrivate }: VisitedPage): Promise<string[]> {
  const report: string[] = [];
  if (isPrivate) {
    // An owner page asks nothing: it loads no tag, so there is no consent to ask for.
    await expect(page.locator("dialog.consent"), label).toHaveCount(0);
  } else {
    await expect(page.locator("dialog.consent[open]"), label).toBeVisible();
    for (const problem of await dialogOutsideViewport(page)) report.push(`${label}: ${problem}`);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > 321) report.push(`${label}: ${scrollWidth} px wide with the consent question`);
  if (!isPrivate) {
    await page.locator("dialog.consent[open] .consent-actions button").nth(1).click();
    await expect(page.locator("dialog.consent[open]"), label).toHaveCount(0);
  }
  return report;
}

/**
 * The layout problems (tests/e2e/layout-checks.ts) of the loaded page in each of LAYOUT_VIEWPORTS,
 * the window resized between them, then axe's violations in AXE_VIEWPORT: one line each.
 */
export async function layoutAndAxeProblems(page: Page, { label }: VisitedPage): Promise<string[]> {
  const report: string[] = [];
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settled(page, `${label} at ${viewport.width} px`);
    for (const problem of await layoutProblems(page)) report.push(`${label} at ${viewport.width} px (${viewport.name}): ${problem}`);
  }
  await page.setViewportSize(AXE_VIEWPORT);
  await settled(page, label);
  report.push(...(await axeViolations(page, label)));
  return report;
}

/** The Nu Html Checker (vnu-jar, on the machine's Java) on these pages' HTML as the server sent it, in one JVM run: its errors, one line each. */
export async function htmlErrors(pages: { label: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "vitrine-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, { label, html }] of pages.entries()) {
      const file = join(dir, `${index}.html`);
      await writeFile(file, html);
      files.set(file, label);
    }
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--exit-zero-always", "--format", "json", ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: { type: string; url: string; message: string; lastLine?: number; extract?: string }[] }).messages;
    return messages
      .filter((message) => message.type === "error")
      .map(
        (message) =>
          `${files.get(message.url.replace(/^file:/, "")) ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract?.trim() ?? ""}`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
