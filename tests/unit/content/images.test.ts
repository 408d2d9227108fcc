import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seedContent as content } from "../../../worker/content";
import { eachString } from "./walk";

const PUBLIC_DIR = join(__dirname, "../../../client/public");
const MAX_SVG_BYTES = 15 * 1024;

/** Every site path to a picture anywhere in the content (image urls, og images, pop-up media, ...). */
function imagePaths(): Map<string, string> {
  const found = new Map<string, string>();
  eachString(content, (path, text) => {
    if (/^\/[^/].*\.(svg|png|jpe?g|webp|gif)$/i.test(text)) found.set(text, path);
  });
  return found;
}

function svgFiles(): string[] {
  const dirs = ["images/demo", "images/team"].map((dir) => join(PUBLIC_DIR, dir));
  return [
    join(PUBLIC_DIR, "images/logo.svg"),
    join(PUBLIC_DIR, "favicon.svg"),
    ...dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".svg"))
        .map((name) => join(dir, name)),
    ),
  ];
}

describe("content images", () => {
  it("finds the pictures of the banner, cards, team and metadata", () => {
    const paths = [...imagePaths().keys()];
    expect(paths).toContain("/images/logo.svg");
    expect(paths).toContain("/images/demo/banner-ghent.svg");
    expect(paths.filter((path) => path.startsWith("/images/team/")).length).toBe(content.team.length);
  });

  it("points every image url to a file under client/public", () => {
    for (const [url, path] of imagePaths()) expect(existsSync(join(PUBLIC_DIR, url)), `${path} → ${url}`).toBe(true);
  });

  it("declares each SVG's own size for the images it is used at", () => {
    eachImage((url, width, height) => {
      const svg = readFileSync(join(PUBLIC_DIR, url), "utf8");
      expect(svg, url).toMatch(new RegExp(`viewBox="0 0 ${width} ${height}"`));
    }, content);
  });

  it("keeps the drawings small, self-contained and script-free", () => {
    for (const file of svgFiles()) {
      const svg = readFileSync(file, "utf8");
      expect(statSync(file).size, file).toBeLessThan(MAX_SVG_BYTES);
      expect(svg, file).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, file).not.toMatch(/<script|\son[a-z]+=|javascript:|<foreignObject|@import/i);
      expect(svg, file).not.toMatch(/(href|src)="(?!#)/);
      expect(svg, file).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});

/** Calls `visit` for each {url, width, height} image object in the content. */
function eachImage(visit: (url: string, width: number, height: number) => void, value: unknown): void {
  if (Array.isArray(value)) value.forEach((item) => eachImage(visit, item));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.url === "string" && typeof record.width === "number" && typeof record.height === "number") {
      visit(record.url, record.width, record.height);
    }
    Object.values(record).forEach((item) => eachImage(visit, item));
  }
}
