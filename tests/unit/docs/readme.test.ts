/**
 * The README stays a guide a newcomer reads in ten minutes (issue 38): short, self-contained, every
 * busy folder of worker/ explained beside its code, and every note the code points at still there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const README_MAX_LINES = 300;
/** A folder of worker/ with more files than this (its subfolders' included) has a README.md. */
const FOLDER_FILES_WITHOUT_README = 10;
/** Where code, tests and configuration may point at a note's section. */
const REFERENCE_ROOTS = ["worker", "client", "tests"];
const REFERENCE_FILES = ["wrangler.toml", "vitest.config.ts", "package.json"];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|cjs|toml|json)$/;
/** This file spells references in its own words; it is not one. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
    return [path];
  });
}

const workerFolders = readdirSync(join(ROOT, "worker")).filter((name) => statSync(join(ROOT, "worker", name)).isDirectory());
const busyFolders = workerFolders.filter(
  (name) => filesUnder(join("worker", name)).filter((path) => !path.endsWith("README.md")).length > FOLDER_FILES_WITHOUT_README,
);

/** The headings of a Markdown file, without their hashes. */
function headings(path: string): string[] {
  return read(path)
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, "").trim());
}

/** Relative links of a Markdown file (`[text](path)`, anchors dropped), resolved from the repository root. */
function relativeLinks(path: string): string[] {
  const links = [...read(path).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return links
    .filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith("#"))
    .map((link) => relative(ROOT, resolve(ROOT, dirname(path), link.split("#")[0]!)));
}

/** `(README, "X")`, `(worker/feed/README.md, "X")`, `README.md's "X"`: the file and the heading named. */
const REFERENCE = /((?:[\w.-]+\/)*[\w.-]+\.md|\bREADME\b)(?:'s)?,?\s*"([^"\n]+)"/g;

function references(): { from: string; file: string; heading: string }[] {
  const files = [...REFERENCE_ROOTS.flatMap(filesUnder), ...REFERENCE_FILES].filter((path) => CODE_FILE.test(path) && path !== SELF);
  return files.flatMap((from) =>
    [...read(from).matchAll(REFERENCE)].map((match) => ({
      from,
      file: match[1] === "README" ? "README.md" : match[1]!,
      heading: match[2]!,
    })),
  );
}

describe("the README and the notes beside the code", () => {
  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("gives every folder of worker/ with more than ten files a README.md", () => {
    expect(busyFolders.length).toBeGreaterThan(0);
    const missing = busyFolders.filter((name) => !existsSync(join(ROOT, "worker", name, "README.md")));
    expect(missing).toEqual([]);
  });

  it("links only to files that exist, from README.md, the folders' READMEs and the benchmarks' notes", () => {
    const folderNotes = workerFolders.map((name) => join("worker", name, "README.md")).filter((path) => existsSync(join(ROOT, path)));
    const otherNotes = [join("tests", "bench", "README.md")];
    const notes = ["README.md", ...folderNotes, ...otherNotes];
    const broken = notes.flatMap((note) =>
      relativeLinks(note)
        .filter((target) => !existsSync(join(ROOT, target)))
        .map((target) => `${note} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('names, in every "(file, "Section")" reference of the code and tests, a heading that file has', () => {
    const found = references();
    expect(found.length).toBeGreaterThan(10);
    const wrong = found
      .filter(({ file, heading }) => !existsSync(join(ROOT, file)) || !headings(file).includes(heading))
      .map(({ from, file, heading }) => `${from}: ${file}, "${heading}"`);
    expect(wrong).toEqual([]);
  });
});
