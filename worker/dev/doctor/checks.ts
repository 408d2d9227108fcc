/**
 * What a production deployment still lacks (`npm run doctor`, worker/dev/doctor.ts): pure checks over
 * the parsed wrangler.toml, the secrets wrangler lists (names, and values when a file gives them) and
 * whether the map archive is in R2. Each lack says what, why it matters and the exact command that
 * gives it; `npm run deploy` refuses to deploy while any lack remains. Runs under plain Node (type
 * stripping): no parameter properties or enums here, and only packages, no worker modules.
 */
import * as v from "valibot";

/** The names of the R2 object and buckets the worker reads (worker/map/archive.ts: MAP_ARCHIVE_KEY). */
export const MAP_ARCHIVE_KEY = "benelux.pmtiles";
/** Names the worker reads that belong in secrets, never in wrangler.toml (which is in the repository). */
const SECRET_NAMES = ["FORM_SECRET", "PROVIDER_USER", "PROVIDER_PASSWORD"] as const;
/** The listing provider's names (worker/feed/provider/config.ts: PROVIDER_ENV_NAMES). */
const PROVIDER_NAMES = [
  "PROVIDER_KIND",
  "PROVIDER_BASE_URL",
  "PROVIDER_USER",
  "PROVIDER_PASSWORD",
  "PROVIDER_LANGUAGE_IDS",
  "PROVIDER_CLIENT_ID",
  "PROVIDER_OFFICE_ID",
] as const;
/** The sender domain the repository ships as an example; a deployment sends from its own. */
const SAMPLE_MAIL_DOMAIN = "vitrine-vastgoed.be";
/** FORM_SECRET's least length (worker/services/config.ts). */
const MIN_FORM_SECRET = 32;

/** The secrets of the deployed worker: their names (wrangler lists no values), and values when a file gave them. */
export type Secrets = { readable: true; names: ReadonlySet<string>; values: Readonly<Record<string, string>> } | { readable: false; reason: string };

/** Whether the PMTiles archive is in the MAP_TILES bucket: known (present or not), or unknown and why. */
export type MapArchive = { known: true; present: boolean; detail?: string } | { known: false; reason: string };

export interface DoctorInput {
  /** wrangler.toml as parsed (smol-toml); checked here, not trusted. */
  config: unknown;
  /** How the configuration file is named in the messages ("wrangler.toml"). */
  configName?: string;
  secrets: Secrets;
  mapArchive: MapArchive;
}

/** One thing production lacks: what, why it matters, and how to give it (commands, or the line to write). */
export interface Lack {
  what: string;
  why: string;
  how: string;
}

export interface Diagnosis {
  lacks: Lack[];
  /** Things worth knowing that block nothing (what cannot be checked from here). */
  notes: string[];
}

const Vars = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));
const Binding = v.looseObject({ binding: v.optional(v.string()) });
const WranglerConfig = v.looseObject({
  vars: v.optional(Vars, {}),
  d1_databases: v.optional(
    v.array(v.looseObject({ binding: v.optional(v.string()), database_name: v.optional(v.string()), database_id: v.optional(v.string()) })),
    [],
  ),
  kv_namespaces: v.optional(v.array(v.looseObject({ binding: v.optional(v.string()), id: v.optional(v.string()) })), []),
  r2_buckets: v.optional(v.array(v.looseObject({ binding: v.optional(v.string()), bucket_name: v.optional(v.string()) })), []),
  send_email: v.optional(v.array(v.looseObject({ name: v.optional(v.string()) })), []),
  version_metadata: v.optional(Binding),
});
type WranglerConfig = v.InferOutput<typeof WranglerConfig>;

/** The settings the worker sees: [vars], overlaid by secrets whose values are known. */
interface Settings {
  config: WranglerConfig;
  file: string;
  secrets: Secrets;
  /** The trimmed value of a var or a known secret; "" when unset or only its name is known. */
  value(name: string): string;
  /** A secret by this name exists, or the var is set (a value, not blank). */
  has(name: string): boolean;
  /** Given as a secret whose value wrangler does not list: set, but not checkable here. */
  unlisted(name: string): boolean;
}

