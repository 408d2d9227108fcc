import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedPath, forgotPasswordPath, formPath } from "../../client/i18n/routes";
import { STAFF_LANGUAGE_COOKIE } from "../../worker/staff/language";
import { leadRows, oldStamp } from "./leads/helpers";
import { ORIGIN } from "./worker";

/** Posts `body` as `contentType` from the site itself (same origin, so the CSRF check lets it through). */
function post(path: string, contentType: string | undefined, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "203.0.113.9", ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
      body,
      redirect: "manual",
    }),
  );
}

/** A multipart body whose closing boundary never comes: the post was cut short. */
const CUT_MULTIPART = '--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nzoe@example.be\r\n--cu';

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("a body the worker cannot read", () => {
  it("is a 400 page in the visitor's language, not a 500, for a multipart post without a boundary (the issue's reproduction)", async () => {
    for (const [lang, title] of [
      ["en", "We could not read this form"],
      ["nl", "We konden dit formulier niet lezen"],
      ["fr", "Nous n’avons pas pu lire ce formulaire"],
      ["de", "Wir konnten dieses Formular nicht lesen"],
    ] as const) {
      const response = await post(fixedPath("login", lang), "multipart/form-data", "x");
      expect(response.status, lang).toBe(400);
      expect(response.headers.get("Content-Type"), lang).toMatch(/^text\/html/);
      expect(response.headers.get("Cache-Control"), lang).toBe("no-store");
      expect(response.headers.get("Content-Security-Policy"), lang).toContain("object-src 'none'");
      const html = await response.text();
      expect(html, lang).toContain(`<html lang="${lang}"`);
      expect(html, lang).toContain(title);
    }
  });

  it("is a 400 for a multipart body cut short, and a 415 for a charset other than UTF-8, on forms, owner and newsletter posts", async () => {
    const targets = [
      fixedPath("login", "en"),
      forgotPasswordPath("nl"),
      formPath("contact-me", "fr"),
      formPath("contact-demand", "de"),
      formPath("testimonial", "en"),
      formPath("sign-newsletter", "nl"),
    ];
    for (const path of targets) {
      const cut = await post(path, "multipart/form-data; boundary=cut", CUT_MULTIPART);
      expect(cut.status, path).toBe(400);
      await cut.arrayBuffer();
      const latin = await post(path, "application/x-www-form-urlencoded; charset=iso-8859-1", new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xe9]));
      expect(latin.status, path).toBe(415);
      expect(await latin.text(), path).toMatch(/lire ce formulaire|read this form|formulier niet lezen|Formular nicht lesen/);
    }
  });

  it("keeps nothing of a lead form whose body cannot be read, even with a valid stamp inside it", async () => {
    const stamp = await oldStamp();
    const body = `--b\r\nContent-Disposition: form-data; name="stamp"\r\n\r\n${stamp}\r\n--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nan@example.be\r\n--b`;
    const response = await post(formPath("contact-me", "en"), "multipart/form-data; boundary=b", body);
    expect(response.status).toBe(400);
    expect(await leadRows()).toEqual([]);
  });

  it("is a 400 for a testimonial too large to read at once whose streamed body turns out cut short, and nothing is kept", async () => {
    // Over the body limit, so it is read as it streams in (worker/routes/testimonial-body.ts); its photo never ends.
    const head = `--b\r\nContent-Disposition: form-data; name="stamp"\r\n\r\n${await oldStamp()}\r\n--b\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = new Uint8Array(12 * 1024 * 1024);
    body.set(new TextEncoder().encode(head));
    const response = await post(formPath("testimonial", "de"), "multipart/form-data; boundary=b", body);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Wir konnten dieses Formular nicht lesen");
    expect(await leadRows()).toEqual([]);
  });

  it("answers the staff area in the staff member's language: the personal data export of a body cut short", async () => {
    const response = await post("/staff/privacy/export/", "multipart/form-data; boundary=cut", CUT_MULTIPART, { Cookie: `${STAFF_LANGUAGE_COOKIE}=de` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Wir konnten dieses Formular nicht lesen");
    expect(html).not.toMatch(/TypeError|at \w+ \(/);
  });

  it("answers a passkey ceremony with bad JSON or another type as a client error, not a 500", async () => {
    const bad = await post("/api/owner/passkeys/login/options", "application/json", "{not json");
    expect(bad.status).toBeLessThan(500);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const latin = await post("/api/owner/passkeys/remove", "application/x-www-form-urlencoded; charset=latin1", "id=%E9");
    expect(latin.status).toBeLessThan(500);
  });

  it("is a 415 for a type no form takes, rather than an empty form", async () => {
    const response = await post(formPath("contact-me", "en"), "application/json", '{"email":"a@example.be"}');
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("We could not read this form");
  });
});
