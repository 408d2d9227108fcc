import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Everything in dist/client is public: Workers static assets serve it to anyone. After `npm run build`,
 * no file there may hold secret material or worker code. Fails with the file and what matched.
 */
const ROOT = join(import.meta.dirname, "../../..");
const DIST = join(ROOT, "dist/client");
/** Shorter .dev.vars values (a language list, "on") would match by accident; real secrets are longer. */
const MIN_SECRET_VALUE_CHARS = 8;
/** Worker string literals at least this long are distinctive enough to prove the worker code leaked. */
const MIN_LITERAL_CHARS = 24;

/** Shapes of credentials that must never be in a public file, whatever they belong to. */
const TOKEN_SHAPES: [string, RegExp][] = [
  ["private key", /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/],
  ["AWS access key id", /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ["Cloudflare API token or key", /\b(?:CF|CLOUDFLARE)_(?:API_)?(?:TOKEN|KEY)\b["'`]?\s*[:=]\s*["'`]?[A-Za-z0-9_-]{32,}/i],
  ["Cloudflare scannable token", /\bcf(?:ut|at|k)_[A-Za-z0-9]{32,}/],
  ["bearer JWT", /Bearer\s+eyJ[A-Za-z0-9_-]{8,}/],
  ["JWT", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ["GitHub token", /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})/],
  ["Slack token", /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ["Stripe secret key", /\b[rs]k_live_[A-Za-z0-9]{20,}/],
  ["Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
  ["credentials in a URL", /\bhttps?:\/\/[A-Za-z0-9._~%-]+:[A-Za-z0-9._~%!$&'()*+,;=-]+@[A-Za-z0-9.-]+/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The names of the worker's secrets: string bindings in worker/bindings.ts that wrangler.toml does not set as [vars]. */
function secretNames(): string[] {
  const env = readFileSync(join(ROOT, "worker/bindings.ts"), "utf8");
  const bindings = /export interface Bindings \{([\s\S]*?)\n\}/.exec(env)?.[1] ?? "";
  const strings = [...bindings.matchAll(/^\s+([A-Z][A-Z0-9_]*)\??:\s*string;/gm)].map((match) => match[1]!);
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const vars = new Set([...toml.matchAll(/^([A-Z][A-Z0-9_]*)\s*=/gm)].map((match) => match[1]!));
  return strings.filter((name) => !vars.has(name));
}

/** Values from a local .dev.vars (never committed), for the secret names and anything that looks secret. */
function devVarValues(names: readonly string[]): [string, string][] {
  const path = join(ROOT, ".dev.vars");
  if (!existsSync(path)) return [];
  const values: [string, string][] = [];
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, name, raw] = match as unknown as [string, string, string];
    const value = raw.replace(/^(["'])(.*)\1$/, "$2");
    const secretLooking = names.includes(name) || /PASSWORD|SECRET|TOKEN|KEY|USER/i.test(name);
    if (secretLooking && value.length >= MIN_SECRET_VALUE_CHARS) values.push([name, value]);
  }
  return values;
}

/** Long string literals of worker/ source files that no client/ or locales/ file shares. */
function workerOnlyLiterals(): Map<string, string> {
  const literalsOf = (text: string) => [...text.matchAll(/"([^"\\\n]{24,})"|'([^'\\\n]{24,})'/g)].map((match) => match[1] ?? match[2]!);
  const shared = filesUnder(join(ROOT, "client"))
    .concat(filesUnder(join(ROOT, "locales")))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const literals = new Map<string, string>();
  for (const file of filesUnder(join(ROOT, "worker")).filter((path) => /\.tsx?$/.test(path))) {
    for (const literal of literalsOf(readFileSync(file, "utf8"))) {
      // URLs (XML namespaces, schema.org) are public constants that libraries share, not worker code.
      if (/^[a-z]+:\/\//i.test(literal) || literal.includes("${") || shared.includes(literal)) continue;
      if (literal.length >= MIN_LITERAL_CHARS) literals.set(literal, relative(ROOT, file));
    }
  }
  return literals;
}

const excerpt = (text: string, index: number) => JSON.stringify(text.slice(Math.max(0, index - 20), index + 60));

describe("no secrets in the public client build", () => {
  let files: { path: string; text: string }[] = [];

  beforeAll(() => {
    if (!existsSync(DIST)) throw new Error("dist/client is missing: run npm run build first (the scan needs the client build)");
    // What .assetsignore keeps out of the static assets (Vite's manifest, read by the worker at build time) is never served.
    const ignored = readFileSync(join(DIST, ".assetsignore"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    files = filesUnder(DIST)
      .filter((file) => !ignored.some((entry) => relative(DIST, file) === entry || relative(DIST, file).startsWith(`${entry}/`)))
      .map((file) => ({ path: relative(ROOT, file), text: readFileSync(file, "latin1") }));
    if (!files.some((file) => file.path.endsWith(".js"))) throw new Error("dist/client holds no JavaScript: run npm run build first");
  });

  it("reads the secret names from worker/bindings.ts", () => {
    expect(secretNames()).toEqual(expect.arrayContaining(["PROVIDER_USER", "PROVIDER_PASSWORD", "PROVIDER_BASE_URL"]));
    expect(secretNames()).not.toContain("SITE_ORIGIN");
  });

  it("holds none of the worker's secret names", () => {
    const names = secretNames();
    const found = files.flatMap(({ path, text }) =>
      names.filter((name) => text.includes(name)).map((name) => `${path}: ${name} at ${excerpt(text, text.indexOf(name))}`),
    );
    expect(found).toEqual([]);
  });

  it("holds none of the values of a local .dev.vars", () => {
    const values = devVarValues(secretNames());
    const found = files.flatMap(({ path, text }) =>
      values.filter(([, value]) => text.includes(value)).map(([name]) => `${path}: the value of ${name} from .dev.vars`),
    );
    expect(found).toEqual([]);
  });

  it("holds no private key, access key or token", () => {
    const found = files.flatMap(({ path, text }) =>
      TOKEN_SHAPES.flatMap(([what, pattern]) => {
        const match = pattern.exec(text);
        return match ? [`${path}: ${what} at ${excerpt(text, match.index)}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("holds no worker source file, by name or by content", () => {
    const workerFiles = new Set(filesUnder(join(ROOT, "worker")).map((file) => basename(file)));
    const byName = files.filter(({ path }) => /\.(tsx?|mts|cts)$/.test(path) || workerFiles.has(basename(path))).map(({ path }) => `${path}: a source file`);
    const byPath = files
      .filter(({ text }) =>
        /(?:^|[^A-Za-z0-9_.-])worker\/(?:feed|routes|middleware|db|render|pages|content|auth|mail|stats|seo|site|jobs|owner|staff|alerts|leads|privacy|services|memory|media|map|request)\//.test(
          text,
        ),
      )
      .map(({ path }) => `${path}: a worker/ source path`);
    const literals = workerOnlyLiterals();
    expect(literals.size).toBeGreaterThan(100);
    const byContent = files.flatMap(({ path, text }) =>
      [...literals].filter(([literal]) => text.includes(literal)).map(([literal, source]) => `${path}: text of ${source} (${JSON.stringify(literal)})`),
    );
    expect([...byName, ...byPath, ...byContent]).toEqual([]);
    // Reads every worker file and the whole build: about 3 s alone, more while every core runs a unit file.
  }, 20_000);
});
