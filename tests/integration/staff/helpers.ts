import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { createApp } from "../../../worker/app";
import { leadRepository, type NewLead } from "../../../worker/db/leads";
import type { Bindings } from "../../../worker/env";

export const LOCAL = "http://localhost:8787";
const app = createApp();

/** A request through the worker with these variables over the test's bindings (default: local development, no Access). */
export async function staffFetch(
  path: string,
  init: RequestInit & { vars?: Partial<Bindings>; origin?: string } = {},
): Promise<{ status: number; body: string; bytes: Uint8Array; response: Response }> {
  const origin = init.origin ?? LOCAL;
  const headers = new Headers(init.headers);
  if (init.method === "POST" && !headers.has("Origin")) headers.set("Origin", origin);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, origin), { ...init, headers, redirect: "manual" }), { ...env, ...init.vars }, ctx);
  // Kept whole: the CSV's byte-order mark is part of what is tested (Response.text() drops it).
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, bytes, response };
}

/** A form post from the staff page itself (same origin). */
export function staffPost(path: string, fields: Record<string, string>, init: { vars?: Partial<Bindings>; origin?: string } = {}) {
  return staffFetch(path, { ...init, method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

/** A delivery queue that records what was sent instead of delivering it. */
export function recordingQueue() {
  const sent: unknown[] = [];
  const queue = {
    send: vi.fn(async (body: unknown) => void sent.push(body)),
    sendBatch: vi.fn(async (messages: { body: unknown }[]) => void sent.push(...messages.map((message) => message.body))),
  };
  return { sent, queue: queue as unknown as Bindings["LEAD_DELIVERIES"] };
}

let counter = 0;
/** Stores a lead as a form would (deliveries pending), at `at` ms epoch. */
export async function storeLead(lead: Partial<NewLead> & { email: string; firstName?: string }, at = Date.now()): Promise<string> {
  counter += 1;
  const { id } = await leadRepository(env.DB, () => at).store({
    key: `staff-test-${counter}-${crypto.randomUUID()}`,
    form: "site-contact",
    lang: "en",
    page: "/en/contact/",
    person: { firstName: lead.firstName ?? "Ann", lastName: "Peeters", email: lead.email },
    payload: { fields: { remark: "Hello" } },
    newsletter: false,
    captcha: "solved",
    deliveries: ["agency-mail", "visitor-mail"],
    ...lead,
  });
  return id;
}

export async function clearTables(): Promise<void> {
  await env.DB.exec(
    "DELETE FROM alert_matches; DELETE FROM alert_digests; DELETE FROM search_alerts; DELETE FROM newsletter_subscribers; DELETE FROM favourite_watch_mails; DELETE FROM favourite_watches; DELETE FROM testimonial_reviews; DELETE FROM lead_deliveries; DELETE FROM demo_crm_calls; DELETE FROM leads;",
  );
}

/** The documents the content overview lists to publish, as their ticks post them (`page:12@3`), and which are ticked at first. */
export async function publishList(headers: Record<string, string> = {}): Promise<{ value: string; ticked: boolean }[]> {
  const { body } = await staffFetch("/staff/content/", { headers });
  return [...body.matchAll(/<input type="checkbox"[^>]*>/g)]
    .map(([input]) => ({ input, value: /\bvalue="([^"]+)"/.exec(input)?.[1] }))
    .filter(({ input, value }) => input.includes('name="publish"') && value !== undefined)
    .map(({ input, value }) => ({ value: value!, ticked: input.includes(' checked=""') }));
}

/** Publishes the ticks `values` (nothing ticked when empty), as the overview's form does. */
export function publishTicked(values: readonly string[], headers: Record<string, string> = {}) {
  return staffFetch("/staff/content/publish/", {
    method: "POST",
    body: new URLSearchParams(values.map((value) => ["publish", value])),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Publishes every document the overview lists, as a person ticking every line would. */
export async function publishEverything(headers: Record<string, string> = {}) {
  return publishTicked(
    (await publishList(headers)).map((entry) => entry.value),
    headers,
  );
}

/** A staff page's visible text: tags stripped, entities of quotes read, spaces collapsed (no-break spaces kept, as French typography writes them). */
export const pageText = (html: string): string =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, " ");