function settingsOf(config: WranglerConfig, file: string, secrets: Secrets): Settings {
  const vars = config.vars;
  const value = (name: string) => {
    if (secrets.readable && secrets.values[name] !== undefined) return secrets.values[name].trim();
    const given = vars[name];
    return given === undefined ? "" : String(given).trim();
  };
  const listed = (name: string) => secrets.readable && secrets.names.has(name);
  return { config, file, secrets, value, has: (name) => value(name) !== "" || listed(name), unlisted: (name) => value(name) === "" && listed(name) };
}

/** Hosts no visitor reaches a public site by: this machine, private networks, dotless or local-only names. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.includes(":")) return true;
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (ipv4) {
    const [a = 0, b = 0] = ipv4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254)
    );
  }
  return !host.includes(".") || [".local", ".internal", ".lan", ".home.arpa"].some((suffix) => host.endsWith(suffix));
}

const urlOf = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/** A placeholder id: the all-zero ids the repository ships (a UUID's version and variant digits aside). */
const isPlaceholderId = (id: string) => id.replace(/[^1-9a-f]/gi, "").length <= 2;

const putSecret = (name: string, hint: string) => `npx wrangler secret put ${name}   (${hint})`;
const setVar = (file: string, line: string) => `under [vars] in ${file}, write ${line}`;

function checkSiteOrigin(s: Settings, lacks: Lack[]) {
  const origin = s.value("SITE_ORIGIN");
  if (s.unlisted("SITE_ORIGIN")) return;
  const why =
    "the deployed worker answers every request with an error page (500) until it knows its public address, which canonical and language links are built from";
  const how = setVar(s.file, 'SITE_ORIGIN = "https://www.your-agency.be" (the address visitors type, no path)');
  if (origin === "") return lacks.push({ what: "SITE_ORIGIN, the site's public address, is empty.", why, how });
  const url = urlOf(origin);
  if (!url || url.protocol !== "https:") return lacks.push({ what: `SITE_ORIGIN is not an https address.`, why, how });
  if (isPrivateHost(url.hostname))
    return lacks.push({ what: `SITE_ORIGIN names a local or private host (${url.hostname}), which no visitor reaches.`, why, how });
  if (url.pathname !== "/" || url.search || url.hash || url.username)
    return lacks.push({ what: "SITE_ORIGIN carries more than an origin (a path, a query or credentials).", why, how });
}

function checkStores(s: Settings, lacks: Lack[]) {
  const d1 = s.config.d1_databases.find((database) => database.binding === "DB");
  const d1Id = d1?.database_id ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(d1Id) || isPlaceholderId(d1Id))
    lacks.push({
      what: `The D1 database's id is ${d1Id === "" ? "missing" : "the repository's placeholder"}.`,
      why: "leads, owners, staff roles and the content's versions live in this database; wrangler cannot deploy to an id that is not the account's",
      how: `npx wrangler d1 create ${d1?.database_name || "vitrine"}   then put the id it prints as database_id under [[d1_databases]] (binding "DB") in ${s.file}`,
    });
  const kvId = s.config.kv_namespaces.find((namespace) => namespace.binding === "FEED")?.id ?? "";
  if (!/^[0-9a-f]{32}$/i.test(kvId) || isPlaceholderId(kvId))
    lacks.push({
      what: `The KV namespace's id (binding FEED) is ${kvId === "" ? "missing" : "the repository's placeholder"}.`,
      why: "every listing page reads the synced listings from this namespace",
      how: `npx wrangler kv namespace create FEED   then put the id it prints under [[kv_namespaces]] (binding "FEED") in ${s.file}`,
    });
}

