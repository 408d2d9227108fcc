import { env, exports } from "cloudflare:workers";
import type { Lang } from "../../../client/i18n/languages";
import { fixedPath } from "../../../client/i18n/routes";
import { DEVICE_COOKIE } from "../../../worker/owner/auth/device-cookie";
import { hashPassword } from "../../../worker/auth/password";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { tokenHash } from "../../../worker/auth/tokens";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import { signLink } from "../../../worker/leads/signed-link";
import { configOf } from "../../../worker/services/config";
import { newClient } from "../leads/helpers";
import { ORIGIN } from "../worker";

/** A password the policy accepts (long, not common, not the address). */
export const PASSWORD = "a quiet harbour in the rain";

/** An owner with an address of their own (tests never see another test's rows), and a password unless told otherwise. */
export async function createOwner(options: { password?: string | null; lang?: Lang; firstName?: string } = {}): Promise<Owner> {
  const owners = ownerRepository(env.DB);
  const owner = await owners.ensure({
    email: `owner-${crypto.randomUUID()}@example.be`,
    firstName: options.firstName ?? "An",
    lastName: "Peeters",
    lang: options.lang ?? "nl",
  });
  const password = options.password === undefined ? PASSWORD : options.password;
  if (password === null) return owner;
  const passwordHash = await hashPassword(password);
  const at = Date.now();
  await owners.setPassword(owner.id, passwordHash, at);
  return { ...owner, passwordHash, passwordChangedAt: at };
}

/**
 * A request from a browser on this site: same origin, its own client address unless `ip` is given,
 * with the session `cookie` and the remembered browser's `device` cookie if any.
 */
export function send(
  path: string,
  options: { method?: "GET" | "POST"; fields?: Record<string, string>; cookie?: string; device?: string; ip?: string } = {},
): Promise<Response> {
  const method = options.method ?? (options.fields ? "POST" : "GET");
  const headers: Record<string, string> = { "CF-Connecting-IP": options.ip ?? newClient() };
  const cookies = [...(options.cookie ? [`${SESSION_COOKIE}=${options.cookie}`] : []), ...(options.device ? [`${DEVICE_COOKIE}=${options.device}`] : [])];
  if (cookies.length > 0) headers.Cookie = cookies.join("; ");
  if (method === "POST") Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method,
      headers,
      ...(method === "POST" ? { body: new URLSearchParams(options.fields ?? {}).toString() } : {}),
      redirect: "manual",
    }),
  );
}

/** The value of cookie `cookie` a response sets, if it sets one (an empty value when it clears it). */
export function setCookieOf(response: Response, cookie: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name, value = ""] = pair.split("=");
    if (name?.trim() === cookie) return value.trim();
  }
  return undefined;
}

/** The session token a response gives the browser, if it sets one (an empty value when it clears it). */
export const sessionCookieOf = (response: Response): string | undefined => setCookieOf(response, SESSION_COOKIE);

/** The remembered browser's token a response gives the browser, if it sets one. */
export const deviceCookieOf = (response: Response): string | undefined => setCookieOf(response, DEVICE_COOKIE);

/** Signs `owner` in through the login form; the session token the browser got. */
export async function signIn(owner: Pick<Owner, "email">, options: { lang?: Lang; password?: string; cookie?: string } = {}): Promise<string> {
  const response = await send(fixedPath("login", options.lang ?? "nl"), {
    fields: { email: owner.email, password: options.password ?? PASSWORD },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
  const token = sessionCookieOf(response);
  if (response.status !== 303 || !token) throw new Error(`sign-in answered ${response.status}`);
  return token;
}

/** The D1 row of the session a token names. */
export async function sessionRow(
  token: string,
): Promise<{ owner_id: string; created_at: number; last_seen_at: number; expires_at: number; method: string } | null> {
  return env.DB.prepare("SELECT * FROM owner_sessions WHERE token_hash = ?")
    .bind(await tokenHash(token))
    .first();
}

export async function sessionCount(ownerId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM owner_sessions WHERE owner_id = ?").bind(ownerId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The signed token of a password link id, as the mail carries it. */
export function linkToken(id: string): Promise<string> {
  return signLink(configOf(env).formSecret!, "owner-password", id);
}

/**
 * A page with what differs from one render to the next taken out: the CSP nonce, the signed form
 * start time and the given texts (the address the visitor typed).
 */
export function normalisePage(html: string, typed: readonly string[] = []): string {
  let out = html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"stamp":"[^"]*"|name="stamp" value="[^"]*"/g, "stamp");
  for (const text of typed) out = out.replaceAll(text, "{typed}");
  return out;
}

/** The attributes of the `<input>` with `id` on a page (attribute order is React's, not the test's business). */
export function inputAttributes(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<input id="${id}"([^>]*)/?>`).exec(html)?.[1];
  if (tag === undefined) throw new Error(`no input #${id}`);
  return Object.fromEntries([...tag.matchAll(/([A-Za-z-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}
