import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPath, thankYouPath } from "../../../client/i18n/routes";
import { leadRepository, type NewLead } from "../../../worker/db/leads";
import { deliver } from "../../../worker/jobs/deliver";
import { FRIEND_MAILS_PER_RECIPIENT_PER_DAY } from "../../../worker/leads/friend-limits";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { SUPPRESSED_RECEIPT } from "../../../worker/mail/suppression";
import { erasePerson, erasurePlan } from "../../../worker/privacy/erase";
import { exportPerson } from "../../../worker/privacy/export";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { get, ORIGIN, unescapeHtml } from "../worker";
import { deliveryRows, FORM_CONTEXT, leadRows, oldStamp, PERSON, postForm, propertyPage, solvedCaptcha } from "./helpers";

/**
 * Issue 37, item 2: a form cannot carry a stranger's text to a third party. Send-to-friend needs the
 * captcha, refuses links, keeps its note short and is limited per recipient; confirmations carry
 * nothing typed freely; every mail to a typed address can stop all mail from the site in one click.
 */

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads; DELETE FROM captcha_replay; DELETE FROM mail_stops; DELETE FROM dev_mailbox;");
});

function recorder() {
  const sent: Mail[] = [];
  const transport: MailTransport = { send: async (mail) => (sent.push(mail), { messageId: mail.headers["Message-ID"] }) };
  return { sent, transport };
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    key: crypto.randomUUID(),
    form: "contact-me",
    lang: "nl",
    page: "/nl/te-koop/gent/appartement/123/",
    propertyId: 123,
    person: { ...PERSON, firstName: "Cheap pills", lastName: "at pills.example" },
    payload: {
      fields: { remark: "Buy now, pay never: call +1 555 0100", street: "Click here street" },
      about: { kind: "property", id: 123, title: "Appartement, Gent", reference: "R-123", path: "/nl/te-koop/gent/appartement/123/" },
    },
    newsletter: false,
    captcha: "not-solved",
    deliveries: ["agency-mail", "visitor-mail"],
    ...overrides,
  };
}

const STOP_LINK = /https?:\/\/[^/\s]+\/(?:nl|fr|en|de)\/[^/\s]+\/[0-9a-f-]{36}\.[0-9a-f]{32}\/stop\//;

async function friendPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { id, path } = await propertyPage("nl", "te-koop");
  const response = await postForm(
    formPath("send-to-friend", "nl"),
    { firstName: "Zoë", email: PERSON.email, friendEmail: "vriend@example.be", page: path, property: id, stamp: await oldStamp(), ...fields },
    headers,
  );
  return { response, id, path };
}