/** The secrets themselves: readable at all, kept out of wrangler.toml, FORM_SECRET given. */
function checkSecrets(s: Settings, lacks: Lack[]) {
  if (!s.secrets.readable)
    lacks.push({
      what: `The deployed worker's secrets could not be read (${s.secrets.reason}), so FORM_SECRET and the listing provider's PROVIDER_* secrets cannot be checked.`,
      why: "without FORM_SECRET the forms cannot tell people from robots and search alerts and newsletter subscriptions cannot be registered; without the provider's secrets the site shows no real listings",
      how: "npx wrangler login   (or set CLOUDFLARE_API_TOKEN) and run npm run doctor again; or list them yourself: npm run doctor -- --secrets secrets.json (a JSON list of names, or NAME=value lines)",
    });
  for (const name of SECRET_NAMES) {
    const inFile = s.config.vars[name];
    if (inFile !== undefined && String(inFile).trim() !== "")
      lacks.push({
        what: `${name} is written in ${s.file} [vars].`,
        why: `${s.file} is in the repository: whoever reads it reads the secret`,
        how: `remove ${name} from [vars] in ${s.file}, then ${putSecret(name, "paste the value when asked")}`,
      });
  }
  if (!s.secrets.readable) return;
  // Vars and secrets share the worker's one set of names: once a version with the var is deployed,
  // `wrangler secret put` of that name fails, and a deploy with the var would overwrite the secret.
  for (const name of Object.keys(s.config.vars).sort()) {
    if (!s.secrets.names.has(name)) continue;
    const inFile = s.config.vars[name];
    if (SECRET_NAMES.some((secret) => secret === name) && inFile !== undefined && String(inFile).trim() !== "") continue; // said above
    lacks.push({
      what: `${name} is both a secret and a [vars] entry in ${s.file}.`,
      why: "a worker's variables and secrets share one set of names: a deployment carrying the variable fails, or replaces the secret with the variable's value, and the secret can no longer be changed",
      how: `keep one of the two: delete the line ${name} from [vars] in ${s.file} (the secret stays), or npx wrangler secret delete ${name} and give its value there`,
    });
  }
  const formSecret = s.value("FORM_SECRET");
  if (!s.has("FORM_SECRET"))
    lacks.push({
      what: "The secret FORM_SECRET is not set.",
      why: "it signs the forms' time stamps and captcha challenges and the search alerts' and newsletter's mail links: without it every lead is stored as not checked, and nobody can subscribe to an alert or the newsletter",
      how: putSecret("FORM_SECRET", `${MIN_FORM_SECRET} or more random characters, e.g. from: openssl rand -base64 48`),
    });
  else if (formSecret !== "" && formSecret.length < MIN_FORM_SECRET)
    lacks.push({
      what: `FORM_SECRET is shorter than ${MIN_FORM_SECRET} characters.`,
      why: "a short key can be guessed, and the worker refuses it (every page answers 500)",
      how: putSecret("FORM_SECRET", `${MIN_FORM_SECRET} or more random characters, e.g. from: openssl rand -base64 48`),
    });
  if (s.has("DEMO_FEED_DRIFT"))
    lacks.push({
      what: "DEMO_FEED_DRIFT is set.",
      why: "it makes the demo listings change between syncs, for the soak test only",
      how: `remove DEMO_FEED_DRIFT from ${s.file} (or npx wrangler secret delete DEMO_FEED_DRIFT)`,
    });
}

/** Which provider the worker will use: "demo" (no PROVIDER_* at all), omnicasa, whise, or unknown (secrets unread). */
type ProviderKind = "demo" | "omnicasa" | "whise" | "unknown";

function providerKind(s: Settings): ProviderKind {
  const anyGiven = PROVIDER_NAMES.some((name) => s.has(name));
  if (!s.secrets.readable && !anyGiven) return "unknown";
  if (!anyGiven) return "demo";
  const kind = s.value("PROVIDER_KIND").toLowerCase();
  if (kind === "whise" || kind === "omnicasa") return kind;
  // A secret's value is not listed: a Whise configuration is told by its client id, which Omnicasa has not.
  if (kind === "" && s.has("PROVIDER_KIND") && s.has("PROVIDER_CLIENT_ID")) return "whise";
  return "omnicasa";
}

