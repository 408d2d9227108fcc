import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse, stringify } from "smol-toml";
import { afterAll, describe, expect, it } from "vitest";
import { diagnose, formatDiagnosis, type DoctorInput, type MapArchive, parseSecrets, type Secrets } from "../../../worker/dev/doctor/checks";
import { readProviderConfig } from "../../../worker/feed/provider/config";
import { readFeedRules } from "../../../worker/feed/provider/rules-config";
import type { Bindings } from "../../../worker/env";
import { parseConfig } from "../../../worker/services/config";

/** wrangler.toml as a fresh clone has it. */
const FRESH_TOML = readFileSync("wrangler.toml", "utf8");
const fresh = () => parse(FRESH_TOML) as Record<string, unknown> & { vars: Record<string, string> };

/** Test values for every setting production needs (an Omnicasa agency). */
const COMPLETE_VARS = {
  SITE_ORIGIN: "https://www.example-agency.be",
  FEED_SUBSTATUS: "sold:6;rented:13;option:3;hidden:20",
  ACCESS_TEAM_DOMAIN: "https://example-agency.cloudflareaccess.com",
  ACCESS_AUD: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
  STAFF_ADMINS: "admin@example-agency.be",
  MAIL_FROM: "Example Agency <website@example-agency.be>",
  IMAGE_CDN_HOST: "images.example-agency.be",
  PROVIDER_STORAGE_HOSTS: "omnicasa.blob.core.windows.net",
};
const COMPLETE_SECRETS: Record<string, string> = {
  FORM_SECRET: "a-test-form-secret-of-more-than-32-characters",
  PROVIDER_BASE_URL: "https://newapi.omnicasa.com/1.13/OmnicasaService.svc",
  PROVIDER_USER: "agency",
  PROVIDER_PASSWORD: "test-password",
};

/** The fresh clone's wrangler.toml with real-looking ids and every [vars] value production needs. */
function complete(vars: Record<string, string> = {}) {
  const config = fresh();
  config.vars = { ...config.vars, ...COMPLETE_VARS, ...vars };
  (config.d1_databases as { database_id: string }[])[0]!.database_id = "3f2a9c4e-8b1d-4e6f-9a2b-7c5d1e0f4a3b";
  (config.kv_namespaces as { id: string }[])[0]!.id = "9f1e2d3c4b5a69788796a5b4c3d2e1f0";
  return config;
}

const names = (...list: string[]): Secrets => ({ readable: true, names: new Set(list), values: {} });
const withValues = (values: Record<string, string>): Secrets => ({ readable: true, names: new Set(Object.keys(values)), values });
const UNREADABLE: Secrets = { readable: false, reason: "wrangler said: not logged in" };
const ARCHIVE: MapArchive = { known: true, present: true };

function lacksOf(input: Partial<DoctorInput> & Pick<DoctorInput, "config">): string[] {
  return diagnose({ secrets: withValues(COMPLETE_SECRETS), mapArchive: ARCHIVE, ...input }).lacks.map((lack) => lack.what);
}

