import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { THANK_YOU_FORMS, THANK_YOU_FORM_KEYS } from "../../client/i18n/routes";
import { CONSENT_COOKIE } from "../../client/domain/consent-cookie";
import { createSite } from "../../worker/app";
import { SESSION_COOKIE } from "../../worker/auth/session-cookie";
import { STAFF_LANGUAGE_COOKIE } from "../../worker/staff/language";
import { ORIGIN } from "./worker";

/**
 * A seeded, bounded fuzz of every route the app registers (its own `app.routes`): malformed bodies
 * (multipart without or with a cut boundary, other charsets, huge or broken urlencoded, bad JSON,
 * binary), odd methods, odd headers (foreign or missing Origin, broken cookies and Accept-Language)
 * and odd paths (encoded slashes, NUL, very long, dot segments, unicode). No answer may be a 5xx.
 * Deterministic: the same seed sends the same requests; the seed and the counts are printed.
 */
const SEED = 0x37_0001;
const REQUESTS = 900;

/** mulberry32: a small seeded generator, enough to pick among cases reproducibly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const bytes = (length: number) => Uint8Array.from({ length }, () => int(256));
  const text = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join("");
  return { next, int, pick, bytes, text };
}
type Random = ReturnType<typeof prng>;

const UUID = "3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d14";
const TOKEN = `${UUID}.0123456789abcdef0123456789abcdef`;
/** Values a route parameter may take; the first one its pattern accepts is used (else a random word). */
const PARAM_SAMPLES = [
  "en",
  "en.json",
  "sale.json",
  "rent.json",
  "sitemap-en.xml",
  "7",
  "123",
  "1.mvt",
  "abc123",
  UUID,
  TOKEN,
  `${"a".repeat(64)}.jpg`,
  "page",
  "article",
  "team",
  "for-sale",
  "gent",
  "house",
  "home",
];

/** A concrete address for a route pattern such as `/en/form/:form/` or `/staff/leads/:id{[0-9a-f-]+}/`. */
function concretize(pattern: string, random: Random): string {
  const lang = (/^\/([a-z]{2})\//.exec(pattern)?.[1] ?? "en") as Lang;
  return pattern
    .replace(/:(\w+)(\{((?:[^{}]|\{[^}]*\})*)\})?/g, (_whole, name: string, _braces, regex: string | undefined) => {
      if (name === "form") return THANK_YOU_FORMS[random.pick(THANK_YOU_FORM_KEYS)][LANGUAGES.includes(lang) ? lang : "en"];
      if (name === "token" && !regex) return random.pick([TOKEN, "not-a-token", "%zz"]);
      const accepts = regex ? new RegExp(`^(?:${regex})$`) : /^[^/]+$/;
      const fitting = PARAM_SAMPLES.filter((sample) => accepts.test(sample));
      return fitting.length > 0 ? random.pick(fitting) : random.text(6).replace(/[^a-z0-9]/gi, "x");
    })
    .replace(/\*$/, random.pick(["x/", "anything/else/", ""]));
}

/** The path a route is sent to: mostly its own, sometimes bent (encoded slashes, NUL, very long, dot segments, unicode). */
function bend(path: string, random: Random): string {
  switch (random.int(10)) {
    case 0:
      return `${path}%2F..%2F`;
    case 1:
      return `${path}%00`;
    case 2:
      return `${path}${"a".repeat(2_000 + random.int(6_000))}/`;
    case 3:
      return `${path}../../etc/passwd`;
    case 4:
      return `${path}${encodeURIComponent("ünïcødé-☃-𝄞")}/`;
    case 5:
      return path.replace(/\/$/, "");
    case 6:
      return `${path}?${"q=%zz&".repeat(random.int(50))}x=${"%E0%A4%A"}`;
    default:
      return path;
  }
}

const ODD_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "PURGE", "MKCOL", "MOVE", "SEARCH", "REPORT", "get", "HEAD"];

interface Body {
  kind: string;
  contentType?: string;
  body?: BodyInit;
}