function checkProvider(s: Settings, lacks: Lack[], notes: string[]): ProviderKind {
  const kind = providerKind(s);
  const kindValue = s.value("PROVIDER_KIND").toLowerCase();
  if (kindValue !== "" && kindValue !== "omnicasa" && kindValue !== "whise")
    lacks.push({
      what: "PROVIDER_KIND is neither omnicasa nor whise.",
      why: "every listing sync fails until the provider is one the site knows",
      how: putSecret("PROVIDER_KIND", "omnicasa or whise"),
    });
  if (kind === "demo")
    lacks.push({
      what: "No listing provider is configured (no PROVIDER_* secret is set).",
      why: "the site would show the invented demo listings instead of the agency's",
      how: `for Omnicasa: ${putSecret("PROVIDER_BASE_URL", "https://newapi.omnicasa.com/1.13/OmnicasaService.svc")}, then npx wrangler secret put PROVIDER_USER and npx wrangler secret put PROVIDER_PASSWORD; for Whise: npx wrangler secret put PROVIDER_KIND (whise), PROVIDER_USER, PROVIDER_PASSWORD and PROVIDER_CLIENT_ID (worker/feed/README.md, "Listing provider")`,
    });
  if (kind === "omnicasa" || kind === "whise") {
    const needed =
      kind === "omnicasa"
        ? ["PROVIDER_BASE_URL", "PROVIDER_USER", "PROVIDER_PASSWORD"]
        : ["PROVIDER_KIND", "PROVIDER_USER", "PROVIDER_PASSWORD", "PROVIDER_CLIENT_ID"];
    // Unread secrets are said once (checkSecrets), not as each of the provider's.
    const missing = s.secrets.readable ? needed.filter((name) => !s.has(name)) : [];
    const label = kind === "omnicasa" ? "Omnicasa" : "Whise";
    if (missing.length > 0)
      lacks.push({
        what: `The ${label} provider lacks ${missing.join(", ")}.`,
        why: "a half-configured provider never falls back to demo listings: every sync fails, and the site shows no listings at all",
        how: missing.map((name) => `npx wrangler secret put ${name}`).join("; ") + ` (worker/feed/README.md, "Listing provider")`,
      });
    const baseUrl = s.value("PROVIDER_BASE_URL");
    if (baseUrl !== "" && urlOf(baseUrl)?.protocol !== "https:")
      lacks.push({
        what: "PROVIDER_BASE_URL is not an https address.",
        why: "the provider's password would travel unencrypted, and the worker refuses it (every sync fails)",
        how: putSecret("PROVIDER_BASE_URL", kind === "omnicasa" ? "https://newapi.omnicasa.com/1.13/OmnicasaService.svc" : "https://api.whise.eu"),
      });
    const clientId = s.value("PROVIDER_CLIENT_ID");
    if (kind === "whise" && clientId !== "" && !/^[1-9]\d{0,9}$/.test(clientId))
      lacks.push({
        what: "PROVIDER_CLIENT_ID is not a whole number.",
        why: "Whise names the agency's client by its number: every sync fails",
        how: putSecret("PROVIDER_CLIENT_ID", "the agency's Whise client number"),
      });
  }
  if (kind === "unknown") notes.push("Which listing provider the site uses could not be told: its PROVIDER_* secrets were not read.");
  return kind;
}

