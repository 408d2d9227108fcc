import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe("request state is passed in the open (ARCHITECTURE, Request scope)", () => {
  it("no file of the worker or the client imports node:async_hooks (no AsyncLocalStorage)", () => {
    const files = [...sourceFiles(join(ROOT, "worker")), ...sourceFiles(join(ROOT, "client"))];
    expect(files.length).toBeGreaterThan(100);
    const importing = files.filter((file) => /["'](node:)?async_hooks["']|AsyncLocalStorage/.test(readFileSync(file, "utf8")));
    expect(importing.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it("client/i18n/routes.ts keeps no module-level mutable state: no let or var, no setter, nothing written into a collection", () => {
    const source = readFileSync(join(ROOT, "client/i18n/routes.ts"), "utf8");
    // Top-level declarations start a line; a function's own locals are indented.
    expect(source.match(/^(export )?(let|var) .*/gm) ?? []).toEqual([]);
    expect(source.match(/\.(set|add|delete|clear)\(/g) ?? []).toEqual([]);
    expect(source.match(/\b(getStore|readRouteSlugsFrom|readFreePagePathsFrom|slugSource|freePageSource)\b/g) ?? []).toEqual([]);
    // Each function that gives a renamable page's address takes the table to read it from.
    expect(source).toMatch(/export function pathFor\(slugs: RouteSlugs, key: RouteKey, lang: Lang\)/);
    expect(source).toMatch(/export function targetPath\(links: Links, target: string, lang: Lang\)/);
  });
});
