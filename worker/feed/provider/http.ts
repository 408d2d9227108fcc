/**
 * One call to a provider, with a time-out per attempt, retries with exponential backoff for
 * transient failures, and one FeedError per failure (createRequester, shared by every provider).
 * Omnicasa's credentials travel inside the `json` query parameter, so the URL is never put in a
 * message, and every foreign text that could echo it (an exception, the provider's Message) is
 * redacted first.
 */
import * as v from "valibot";
import { FeedError } from "../source";
import { type Endpoint, MAX_RETRY_AFTER_MS, PROVIDER_BACKOFF_MS, PROVIDER_RETRIES, PROVIDER_TIMEOUT_MS } from "./endpoints";
import { resultKey, resultSchema } from "./schemas/envelope";
import { redactor } from "./redact";
import { reasonOf } from "./schemas/parse";

/** The part of fetch we use; tests pass a fake provider here. */
export type FetchLike = (
  url: string,
  init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string | undefined; signal: AbortSignal },
) => Promise<Response>;

/** Waits `ms`; tests inject a recorder so retries cost no time. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** How a provider is called: by whom, and how patiently. */
export interface RetryOptions {
  fetch: FetchLike;
  sleep: Sleep;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
}

/** What a provider client's caller may tune (tests: a fake provider, a sleep that does not wait, small pages). */
export interface ClientTuning {
  fetch?: FetchLike | undefined;
  sleep?: Sleep | undefined;
  timeoutMs?: number | undefined;
  retries?: number | undefined;
  backoffMs?: number | undefined;
  pageSize?: number | undefined;
}

/** The retry options of a client: the caller's tuning over the defaults of endpoints.ts. */
export function retryOptions(tuning: ClientTuning): RetryOptions {
  return {
    fetch: tuning.fetch ?? ((url, init) => fetch(url, init)),
    sleep: tuning.sleep ?? defaultSleep,
    timeoutMs: tuning.timeoutMs ?? PROVIDER_TIMEOUT_MS,
    retries: Math.max(0, tuning.retries ?? PROVIDER_RETRIES),
    backoffMs: tuning.backoffMs ?? PROVIDER_BACKOFF_MS,
  };
}

export interface TransportOptions extends RetryOptions {
  baseUrl: string;
  credentials: { user: string; password: string };
}

/** One HTTP request to a provider; `where` names it in messages ("GetPropertyList (nl, rows 1-100)"). */
export interface ProviderRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string> | undefined;
  body?: string | undefined;
  where: string;
  signal?: AbortSignal | undefined;
}

export type Fail = (code: FeedError["code"], cause: string, status?: number) => FeedError;

export interface Call {
  endpoint: Endpoint;
  languageId: number;
  params: Record<string, unknown>;
  /** Context for messages, e.g. "nl, rows 1-100". */
  label: string;
  signal?: AbortSignal | undefined;
}

type Outcome =
  | { kind: "body"; text: string }
  | { kind: "status"; status: number; statusText: string; retryAfterMs: number | null }
  | { kind: "timeout" }
  | { kind: "network"; message: string }
  | { kind: "cancelled" };

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * Returns a function that sends a request until it gets a 2xx body: transient failures (network,
 * time-out, 5xx, 429) are retried with exponential backoff (a 429's Retry-After is honoured up to
 * MAX_RETRY_AFTER_MS); anything else, and the last failure, is a FeedError whose message is redacted.
 */
export function createRequester(options: RetryOptions, redact: (text: string) => string): (request: ProviderRequest) => Promise<{ text: string; fail: Fail }> {
  return async function send(request) {
    const fail: Fail = (code, cause, status) => new FeedError(`${request.where}: ${redact(cause)}`, code, { status });
    for (let attempt = 1; ; attempt++) {
      const outcome = await attemptOnce(options, request);
      const attempts = attempt > 1 ? ` after ${attempt} attempts` : "";
      if (outcome.kind === "cancelled") throw fail("timeout", "cancelled by the caller");
      if (outcome.kind === "body") return { text: outcome.text, fail };
      if (outcome.kind === "status" && !isTransientStatus(outcome.status)) {
        throw fail("http", `HTTP ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ""}`, outcome.status);
      }
      if (attempt > options.retries) {
        if (outcome.kind === "timeout") throw fail("timeout", `timed out after ${options.timeoutMs} ms${attempts}`);
        if (outcome.kind === "network") throw fail("network", `network error: ${outcome.message}${attempts}`);
        throw fail("http", `HTTP ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ""}${attempts}`, outcome.status);
      }
      const backoff = options.backoffMs * 2 ** (attempt - 1);
      const retryAfter = outcome.kind === "status" ? (outcome.retryAfterMs ?? 0) : 0;
      try {
        await options.sleep(Math.max(backoff, Math.min(retryAfter, MAX_RETRY_AFTER_MS)), request.signal);
      } catch {
        throw fail("timeout", "cancelled by the caller");
      }
    }
  };
}

/** Omnicasa: returns a function that performs a call and resolves to the envelope's Value. */
export function createTransport(options: TransportOptions): (call: Call) => Promise<unknown> {
  const send = createRequester(options, redactor(options.credentials));
  return async function perform(call) {
    const request = {
      method: "GET" as const,
      url: urlOf(options, call),
      headers: { accept: "application/json" },
      where: `${call.endpoint} (${call.label})`,
      signal: call.signal,
    };
    const { text, fail } = await send(request);
    return readValue(text, call.endpoint, fail);
  };
}

function urlOf(options: TransportOptions, call: Call): string {
  const json = JSON.stringify({
    CustomerName: options.credentials.user,
    CustomerPassword: options.credentials.password,
    LanguageId: call.languageId,
    DescriptionLanguageId: call.languageId,
    ...call.params,
  });
  return `${options.baseUrl}/${call.endpoint}Json?json=${encodeURIComponent(json)}`;
}

/** 5xx and 429 are worth another try; any other status will answer the same again. */
function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

async function attemptOnce(options: RetryOptions, request: ProviderRequest): Promise<Outcome> {
  const caller = request.signal;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
  try {
    const init = { method: request.method, headers: request.headers ?? {}, body: request.body, signal };
    const response = await abortable(options.fetch(request.url, init), signal);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: "status", status: response.status, statusText: response.statusText, retryAfterMs: retryAfterMs(response) };
    }
    return { kind: "body", text: await abortable(response.text(), signal) };
  } catch (error) {
    if (caller?.aborted) return { kind: "cancelled" };
    if (timeout.aborted) return { kind: "timeout" };
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Races a promise against the signal, so a fetch that ignores its signal still ends on time. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Retry-After in seconds (the HTTP-date form is ignored: our backoff applies). */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get("retry-after")?.trim() ?? "";
  return /^\d+$/.test(header) ? Number(header) * 1000 : null;
}

function readValue(text: string, endpoint: Endpoint, fail: Fail): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw fail("protocol", "the answer is not JSON");
  }
  const key = resultKey(endpoint);
  const result = body !== null && typeof body === "object" && key in body ? (body as Record<string, unknown>)[key] : undefined;
  if (result === undefined) throw fail("protocol", `the answer has no ${key}`);
  const parsed = v.safeParse(resultSchema, result);
  if (!parsed.success) throw fail("protocol", `invalid ${key}: ${reasonOf(parsed.issues)}`);
  if (!parsed.output.Success) {
    const message = parsed.output.Message?.trim() || "no message";
    throw fail("provider", `the provider refused: ${message}`);
  }
  return parsed.output.Value;
}