/** The agency's own sub-status ids: without them Omnicasa's "under option" listings show as plainly available. */
function checkSubStatus(s: Settings, kind: ProviderKind, lacks: Lack[], notes: string[]) {
  const given = s.value("FEED_SUBSTATUS");
  if (s.unlisted("FEED_SUBSTATUS")) return;
  const how = setVar(
    s.file,
    'FEED_SUBSTATUS = "sold:6;rented:13;option:3;hidden:20" with the agency\'s own sub-status ids from its provider (worker/feed/README.md, "Listing provider")',
  );
  if (given !== "") {
    const kinds = "sold|rented|option|hidden";
    if (!given.split(";").every((entry) => new RegExp(`^\\s*(${kinds})\\s*:\\s*\\d+(\\s*,\\s*\\d+)*\\s*$`).test(entry)))
      lacks.push({ what: "FEED_SUBSTATUS is malformed.", why: "every listing sync fails until it reads like sold:6;rented:13;option:3;hidden:20", how });
    return;
  }
  if (kind === "demo") return;
  if (kind === "whise") {
    notes.push(
      "FEED_SUBSTATUS is empty: Whise's standard purpose statuses decide sold, rented and under option. If the agency uses purpose statuses of its own, name them in FEED_SUBSTATUS.",
    );
    return;
  }
  lacks.push({
    what: `FEED_SUBSTATUS is empty${kind === "unknown" ? " (needed unless the provider is Whise)" : ""}.`,
    why: "Omnicasa lets each agency number its own sub-statuses: without them, listings under option show as plainly available, and sold or rented ones the agency marks by sub-status as still for sale",
    how,
  });
}

function checkAccess(s: Settings, lacks: Lack[]) {
  const why = "the staff area (/staff/) sits behind Cloudflare Access; without the team and the application's audience the worker lets nobody in";
  const team = s.value("ACCESS_TEAM_DOMAIN");
  const teamUrl = urlOf(team);
  const howTeam = setVar(s.file, 'ACCESS_TEAM_DOMAIN = "https://<team>.cloudflareaccess.com" (Cloudflare Zero Trust → Settings shows the team domain)');
  // Either may be a secret instead, whose value is not listed: set, and not checkable here.
  if (team === "" && !s.unlisted("ACCESS_TEAM_DOMAIN")) lacks.push({ what: "ACCESS_TEAM_DOMAIN, the Cloudflare Access team, is empty.", why, how: howTeam });
  else if (team !== "" && (!teamUrl || teamUrl.protocol !== "https:" || (teamUrl.pathname !== "/" && teamUrl.pathname !== "")))
    lacks.push({ what: "ACCESS_TEAM_DOMAIN is not an https origin.", why, how: howTeam });
  const audience = s.value("ACCESS_AUD");
  const howAud = `create a self-hosted Access application for <your host>/staff/* (Zero Trust → Access → Applications), then ${setVar(s.file, 'ACCESS_AUD = "<its Application Audience (AUD) tag>"')}`;
  if (audience === "" && !s.unlisted("ACCESS_AUD")) lacks.push({ what: "ACCESS_AUD, the Access application's audience tag, is empty.", why, how: howAud });
  else if (audience !== "" && !/^[\w-]{8,200}$/.test(audience)) lacks.push({ what: "ACCESS_AUD is not an audience tag.", why, how: howAud });
  if (!s.has("STAFF_ADMINS") && !s.has("STAFF_ROLE_GROUPS"))
    lacks.push({
      what: "No staff administrator is named (STAFF_ADMINS and STAFF_ROLE_GROUPS are both empty).",
      why: "people let in by Access get no role until an administrator gives them one, and nobody is one",
      how: setVar(s.file, 'STAFF_ADMINS = "you@your-agency.be" (a comma list of addresses Access knows)'),
    });
}

