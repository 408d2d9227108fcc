import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { boundTo, lazily } from "../../../worker/services/lazily";
import { repositoriesOf } from "../../../worker/services/repositories";

/** Every source file under `dir`, with its path. */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [{ path, text: readFileSync(path, "utf8") }] : [];
  });
}

/** Where requests are answered: these read what they need from `c.var.services`, never a binding. */
const REQUEST_FOLDERS = ["routes", "staff", "owner", "pages", "render", "middleware"].map((folder) => join("worker", folder));
/** The one file that may: the services middleware builds the services from the bindings. */
const BUILDS_SERVICES = join("worker", "middleware", "services.ts");
const READS_A_BINDING = /\bc\.env\b|\.env\./;

describe("routes, pages and middleware reach bindings only through the services", () => {
  it("no file outside the services middleware reads c.env or .env. (148 lines read one before issue 38)", () => {
    const readers = REQUEST_FOLDERS.flatMap(sources)
      .filter(({ path }) => path !== BUILDS_SERVICES)
      .flatMap(({ path, text }) => text.split("\n").flatMap((line, index) => (READS_A_BINDING.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])));
    expect(readers).toEqual([]);
  });

  it("the services middleware reads the bindings only to build the services", () => {
    const text = readFileSync(BUILDS_SERVICES, "utf8");
    const reads = text.split("\n").filter((line) => READS_A_BINDING.test(line));
    expect(reads.length).toBeGreaterThan(0);
    for (const line of reads) expect(line).toMatch(/publishedContent\(c\.env\.DB|createServices\(c\.env/);
  });
});

describe("the per-request repositories", () => {
  it("makes nothing until read, then each once per request", () => {
    const prepare = vi.fn();
    const db = { prepare, batch: vi.fn() } as unknown as D1Database;
    const repos = repositoriesOf({ DB: db, UPLOADS: {} as R2Bucket }, false);
    const staff = repos.staff;
    expect(staff.people).toBe(staff.people);
    expect(repos.staff).toBe(staff);
    expect(repos.content.documents).toBe(repos.content.documents);
    expect(repos.owners.sessions).toBe(repos.owners.sessions);
    expect(repos.devMailbox).toBeUndefined();
    expect(prepare).not.toHaveBeenCalled();
  });

  it("lazily calls a maker only when its property is read, and once", () => {
    const made = vi.fn(() => ({ a: 1 }));
    const never = vi.fn(() => 2);
    const object = lazily({ first: made, second: never });
    expect(made).not.toHaveBeenCalled();
    expect(object.first).toBe(object.first);
    expect(made).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });

  it("boundTo gives each function its binding first, so callers never hold it", () => {
    const binding = { name: "db" };
    const bound = boundTo(binding, { echo: (held: { name: string }, word: string) => `${held.name}:${word}` });
    expect(bound.echo("hello")).toBe("db:hello");
  });
});
