/**
 * `npm run erase -- EMAIL [--persist-to DIR]`: erases one person from the local database and uploads
 * (what `npm start` uses; --persist-to for another state, such as an e2e port's), with the very
 * statements the worker runs (worker/privacy/statements.ts), through wrangler, and prints what went in
 * the words of the staff's privacy page (worker/privacy/plan.ts, the English catalogue).
 */
import { execFileSync } from "node:child_process";
import { setupI18n } from "@lingui/core";
import { messages } from "../../locales/en/messages.ts";
import { planLines, planText, readPlan } from "../privacy/plan.ts";
import { erasureSteps, inlineSql, normaliseEmail, planStatements } from "../privacy/statements.ts";

/** The D1 database and R2 bucket of wrangler.toml. */
const DATABASE = "vitrine";
const UPLOADS_BUCKET = "vitrine-uploads";

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
const persist = persistAt >= 0 ? ["--persist-to", args[persistAt + 1] ?? ""] : [];
const email = args.find((arg, index) => !arg.startsWith("--") && index !== persistAt + 1 && arg !== "--");
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
  console.error("usage: npm run erase -- EMAIL [--persist-to DIR]");
  process.exit(2);
}

function wrangler(...command: string[]): string {
  return execFileSync("npx", ["wrangler", ...command, "--local", ...persist], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

/** Runs SQL text against the local D1; one result list per statement. */
function execute(sql: string): Record<string, unknown>[][] {
  const output = JSON.parse(wrangler("d1", "execute", DATABASE, "--json", "--command", sql)) as { results: Record<string, unknown>[] }[];
  return output.map((statement) => statement.results);
}

// What will go, read first as the worker does: the photos to delete, the account's name and listings.
const planned = planStatements(email);
const plan = readPlan(planned.counted, execute(planned.statements.map(inlineSql).join("; ")));
const steps = erasureSteps(email);
// After each statement, SQLite's changes() says how many rows it removed (wrangler's JSON does not).
const results = execute(steps.map((step) => `${inlineSql(step.statement)}; SELECT changes() AS n`).join("; "));
const rows = Object.fromEntries(steps.map((step, index) => [step.table, Number(results[index * 2 + 1]?.[0]?.n ?? 0)]));
for (const key of plan.photos) wrangler("r2", "object", "delete", `${UPLOADS_BUCKET}/${key}`);

const i18n = setupI18n({ locale: "en", messages: { en: messages } });
// No listing snapshot here: the account's listings are named by their number.
const lines = planLines(
  { ...plan, rows },
  (id, values) => i18n._(id, values),
  (kind, id) => `${kind} no. ${id}`,
  "done",
);
console.log(
  lines.length > 0
    ? `Erased ${normaliseEmail(email)} from the local database:\n${planText(lines)}`
    : `The local database held nothing of ${normaliseEmail(email)}.`,
);
