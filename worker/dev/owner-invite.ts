/**
 * `npm run owner:invite -- EMAIL [PROPERTY_ID...] [--project ID...] [--lang nl] [--site URL]`:
 * invites an owner through a running site's staff area (POST /staff/owners/invite/), exactly as the
 * staff page does: the account is made or found, given the properties and projects, and, without a
 * password yet, mailed a link to choose one. `--project` may be repeated; ids may also be
 * comma-separated. The default site is the local one (`npm start`); a deployed site sits behind
 * Cloudflare Access, so this sends an Access service token from CF_ACCESS_CLIENT_ID and
 * CF_ACCESS_CLIENT_SECRET (Zero Trust → Access → Service Auth, allowed by the application's policy).
 */
import { parseArgs } from "node:util";
import { refusal } from "./owner-invite-refusal.ts";

const LOCAL_SITE = "http://localhost:8787";
const USAGE = "usage: npm run owner:invite -- EMAIL [PROPERTY_ID...] [--project ID...] [--lang nl|fr|en|de] [--site URL]";
/** Exit codes: refused or failed, and a wrong command line. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

interface InviteAnswer {
  email: string;
  created: boolean;
  lang: string;
  properties: number[];
  projects: number[];
  mailed: boolean;
}

function fail(message: string, code = EXIT_FAILED): never {
  console.error(message);
  process.exit(code);
}

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== "--"),
      allowPositionals: true,
      options: { project: { type: "string", multiple: true }, lang: { type: "string" }, site: { type: "string" } },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, EXIT_USAGE);
  }
}

const { values, positionals } = parse();
const [email, ...properties] = positionals;
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) fail(USAGE, EXIT_USAGE);
const ids = (list: readonly string[]) => list.flatMap((item) => item.split(",")).filter((item) => item !== "");
const projectIds = ids(values.project ?? []);
const propertyIds = ids(properties);
for (const id of [...propertyIds, ...projectIds]) if (!/^[1-9]\d*$/.test(id)) fail(`not a listing id: ${id}\n${USAGE}`, EXIT_USAGE);
if (values.lang !== undefined && !["nl", "fr", "en", "de"].includes(values.lang)) fail(`unknown language: ${values.lang}\n${USAGE}`, EXIT_USAGE);

let site: URL;
try {
  site = new URL(values.site ?? LOCAL_SITE);
} catch {
  fail(`not an address: ${values.site}\n${USAGE}`, EXIT_USAGE);
}
const local = ["localhost", "127.0.0.1", "[::1]"].includes(site.hostname);

const headers: Record<string, string> = {
  // The site's same-origin check refuses a post that does not come from the site itself.
  Origin: site.origin,
  Accept: "application/json",
  "Content-Type": "application/x-www-form-urlencoded",
};
const clientId = process.env.CF_ACCESS_CLIENT_ID;
const clientSecret = process.env.CF_ACCESS_CLIENT_SECRET;
if (clientId && clientSecret) Object.assign(headers, { "CF-Access-Client-Id": clientId, "CF-Access-Client-Secret": clientSecret });
else if (!local) fail(`${site.origin} is behind Cloudflare Access: set CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET (an Access service token).`);

const body = new URLSearchParams({ email: email.trim(), properties: propertyIds.join(" "), projects: projectIds.join(" ") });
if (values.lang) body.set("lang", values.lang);

const endpoint = new URL("/staff/owners/invite/", site);
let response: Response;
try {
  response = await fetch(endpoint, { method: "POST", headers, body, redirect: "manual" });
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  fail(`No answer from ${site.origin} (${cause}).${local ? " Is the site running (npm start)?" : ""}`);
}

if (response.status >= 300 && response.status < 400)
  fail(
    `Refused: ${endpoint} redirects to ${response.headers.get("Location") ?? "?"} (Cloudflare Access wants a login: is the service token allowed by the application's policy?).`,
  );
if (response.status === 403)
  fail(
    `Refused (403): the site did not accept this caller as staff${local ? " (the local staff identity only works when SITE_ORIGIN is localhost)" : " (check the service token and ACCESS_TEAM_DOMAIN / ACCESS_AUD)"}.`,
  );
const answer: unknown = (response.headers.get("Content-Type") ?? "").includes("application/json") ? await response.json() : await response.text();
if (response.status === 422) fail(`Refused (422): ${refusal(answer)}`);
if (response.status === 503 && (answer as { error?: string } | null)?.error === "listings-unavailable")
  fail("Refused (503): the site's current listings cannot be read, so the ids cannot be checked; try again in a minute.");
if (!response.ok || typeof answer !== "object" || answer === null)
  fail(`Failed (${response.status}): ${typeof answer === "string" ? answer.slice(0, 300) : JSON.stringify(answer)}`);

const result = answer as InviteAnswer;
const list = (items: number[]) => (items.length > 0 ? items.join(", ") : "none");
console.log(`${result.created ? "Created" : "Found"} the owner account ${result.email} (${result.lang}) on ${site.origin}.`);
console.log(`Given (invitation): properties ${list(result.properties)}; projects ${list(result.projects)}.`);
console.log(
  result.mailed
    ? `Queued an invitation mail with a link to choose a password (valid 7 days).${local ? ` See ${site.origin}/dev/mailbox/.` : ""}`
    : 'The account already has a password: no mail sent (the staff page\'s "Mail a link" sends one).',
);