function checkMail(s: Settings, lacks: Lack[], notes: string[]) {
  const from = s.value("MAIL_FROM");
  const how = `${setVar(s.file, 'MAIL_FROM = "website@your-agency.be" (or "Agency name <website@your-agency.be>")')}, on a domain onboarded to Email Sending (Cloudflare dashboard → Email → Email Sending)`;
  const why = "every mail the site sends (lead confirmations, the agency's copies, alerts, owners' links) goes out from this sender";
  if (!s.config.send_email.some((binding) => binding.name === "EMAIL"))
    lacks.push({ what: `The mail binding EMAIL is missing from ${s.file}.`, why, how: `add [[send_email]] with name = "EMAIL" to ${s.file}` });
  if (s.unlisted("MAIL_FROM")) return;
  const match = /^(?:(.*?)\s*<([^<>]+)>|([^<>]+))$/.exec(from);
  const address = (match?.[2] ?? match?.[3] ?? "").trim();
  if (from === "") return lacks.push({ what: "MAIL_FROM, the sender of the site's mails, is empty.", why, how });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return lacks.push({ what: "MAIL_FROM is not an address (or Name <address>).", why, how });
  const domain = address.split("@")[1]!.toLowerCase();
  const siteHost = urlOf(s.value("SITE_ORIGIN"))?.hostname.toLowerCase() ?? "";
  if (domain === SAMPLE_MAIL_DOMAIN && siteHost !== domain && !siteHost.endsWith(`.${domain}`))
    return lacks.push({
      what: `MAIL_FROM is still the repository's example sender (${address}).`,
      why: `${why}; mail from a domain the agency does not own is refused or lands in spam`,
      how,
    });
  notes.push(`Mail goes out from ${address}: ${domain} must be onboarded to Email Sending in the same Cloudflare account (this cannot be checked from here).`);
}

function checkImages(s: Settings, kind: ProviderKind, lacks: Lack[]) {
  const cdn = s.value("IMAGE_CDN_HOST");
  const why =
    'without it listing pictures load at the provider\'s full size straight from its storage: slow pages on a phone, where the site asks 400 to 1920 px webp (README.md, "Settings": Listing pictures)';
  if (s.unlisted("IMAGE_CDN_HOST")) return;
  if (cdn === "")
    lacks.push({
      what: "IMAGE_CDN_HOST, the image CDN that resizes listing pictures, is empty.",
      why,
      how: `${setVar(s.file, 'IMAGE_CDN_HOST = "images.your-agency.be"')}: a CDN host that serves the same paths as the provider's storage and the site's /media/*, resized by ?width=…&height=auto&format=webp`,
    });
  else if (!/^[a-z0-9.-]+(:\d+)?$/i.test(cdn))
    lacks.push({
      what: "IMAGE_CDN_HOST is not a host name.",
      why: "the worker refuses it: every page answers 500",
      how: setVar(s.file, 'IMAGE_CDN_HOST = "images.your-agency.be" (a host, no https://)'),
    });
  if (cdn !== "" && !s.has("PROVIDER_STORAGE_HOSTS") && kind !== "demo")
    lacks.push({
      what: "PROVIDER_STORAGE_HOSTS is empty, so the image CDN rewrites none of the provider's pictures.",
      why,
      how: setVar(
        s.file,
        'PROVIDER_STORAGE_HOSTS = "<the host the provider\'s picture addresses use>" (a comma list; for Omnicasa often its blob storage host)',
      ),
    });
}

function checkMap(s: Settings, archive: MapArchive, lacks: Lack[], notes: string[]) {
  if (s.has("MAP_STYLE_URL")) {
    notes.push("MAP_STYLE_URL names another tile style, so the maps need no archive in R2.");
    return;
  }
  const bucket = s.config.r2_buckets.find((binding) => binding.binding === "MAP_TILES")?.bucket_name;
  const upload = `pmtiles extract https://build.protomaps.com/YYYYMMDD.pmtiles ${MAP_ARCHIVE_KEY} --bbox=2.5,49.4,6.6,51.6, then npx wrangler r2 bucket create ${bucket ?? "vitrine-map-tiles"} (once) and npx wrangler r2 object put ${bucket ?? "vitrine-map-tiles"}/${MAP_ARCHIVE_KEY} --file ${MAP_ARCHIVE_KEY} --remote (worker/map/README.md, "Maps")`;
  const why = "without it every map draws the plain offline base: no streets, no place names, only borders and water";
  if (!bucket)
    return lacks.push({
      what: `The map bucket (r2 binding MAP_TILES) is missing from ${s.file}.`,
      why,
      how: `add [[r2_buckets]] binding = "MAP_TILES", bucket_name = "vitrine-map-tiles" to ${s.file}; ${upload}`,
    });
  if (!archive.known)
    return lacks.push({
      what: `Whether the map archive ${bucket}/${MAP_ARCHIVE_KEY} is in R2 could not be told (${archive.reason}).`,
      why,
      how: `log in (npx wrangler login) and run npm run doctor again, or, once you have uploaded it, npm run doctor -- --map-archive-present. To upload: ${upload}`,
    });
  if (!archive.present)
    lacks.push({ what: `The map archive ${bucket}/${MAP_ARCHIVE_KEY} is not in R2${archive.detail ? ` (${archive.detail})` : ""}.`, why, how: upload });
}