describe("npm run doctor's checks", () => {
  it("lists, on a fresh clone's wrangler.toml offline, every setting production still lacks, each with why and how", () => {
    const diagnosis = diagnose({ config: fresh(), secrets: UNREADABLE, mapArchive: { known: false, reason: "offline" } });
    const text = diagnosis.lacks.map((lack) => lack.what).join("\n");
    for (const lacking of [
      "SITE_ORIGIN",
      "D1 database",
      "KV namespace",
      "secrets could not be read",
      "FEED_SUBSTATUS",
      "ACCESS_TEAM_DOMAIN",
      "ACCESS_AUD",
      "administrator",
      "MAIL_FROM",
      "IMAGE_CDN_HOST",
      "map archive",
    ])
      expect(text).toContain(lacking);
    for (const lack of diagnosis.lacks) {
      expect(lack.why.length).toBeGreaterThan(20);
      expect(lack.how).toMatch(/npx wrangler|under \[vars\]|wrangler\.toml/);
    }
    const printed = formatDiagnosis(diagnosis);
    expect(printed).toContain(`still lacks ${diagnosis.lacks.length} things`);
    expect(printed).toContain("Why: ");
    expect(printed).toContain("How: npx wrangler d1 create vitrine");
  });

  it("counts nothing lacking for a complete configuration, and the worker itself accepts what the doctor passes", () => {
    const config = complete();
    const diagnosis = diagnose({ config, secrets: withValues(COMPLETE_SECRETS), mapArchive: ARCHIVE });
    expect(diagnosis.lacks).toEqual([]);
    expect(formatDiagnosis(diagnosis)).toContain("Nothing lacks");
    // The same values through the worker's own validation: the variables, the provider and its states.
    const env = { ...config.vars, ...COMPLETE_SECRETS } as unknown as Bindings;
    expect(() => parseConfig(env)).not.toThrow();
    expect(parseConfig(env).localOnlyReason).toBeUndefined();
    expect(readProviderConfig(COMPLETE_SECRETS)?.kind).toBe("omnicasa");
    expect(readFeedRules(config.vars).subStatus.option).toEqual([3]);
  });

  it("takes secrets by name alone, as wrangler lists them", () => {
    const omnicasa = ["FORM_SECRET", "PROVIDER_BASE_URL", "PROVIDER_USER", "PROVIDER_PASSWORD"];
    expect(lacksOf({ config: complete(), secrets: names(...omnicasa) })).toEqual([]);
    // A setting given as a secret rather than in [vars] (its line deleted there) is set, though its value cannot be checked.
    const config = complete();
    for (const name of ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "FEED_SUBSTATUS"]) delete config.vars[name];
    expect(lacksOf({ config, secrets: names(...omnicasa, "ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "FEED_SUBSTATUS") })).toEqual([]);
    // Unread secrets are one lack, not one per provider secret.
    expect(lacksOf({ config: complete({ PROVIDER_KIND: "omnicasa" }), secrets: UNREADABLE })).toEqual([expect.stringContaining("secrets could not be read")]);
  });

  it("refuses a secret whose name is also a [vars] entry, even an empty one: they share one set of names and the deployment fails", () => {
    const omnicasa = ["FORM_SECRET", "PROVIDER_BASE_URL", "PROVIDER_USER", "PROVIDER_PASSWORD"];
    // The fresh clone ships ACCESS_AUD = "" and ACCESS_TEAM_DOMAIN = "" as vars.
    const config = complete({ ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" });
    const diagnosis = diagnose({ config, secrets: names(...omnicasa, "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"), mapArchive: ARCHIVE });
    expect(diagnosis.lacks.map((lack) => lack.what)).toEqual([
      "ACCESS_AUD is both a secret and a [vars] entry in wrangler.toml.",
      "ACCESS_TEAM_DOMAIN is both a secret and a [vars] entry in wrangler.toml.",
    ]);
    expect(diagnosis.lacks[0]!.how).toContain("delete the line ACCESS_AUD from [vars] in wrangler.toml");
    expect(diagnosis.lacks[0]!.how).toContain("npx wrangler secret delete ACCESS_AUD");
    // A secret given as a file of values clashes the same, whatever the var holds.
    expect(lacksOf({ config: complete(), secrets: withValues({ ...COMPLETE_SECRETS, MAIL_FROM: "Agency <website@example-agency.be>" }) })).toEqual([
      "MAIL_FROM is both a secret and a [vars] entry in wrangler.toml.",
    ]);
  });

  it("flags DEMO_FEED_DRIFT given as a secret, whose value wrangler does not list", () => {
    const omnicasa = ["FORM_SECRET", "PROVIDER_BASE_URL", "PROVIDER_USER", "PROVIDER_PASSWORD"];
    expect(lacksOf({ config: complete(), secrets: names(...omnicasa, "DEMO_FEED_DRIFT") })).toEqual(["DEMO_FEED_DRIFT is set."]);
    expect(lacksOf({ config: complete({ DEMO_FEED_DRIFT: "1" }) })).toEqual(["DEMO_FEED_DRIFT is set."]);
  });

  it("flags an empty sub-status mapping for Omnicasa, whose listings under option would show as available, but not for the demo feed", () => {
    const omnicasa = diagnose({ config: complete({ FEED_SUBSTATUS: "" }), secrets: withValues(COMPLETE_SECRETS), mapArchive: ARCHIVE });
    expect(omnicasa.lacks).toHaveLength(1);
    expect(omnicasa.lacks[0]!.what).toContain("FEED_SUBSTATUS is empty");
    expect(omnicasa.lacks[0]!.why).toContain("under option show as plainly available");
    expect(omnicasa.lacks[0]!.how).toContain('FEED_SUBSTATUS = "sold:6;rented:13;option:3;hidden:20"');

    // No PROVIDER_* secret: the demo feed, which needs no mapping, and is itself what lacks.
    const demo = lacksOf({ config: complete({ FEED_SUBSTATUS: "" }), secrets: names("FORM_SECRET") });
    expect(demo).toEqual(["No listing provider is configured (no PROVIDER_* secret is set)."]);

    expect(lacksOf({ config: complete({ FEED_SUBSTATUS: "option=3" }) })).toEqual(["FEED_SUBSTATUS is malformed."]);
  });

  it("tells Whise by its secrets' names, needs its client id, and notes rather than requires the mapping (Whise's statuses are standard)", () => {
    const whise = names("FORM_SECRET", "PROVIDER_KIND", "PROVIDER_USER", "PROVIDER_PASSWORD", "PROVIDER_CLIENT_ID");
    const diagnosis = diagnose({ config: complete({ FEED_SUBSTATUS: "" }), secrets: whise, mapArchive: ARCHIVE });
    expect(diagnosis.lacks).toEqual([]);
    expect(diagnosis.notes.join("\n")).toContain("Whise's standard purpose statuses");
    expect(lacksOf({ config: complete(), secrets: withValues({ ...COMPLETE_SECRETS, PROVIDER_KIND: "whise", PROVIDER_BASE_URL: "" }) })).toEqual([
      "The Whise provider lacks PROVIDER_CLIENT_ID.",
    ]);
  });

  it("names the provider's missing secrets, a short form key, and secrets written in wrangler.toml", () => {
    const { PROVIDER_PASSWORD: _password, ...withoutPassword } = COMPLETE_SECRETS;
    expect(lacksOf({ config: complete(), secrets: withValues(withoutPassword) })).toEqual(["The Omnicasa provider lacks PROVIDER_PASSWORD."]);
    expect(lacksOf({ config: complete(), secrets: withValues({ ...COMPLETE_SECRETS, FORM_SECRET: "short" }) })).toEqual([
      "FORM_SECRET is shorter than 32 characters.",
    ]);
    expect(lacksOf({ config: complete(), secrets: withValues({ ...COMPLETE_SECRETS, PROVIDER_BASE_URL: "http://newapi.omnicasa.com/" }) })).toEqual([
      "PROVIDER_BASE_URL is not an https address.",
    ]);
    const { FORM_SECRET: _secret, ...withoutFormSecret } = COMPLETE_SECRETS;
    expect(lacksOf({ config: complete({ FORM_SECRET: "x".repeat(40) }), secrets: withValues(withoutFormSecret) })).toEqual([
      "FORM_SECRET is written in wrangler.toml [vars].",
    ]);
  });

  it("refuses an origin no visitor reaches, and the repository's example sender", () => {
    expect(lacksOf({ config: complete({ SITE_ORIGIN: "http://www.example-agency.be" }) })).toEqual(["SITE_ORIGIN is not an https address."]);
    expect(lacksOf({ config: complete({ SITE_ORIGIN: "https://localhost:8787" }) })[0]).toContain("local or private host");
    expect(lacksOf({ config: complete({ SITE_ORIGIN: "https://10.0.0.4" }) })[0]).toContain("local or private host");
    expect(lacksOf({ config: complete({ MAIL_FROM: "website@vitrine-vastgoed.be" }) })[0]).toContain("example sender");
    // The agency whose domain it is may keep it.
    expect(lacksOf({ config: complete({ MAIL_FROM: "website@vitrine-vastgoed.be", SITE_ORIGIN: "https://www.vitrine-vastgoed.be" }) })).toEqual([]);
  });

  it("needs the map archive in R2 unless another tile style is named", () => {
    expect(lacksOf({ config: complete(), mapArchive: { known: true, present: false } })).toEqual([
      "The map archive vitrine-map-tiles/benelux.pmtiles is not in R2.",
    ]);
    const unknown = diagnose({ config: complete(), secrets: withValues(COMPLETE_SECRETS), mapArchive: { known: false, reason: "offline" } }).lacks;
    expect(unknown.map((lack) => lack.what)).toEqual(["Whether the map archive vitrine-map-tiles/benelux.pmtiles is in R2 could not be told (offline)."]);
    expect(unknown[0]!.how).toContain("--map-archive-present");
    expect(lacksOf({ config: complete({ MAP_STYLE_URL: "https://tiles.example.com/style.json" }), mapArchive: { known: false, reason: "offline" } })).toEqual(
      [],
    );
  });

  it("reads secrets from wrangler's JSON list, a JSON object, or NAME=value lines", () => {
    expect([...parseSecrets('[{"name":"FORM_SECRET","type":"secret_text"}]').names]).toEqual(["FORM_SECRET"]);
    expect([...parseSecrets('["A","B"]').names]).toEqual(["A", "B"]);
    expect(parseSecrets('{"A":"1"}').values).toEqual({ A: "1" });
    expect(parseSecrets('# comment\nFORM_SECRET="abc def"\nexport PROVIDER_USER=me\n').values).toEqual({ FORM_SECRET: "abc def", PROVIDER_USER: "me" });
  });
});

describe("npm run doctor", () => {
  const run = promisify(execFile);
  const folder = mkdtempSync(join(tmpdir(), "vitrine-doctor-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The script as an integrator runs it; its exit code and what it printed. */
  async function doctor(...args: string[]) {
    try {
      const { stdout } = await run("npm", ["run", "--silent", "doctor", "--", ...args], { encoding: "utf8" });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  }

  it("exits non-zero on a fresh clone's wrangler.toml, listing what lacks", { timeout: 60_000 }, async () => {
    const { code, stdout } = await doctor("--offline");
    expect(code).toBe(1);
    expect(stdout).toMatch(/A production deployment still lacks \d+ things/);
    expect(stdout).toContain("1. SITE_ORIGIN, the site's public address, is empty.");
    expect(stdout).toContain("The deployed worker's secrets could not be read (--offline: wrangler was not asked)");
    expect(stdout).toContain("FEED_SUBSTATUS is empty");
    expect(stdout).toContain("Nothing is deployed until each of these is given");
  });

  it("is what npm run deploy runs first: nothing is built, migrated or deployed while something lacks", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.deploy!.split(" && ")).toEqual(["npm run doctor", "npm run build", "wrangler d1 migrations apply vitrine --remote", "wrangler deploy"]);
  });

  it("exits 0 with every setting given", { timeout: 60_000 }, async () => {
    const config = join(folder, "wrangler.toml");
    const secrets = join(folder, "secrets.env");
    writeFileSync(config, stringify(complete()));
    writeFileSync(
      secrets,
      Object.entries(COMPLETE_SECRETS)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(""),
    );
    const { code, stdout } = await doctor("--config", config, "--secrets", secrets, "--map-archive-present");
    expect(stdout).toContain("Nothing lacks: this configuration can go live.");
    expect(code).toBe(0);
  });
});
