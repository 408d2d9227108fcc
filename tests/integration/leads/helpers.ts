import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { env, exports } from "cloudflare:workers";
import { FORM_CONTEXT } from "../../../client/forms/guards";
import { formStamp } from "../../../worker/leads/form-stamp";
import { configOf } from "../../../worker/services/config";
import { get, ORIGIN } from "../worker";

// Counted for the whole run: the files share one isolate, and its rate limits (vitest.config.ts).
const run = globalThis as { __integrationClients?: number };
/** A fresh client address per post (100.64.0.0/10, which no test writes out): the per-address rate limits count each test on its own. */
export const newClient = () => {
  const count = (run.__integrationClients = (run.__integrationClients ?? 0) + 1);
  return `100.64.${Math.floor(count / 250) % 256}.${(count % 250) + 1}`;
};

/** A stamp from well before the post, as a person's form would carry (a fresh one reads as a robot's). */
export async function oldStamp(ageMs = 60_000): Promise<string> {
  return formStamp(configOf(env).formSecret!, Date.now() - ageMs);
}

/**
 * Posts a form from the site itself, like a browser would (pairs for repeated names: ticked checkboxes).
 * A post that names no stamp carries a person's (oldStamp), as every form the site renders does; a
 * test of a missing or forged one names it.
 */
export async function postForm(path: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}): Promise<Response> {
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  const body = new URLSearchParams(pairs.some(([name]) => name === FORM_CONTEXT.stamp) ? pairs : [...pairs, [FORM_CONTEXT.stamp, await oldStamp()]]);
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": newClient(),
        ...headers,
      },
      body: body.toString(),
      redirect: "manual",
    }),
  );
}

/** The hidden context fields of the form posting to `action` on a page (page, property, stamp...). */
export function hiddenFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posts to ${action}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** A person that passes every rule. */
export const PERSON = { title: "ms", firstName: "Zoë", lastName: "Peeters", email: "zoe.peeters@example.be", phone: "0475 12 34 56" };

/** The first available property for sale in a language, with its page's html. */
export async function propertyPage(lang: "nl" | "fr" | "en" | "de", list: string): Promise<{ path: string; id: string; html: string }> {
  const listHtml = await (await get(`/${lang}/${list}/`)).text();
  for (const match of listHtml.matchAll(new RegExp(`href="(/${lang}/${list}/[^"]+/(\\d+)/)"`, "g"))) {
    const html = await (await get(match[1]!)).text();
    if (html.includes('name="moment"')) return { path: match[1]!, id: match[2]!, html };
  }
  throw new Error(`no available property on /${lang}/${list}/`);
}

export async function leadRows(): Promise<
  { id: string; form: string; lang: string; email: string; captcha: string; delivery_state: string; payload: string; property_id: number | null }[]
> {
  const { results } = await env.DB.prepare("SELECT * FROM leads ORDER BY created_at").all();
  return results as never;
}

export async function deliveryRows(leadId: string): Promise<{ kind: string; state: string; attempts: number }[]> {
  const { results } = await env.DB.prepare("SELECT kind, state, attempts FROM lead_deliveries WHERE lead_id = ? ORDER BY kind").bind(leadId).all();
  return results as never;
}

export { FORM_CONTEXT };

/** What the captcha widget posts: a fresh challenge from the site, solved as a browser would. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await get("/api/captcha/")).json()) as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}