/** A body a careless client or an attacker might send. */
function body(random: Random): Body {
  const field = `email=${encodeURIComponent("a@example.be")}&firstName=${encodeURIComponent(random.text(8))}`;
  switch (random.int(14)) {
    case 0:
      return { kind: "multipart without boundary", contentType: "multipart/form-data", body: random.text(20) };
    case 1: {
      const cut = `--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.be\r\n--xy`;
      return { kind: "multipart cut short", contentType: "multipart/form-data; boundary=xyz", body: cut.slice(0, 10 + random.int(cut.length - 10)) };
    }
    case 2:
      return { kind: "multipart boundary too long", contentType: `multipart/form-data; boundary=${"b".repeat(71 + random.int(200))}`, body: "--b\r\n" };
    case 3:
      return { kind: "multipart garbage", contentType: "multipart/form-data; boundary=zz", body: random.bytes(64 + random.int(4_000)) };
    case 4:
      return {
        kind: "urlencoded latin-1",
        contentType: "application/x-www-form-urlencoded; charset=iso-8859-1",
        body: new Uint8Array([0x65, 0x3d, 0xe9, 0xff]),
      };
    case 5:
      return {
        kind: "urlencoded other charsets",
        contentType: `application/x-www-form-urlencoded; charset=${random.pick(["utf-16", "windows-1252", "", '"utf-8"', "bogus"])}`,
        body: field,
      };
    case 6:
      return { kind: "urlencoded huge", contentType: "application/x-www-form-urlencoded", body: `${field}&remark=${"x".repeat(50_000 + random.int(300_000))}` };
    case 7:
      return {
        kind: "urlencoded broken escapes",
        contentType: "application/x-www-form-urlencoded",
        body: `%zz=%&${"%E0%A4%A".repeat(random.int(200))}=&&&==${random.text(30)}`,
      };
    case 8:
      return {
        kind: "urlencoded many fields",
        contentType: "application/x-www-form-urlencoded",
        body: Array.from({ length: 2_000 }, (_, i) => `f${i}=${i}`).join("&"),
      };
    case 9:
      return { kind: "invalid JSON", contentType: "application/json", body: random.pick(["{", "[1,", "null", '{"a":', random.text(40)]) };
    case 10:
      return {
        kind: "binary",
        contentType: random.pick(["application/octet-stream", "image/png", "text/plain", "application/xml"]),
        body: random.bytes(random.int(8_000)),
      };
    case 11:
      return { kind: "no content type", body: random.text(random.int(200)) };
    case 12:
      return { kind: "empty", contentType: "application/x-www-form-urlencoded", body: "" };
    default:
      return { kind: "plain form", contentType: "application/x-www-form-urlencoded", body: field };
  }
}

/** Headers a request may carry: the site's own Origin or another (or none), broken cookies and languages. */
function headers(random: Random, content: Body): Record<string, string> {
  const sent: Record<string, string> = {
    "CF-Connecting-IP": random.pick([`198.18.${random.int(256)}.${random.int(256)}`, `2001:db8:${random.int(65_536).toString(16)}::1`, "not-an-ip", ""]),
  };
  if (content.contentType !== undefined) sent["Content-Type"] = content.contentType;
  const origin = random.pick([ORIGIN, ORIGIN, ORIGIN, "http://evil.example", "null", undefined]);
  if (origin !== undefined) sent.Origin = origin;
  if (random.next() < 0.3) sent["Sec-Fetch-Site"] = random.pick(["same-origin", "cross-site", "none", "bogus"]);
  if (random.next() < 0.5)
    sent.Cookie = random.pick([
      `${SESSION_COOKIE}=garbage`,
      `${SESSION_COOKIE}=${TOKEN}`,
      `${CONSENT_COOKIE}=%zz; ${STAFF_LANGUAGE_COOKIE}=xx`,
      `${CONSENT_COOKIE}=${encodeURIComponent('{"analytics_storage":')}`,
      "=;;=;a",
      `${STAFF_LANGUAGE_COOKIE}=${"d".repeat(3_000)}`,
    ]);
  if (random.next() < 0.5) sent["Accept-Language"] = random.pick(["*;q=abc", "xx-YY", ";;;", "en;q=2, nl;q=-1", "de".repeat(2_000), "zh-Hant-TW"]);
  if (random.next() < 0.2) sent.Accept = random.pick(["application/json", "*/*;q=x", "text/html"]);
  return sent;
}

describe("fuzzed requests to every route", () => {
  it("never answer 5xx, whatever the body, method, headers or path", async () => {
    const random = prng(SEED);
    const routes = [
      ...new Map(
        createSite()
          .routes.filter((route) => route.method !== "ALL")
          .map((route) => [`${route.method} ${route.path}`, route]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(100);
    const byClass: Record<string, number> = {};
    const failures: string[] = [];
    const started = Date.now();
    for (let sent = 0; sent < REQUESTS; sent++) {
      // Every route at least once, in order; then routes at random (unsafe ones more often: they read bodies).
      const route = sent < routes.length ? routes[sent]! : random.pick(routes.filter((each) => random.next() < 0.3 || each.method !== "GET"));
      const method = random.next() < 0.8 ? route.method : random.pick(ODD_METHODS);
      const path = bend(concretize(route.path, random), random);
      const content = method === "GET" || method === "HEAD" || method === "get" ? { kind: "none" } : body(random);
      const request = new Request(new URL(path, ORIGIN), { method, headers: headers(random, content), body: content.body ?? null, redirect: "manual" });
      const response = await exports.default.fetch(request);
      const text = await response.text();
      const statusClass = `${Math.floor(response.status / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      if (response.status >= 500) failures.push(`${response.status} ${method} ${path.slice(0, 120)} (${content.kind})`);
      // Never a stack trace, whatever the status.
      if (/\n\s+at \S+ \(|TypeError:|ReferenceError:/.test(text))
        failures.push(`stack in ${response.status} ${method} ${path.slice(0, 120)} (${content.kind})`);
    }
    console.info(`fuzz seed ${SEED.toString(16)}: ${REQUESTS} requests to ${routes.length} routes in ${Date.now() - started} ms, answers`, byClass);
    expect(failures).toEqual([]);
  }, 120_000);
});
