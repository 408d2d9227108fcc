/**
 * `npm run doctor [-- --config FILE] [--secrets FILE] [--map-archive-present] [--offline]`: says in
 * plain words what a production deployment of wrangler.toml still lacks (worker/dev/doctor/checks.ts),
 * and exits 1 while anything does (0 when nothing lacks, 2 on a wrong command line). `npm run deploy`
 * runs it first and stops there.
 *
 * The secrets are the ones `wrangler secret list` gives for the deployed worker (a login or
 * CLOUDFLARE_API_TOKEN), or a file: a JSON list of names, a JSON object, or NAME=value lines. The map
 * archive is looked up with `wrangler r2 object get --remote` (its first bytes only), or taken as
 * given with --map-archive-present. --offline asks wrangler nothing: what it would have read lacks.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { parse as parseToml } from "smol-toml";
import { diagnose, formatDiagnosis, MAP_ARCHIVE_KEY, type MapArchive, parseSecrets, type Secrets } from "./doctor/checks.ts";

const USAGE = "usage: npm run doctor -- [--config wrangler.toml] [--secrets FILE] [--map-archive-present] [--offline]";
/** Exit codes: something lacks, and a wrong command line or an unreadable file. */
const EXIT_LACKING = 1;
const EXIT_USAGE = 2;
/** How long one wrangler command may take before it counts as unreachable. */
const WRANGLER_TIMEOUT_MS = 60_000;
/** The first bytes of every PMTiles archive. */
const PMTILES_MAGIC = "PMTiles";

function fail(message: string): never {
  console.error(message);
  process.exit(EXIT_USAGE);
}

function options() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== "--"),
      options: {
        config: { type: "string", default: "wrangler.toml" },
        secrets: { type: "string" },
        "map-archive-present": { type: "boolean", default: false },
        offline: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** Wrangler's words for why it failed: its first error line, without colours or decoration. */
function reasonOf(output: string): string {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex
  const line = plain.split("\n").find((text) => /ERROR|error/.test(text)) ?? plain.split("\n").find((text) => text.trim() !== "") ?? "no answer";
  // Its first sentence: wrangler goes on with links and advice the lack's own "how" replaces.
  const words =
    line
      .replace(/^\W*\[?ERROR\]?\s*/, "")
      .trim()
      .split(/(?<=\.)\s/)[0] ?? "";
  return `wrangler said: ${words.length > 240 ? `${words.slice(0, 240)}…` : words}`;
}

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

/** Runs wrangler with no input; stops it once `enough` says the output read so far answers the question. */
function wrangler(args: string[], enough: (stdout: Buffer) => boolean = () => false): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["wrangler", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let stderr = "";
    let timedOut = false;
    let stopped = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, WRANGLER_TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (!stopped && enough(Buffer.concat(chunks))) {
        stopped = true;
        child.kill();
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const done = (code: number | null) => {
      clearTimeout(timer);
      resolve({ code: stopped ? 0 : code, stdout: Buffer.concat(chunks), stderr, timedOut });
    };
    child.on("error", (error) => {
      stderr += error.message;
      done(null);
    });
    child.on("close", done);
  });
}

async function readSecrets(file: string | undefined, offline: boolean, config: string): Promise<Secrets> {
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      return fail(`cannot read the secrets file ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      return { readable: true, ...parseSecrets(text) };
    } catch {
      return fail(`the secrets file ${file} is neither JSON (a list of names, or names and values) nor NAME=value lines`);
    }
  }
  if (offline) return { readable: false, reason: "--offline: wrangler was not asked" };
  const run = await wrangler(["secret", "list", "--format", "json", "--config", config]);
  if (run.timedOut) return { readable: false, reason: "wrangler did not answer within a minute; is this machine offline?" };
  if (run.code !== 0) return { readable: false, reason: reasonOf(run.stderr || run.stdout.toString("utf8")) };
  // A JSON list of { name, type }, possibly after a line of wrangler's own.
  const output = run.stdout.toString("utf8");
  try {
    if (!output.includes("[")) throw new Error("no list");
    return { readable: true, names: parseSecrets(output.slice(output.indexOf("["))).names, values: {} };
  } catch {
    return { readable: false, reason: "wrangler's list of secrets could not be read" };
  }
}

async function findMapArchive(present: boolean, offline: boolean, bucket: string | undefined, config: string): Promise<MapArchive> {
  if (present) return { known: true, present: true };
  if (offline) return { known: false, reason: "--offline: wrangler was not asked" };
  if (!bucket) return { known: true, present: false, detail: "no bucket is bound as MAP_TILES" };
  const magic = Buffer.from(PMTILES_MAGIC);
  const run = await wrangler(
    ["r2", "object", "get", `${bucket}/${MAP_ARCHIVE_KEY}`, "--remote", "--pipe", "--config", config],
    (stdout) => stdout.length >= magic.length,
  );
  if (run.stdout.length >= magic.length) {
    const isArchive = run.stdout.subarray(0, magic.length).equals(magic);
    return isArchive ? { known: true, present: true } : { known: true, present: false, detail: "the object there is not a PMTiles archive" };
  }
  if (run.timedOut) return { known: false, reason: "wrangler did not answer within a minute; is this machine offline?" };
  const said = `${run.stderr}${run.stdout.toString("utf8")}`;
  if (/does not exist|not found|NoSuchKey|NoSuchBucket/i.test(said)) return { known: true, present: false, detail: reasonOf(said) };
  return { known: false, reason: reasonOf(said) };
}

const args = options();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
let config: unknown;
try {
  config = parseToml(readFileSync(args.config, "utf8"));
} catch (error) {
  fail(`cannot read ${args.config}: ${error instanceof Error ? error.message : String(error)}`);
}
const { r2_buckets: buckets, vars } = config as { r2_buckets?: { binding?: unknown; bucket_name?: unknown }[]; vars?: { MAP_STYLE_URL?: unknown } };
// Another tile style needs no archive (the checks say so): R2 is not asked.
const otherStyle = typeof vars?.MAP_STYLE_URL === "string" && vars.MAP_STYLE_URL.trim() !== "";
const mapBucket = Array.isArray(buckets) ? buckets.find((binding) => binding?.binding === "MAP_TILES")?.bucket_name : undefined;

const [secrets, mapArchive] = await Promise.all([
  readSecrets(args.secrets, args.offline, args.config),
  findMapArchive(args["map-archive-present"] || otherStyle, args.offline, typeof mapBucket === "string" ? mapBucket : undefined, args.config),
]);
const diagnosis = diagnose({ config, configName: basename(args.config), secrets, mapArchive });
console.log(`Vitrine doctor: ${args.config}\n`);
console.log(formatDiagnosis(diagnosis));
if (diagnosis.lacks.length > 0) {
  console.log("\nNothing is deployed until each of these is given (npm run deploy runs this check first).");
  process.exit(EXIT_LACKING);
}