describe("send-to-friend", { timeout: 30_000 }, () => {
  it("mails the friend only with a solved captcha; without script the visitor's own mail is offered and the site sends nothing", async () => {
    const { response } = await friendPost({ remark: "Kijk eens, mooi hè" });
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("Verstuur het vanuit uw eigen mail");
    const mailto = /href="(mailto:vriend[^"]+)"/.exec(html)?.[1];
    expect(mailto).toMatch(/^mailto:vriend@example\.be\?subject=/);
    expect(decodeURIComponent(mailto!.slice(mailto!.indexOf("&body=") + 6))).toContain("Kijk eens, mooi hè");
    expect(await leadRows()).toEqual([]);

    const solved = await friendPost({ remark: "Kijk eens, mooi hè", [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(solved.response.status).toBe(303);
    expect(solved.response.headers.get("Location")).toBe(`${thankYouPath("send-to-friend", "nl")}?about=${solved.id}`);
    const [stored] = await leadRows();
    expect((await deliveryRows(stored!.id)).map((row) => row.kind)).toEqual(["friend-mail"]);
  });

  it("refuses a link in the note or the name with a clear error, keeping what was typed, and a note over its limit", async () => {
    for (const [field, text] of [
      ["remark", "Zie https://bad.example/win voor meer"],
      ["remark", "Ga naar www.bad.example nu"],
      ["remark", "kijk op bit.ly/abc"],
      ["firstName", "Zoë van winnen.be"],
    ] as const) {
      const { response } = await friendPost({ [field]: text, [FORM_CONTEXT.captcha]: await solvedCaptcha() });
      expect(response.status, text).toBe(422);
      const html = unescapeHtml(await response.text());
      expect(html, text).toContain("Links en webadressen kunnen hier niet worden meegestuurd: laat ze weg");
      expect(html, text).toContain(text);
    }
    const long = await friendPost({ remark: "a".repeat(301), [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(long.response.status).toBe(422);
    expect(await leadRows()).toEqual([]);
    // A plain note with full stops, numbers and an e-mail-free sentence goes through.
    const fine = await friendPost({ remark: "Prijs 3.5 ton. Leuk! Ma. of di. bellen?", [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(fine.response.status).toBe(303);
  });

  it("sends one recipient at most a few pages a day, from any sender, and says so with the form kept", async () => {
    for (let sent = 0; sent < FRIEND_MAILS_PER_RECIPIENT_PER_DAY; sent++) {
      const { response } = await friendPost({ email: `sender${sent}@example.be`, remark: `Nummer ${sent}`, [FORM_CONTEXT.captcha]: await solvedCaptcha() });
      expect(response.status).toBe(303);
    }
    const { response } = await friendPost({ email: "another@example.be", remark: "Nog eentje", [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(response.status).toBe(429);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("Dit adres kreeg vandaag al genoeg pagina's van onze website");
    expect(html).toContain("Nog eentje");
    expect(await leadRows()).toHaveLength(FRIEND_MAILS_PER_RECIPIENT_PER_DAY);
    // Another recipient is not held back.
    const other = await friendPost({ friendEmail: "iemand@example.be", [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(other.response.status).toBe(303);
  });

  it("takes a double click on the last page a recipient may get today as one send, not one too many", async () => {
    for (let sent = 0; sent < FRIEND_MAILS_PER_RECIPIENT_PER_DAY - 1; sent++)
      expect((await friendPost({ remark: `Nummer ${sent}`, [FORM_CONTEXT.captcha]: await solvedCaptcha() })).response.status).toBe(303);
    // The same post twice (one solution, one page view): the second click carries a used solution.
    const last = { remark: "De laatste", [FORM_CONTEXT.captcha]: await solvedCaptcha(), [FORM_CONTEXT.nonce]: "view-last" };
    const first = await friendPost(last);
    const second = await friendPost(last);
    expect(first.response.status).toBe(303);
    expect(second.response.status).toBe(303);
    expect(second.response.headers.get("Location")).toBe(first.response.headers.get("Location"));
    expect(await leadRows()).toHaveLength(FRIEND_MAILS_PER_RECIPIENT_PER_DAY);
  });

  it("keeps a name or note with a dot between words, which is no web address", async () => {
    const { response } = await friendPost({ firstName: "J.Peeters", remark: "Mooi huis.Bel me", [FORM_CONTEXT.captcha]: await solvedCaptcha() });
    expect(response.status).toBe(303);
  });
});

describe("a confirmation to the visitor", () => {
  it("says what was asked in the agency's words and nothing typed freely; the agency's mail keeps everything", async () => {
    const { id } = await leadRepository(env.DB).store(lead());
    const { sent, transport } = recorder();
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env, { transport }));
    await deliver({ leadId: id, kind: "agency-mail" }, deliveryDeps(env, { transport }));
    const [visitor, agency] = sent;
    expect(visitor!.to).toEqual([{ email: PERSON.email }]);
    for (const part of [visitor!.text, visitor!.html, visitor!.subject]) {
      for (const typed of ["Cheap pills", "pills.example", "Buy now", "555 0100", "Click here"]) expect(part).not.toContain(typed);
    }
    expect(visitor!.text).toContain("Appartement, Gent");
    expect(visitor!.text).toContain("Beste,");
    for (const typed of ["Cheap pills", "Buy now, pay never", "Click here street"]) expect(agency!.text).toContain(typed);
  });
});

describe("the one-click stop of all mail to an address", () => {
  it("is in every mail to a typed address; once used, the address gets no more mail, while the agency still does", async () => {
    const leads = leadRepository(env.DB);
    const { id } = await leads.store(lead());
    const { sent, transport } = recorder();
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env, { transport }));
    const stop = STOP_LINK.exec(sent[0]!.text)?.[0];
    expect(stop).toBeDefined();
    expect(sent[0]!.headers["List-Unsubscribe"]).toBe(`<${stop}>`);
    expect(sent[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Opening the link changes nothing (mail scanners open links): it asks, in the mail's language.
    const page = await get(new URL(stop!).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stuur mij geen mail meer");
    const confirmed = await exports.default.fetch(
      new Request(new URL(new URL(stop!).pathname, ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
        body: "action=stop",
      }),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Gedaan: deze website stuurt geen mail meer naar dit adres.");

    // A later lead of the same address (typed in capitals): its confirmation is not sent, and is settled.
    const later = await leads.store(lead({ person: { ...PERSON, email: PERSON.email.toUpperCase() } }));
    const before = sent.length;
    await deliver({ leadId: later.id, kind: "visitor-mail" }, deliveryDeps(env, { transport }));
    expect(sent.length).toBe(before);
    const settled = await env.DB.prepare("SELECT state, receipt FROM lead_deliveries WHERE lead_id = ? AND kind = 'visitor-mail'")
      .bind(later.id)
      .first<{ state: string; receipt: string }>();
    expect(settled).toEqual({ state: "delivered", receipt: SUPPRESSED_RECEIPT });
    // A page a friend sends to that address is not mailed either; the agency's own mail still goes.
    const friend = await leads.store(
      lead({
        form: "send-to-friend",
        person: { firstName: "Jan", email: "jan@example.be" },
        payload: { fields: { friendEmail: PERSON.email } },
        deliveries: ["friend-mail"],
      }),
    );
    await deliver({ leadId: friend.id, kind: "friend-mail" }, deliveryDeps(env, { transport }));
    expect(sent.length).toBe(before);
    await deliver({ leadId: later.id, kind: "agency-mail" }, deliveryDeps(env, { transport }));
    expect(sent.length).toBe(before + 1);
  });

  it("stops with a mail client's one-click post (RFC 8058) from no page, and refuses a tampered link", async () => {
    const { id } = await leadRepository(env.DB).store(
      lead({ form: "send-to-friend", lang: "fr", payload: { fields: { friendEmail: "ami@example.be", remark: "Regarde" } }, deliveries: ["friend-mail"] }),
    );
    const { sent, transport } = recorder();
    await deliver({ leadId: id, kind: "friend-mail" }, deliveryDeps(env, { transport }));
    const header = sent[0]!.headers["List-Unsubscribe"]!;
    expect(header).toMatch(/\/fr\/plus-de-mail\//);
    const address = new URL(header.slice(1, -1));
    const oneClick = (path: string) =>
      exports.default.fetch(
        new Request(new URL(path, ORIGIN), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const tampered = address.pathname.replace(/[0-9a-f](?=\/stop\/$)/, (digit) => (digit === "0" ? "1" : "0"));
    expect((await oneClick(tampered)).status).not.toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_stops").first("n")).toBe(0);
    const response = await oneClick(address.pathname);
    expect(response.status).toBe(200);
    expect(unescapeHtml(await response.text())).toContain("C'est fait");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_stops").first("n")).toBe(1);

    // The privacy desk knows of it: the export shows the stop, the erasure says it keeps it (and does).
    expect((await exportPerson(env.DB, "Ami@Example.be")).mailStop).toEqual({ stopped_at: expect.any(String) });
    expect((await exportPerson(env.DB, "someone@example.be")).mailStop).toBeNull();
    expect((await erasurePlan(env.DB, "ami@example.be")).mailStopped).toBe(true);
    await erasePerson(env.DB, env.UPLOADS, "ami@example.be", { by: "test", now: new Date() });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_stops").first("n")).toBe(1);
  });
});