/** Everything a production deployment of `input.config` still lacks, in the order an integrator gives it. */
export function diagnose(input: DoctorInput): Diagnosis {
  const file = input.configName ?? "wrangler.toml";
  const parsed = v.safeParse(WranglerConfig, input.config);
  if (!parsed.success)
    return {
      lacks: [
        {
          what: `${file} does not have the shape of a wrangler configuration (${v.summarize(parsed.issues).split("\n")[0]}).`,
          why: "nothing can be deployed from it",
          how: `restore ${file} from the repository (git checkout wrangler.toml) and fill in its values`,
        },
      ],
      notes: [],
    };
  const settings = settingsOf(parsed.output, file, input.secrets);
  const lacks: Lack[] = [];
  const notes: string[] = [];
  checkSiteOrigin(settings, lacks);
  checkStores(settings, lacks);
  checkSecrets(settings, lacks);
  const kind = checkProvider(settings, lacks, notes);
  checkSubStatus(settings, kind, lacks, notes);
  checkAccess(settings, lacks);
  checkMail(settings, lacks, notes);
  checkImages(settings, kind, lacks);
  checkMap(settings, input.mapArchive, lacks, notes);
  notes.push('The queues and the uploads bucket are not checked here: wrangler deploy says so when one is missing (README.md, "Step by step").');
  return { lacks, notes };
}

/** The diagnosis in plain words, for a terminal. */
export function formatDiagnosis({ lacks, notes }: Diagnosis): string {
  const lines: string[] = [];
  if (lacks.length === 0) lines.push("Nothing lacks: this configuration can go live.");
  else {
    lines.push(`A production deployment still lacks ${lacks.length} ${lacks.length === 1 ? "thing" : "things"}:`, "");
    lacks.forEach((lack, index) => {
      lines.push(`${index + 1}. ${lack.what}`, `   Why: ${lack.why}.`, `   How: ${lack.how}`, "");
    });
  }
  if (notes.length > 0) lines.push(...(lacks.length === 0 ? [""] : []), "Also:", ...notes.map((note) => `- ${note}`));
  return lines.join("\n");
}

/**
 * The secrets a file lists: a JSON list of names (or of { name } objects, as `wrangler secret list
 * --format json` prints), a JSON object of names and values, or NAME=value lines (.dev.vars, .env).
 */
export function parseSecrets(text: string): { names: Set<string>; values: Record<string, string> } {
  const trimmed = text.trim();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    const json: unknown = JSON.parse(trimmed);
    const names = v.safeParse(
      v.array(
        v.union([
          v.string(),
          v.pipe(
            v.looseObject({ name: v.string() }),
            v.transform((entry) => entry.name),
          ),
        ]),
      ),
      json,
    );
    if (names.success) return { names: new Set(names.output), values: {} };
    const values = v.parse(v.record(v.string(), v.string()), json);
    return { names: new Set(Object.keys(values)), values };
  }
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const entry = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!entry || line.trim().startsWith("#")) continue;
    values[entry[1]!] = entry[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return { names: new Set(Object.keys(values)), values };
}
