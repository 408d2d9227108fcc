import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formPath } from "../../../client/i18n/routes";
import { createApp } from "../../../worker/app";
import worker from "../../../worker/index";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { leadRepository, type NewLead } from "../../../worker/db/leads";
import { consumeDeadDeliveries, consumeDeliveries, deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { requeueStalled, STALLED_DELIVERY_MS } from "../../../worker/jobs/requeue-stalled";
import { deliveriesOf } from "../../../worker/leads/lead-view";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { emailServiceTransport } from "../../../worker/mail/transports";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { get, ORIGIN } from "../worker";
import { deliveryRows, leadRows, PERSON } from "./helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads; DELETE FROM dev_mailbox;");
});

const leads = () => leadRepository(env.DB);

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    key: crypto.randomUUID(),
    form: "contact-appointment",
    lang: "fr",
    page: "/fr/a-vendre/gent/appartement/123/",
    propertyId: 123,
    person: { ...PERSON, lastName: "Peeters <b>bold</b>" },
    payload: {
      fields: { moment: "2026-12-02T14", remark: "<script>alert(1)</script>" },
      about: { kind: "property", id: 123, title: "Appartement, Gand", reference: "R-123", path: "/fr/a-vendre/gand/appartement/123/" },
    },
    newsletter: false,
    captcha: "not-solved",
    visit: { day: "2026-12-02", slot: "14" },
    deliveries: ["agency-mail", "visitor-mail", "crm"],
    ...overrides,
  };
}

/** A transport that keeps what it sends, or fails while `failing` is set. */
function fakeTransport() {
  const sent: Mail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    async send(mail) {
      if (state.failing) throw new Error("mail service unavailable");
      sent.push(mail);
      return { messageId: mail.headers["Message-ID"] };
    },
  };
  return { transport, sent, state };
}

describe("delivering a lead", () => {
  it("retries a failing mail transport and delivers once it recovers; a replayed message never sends twice", async () => {
    const { id } = await leads().store(newLead());
    const fake = fakeTransport();
    const deps = deliveryDeps(env, { transport: fake.transport });
    fake.state.failing = true;
    await expect(deliver({ leadId: id, kind: "visitor-mail" }, deps)).rejects.toThrow("mail service unavailable");
    expect(await leads().delivery(id, "visitor-mail")).toMatchObject({ state: "pending", attempts: 1, lastError: "mail service unavailable" });
    fake.state.failing = false;
    expect(await deliver({ leadId: id, kind: "visitor-mail" }, deps)).toBe("delivered");
    expect(await deliver({ leadId: id, kind: "visitor-mail" }, deps)).toBe("already");
    expect(fake.sent).toHaveLength(1);
    for (const kind of ["agency-mail", "crm"] as const) await deliver({ leadId: id, kind }, deps);
    expect((await leadRows())[0]!.delivery_state).toBe("delivered");
  });

  it("asks the queue to retry a failed message with a growing delay", async () => {
    const { id } = await leads().store(newLead());
    const fake = fakeTransport();
    fake.state.failing = true;
    // The test pool's batches do not record retry delays: these messages do.
    const message = (id: string, attempts: number, kind: DeliveryMessage["kind"]) => ({
      id,
      attempts,
      body: { leadId: leadId, kind },
      ack: vi.fn(),
      retry: vi.fn(),
    });
    const leadId = id;
    const messages = [message("m1", 1, "agency-mail"), message("m2", 3, "visitor-mail"), message("m3", 1, "crm")];
    await consumeDeliveries(
      { queue: "vitrine-lead-deliveries", messages } as unknown as MessageBatch<unknown>,
      deliveryDeps(env, { transport: fake.transport }),
    );
    expect(messages[0]!.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(messages[1]!.retry).toHaveBeenCalledWith({ delaySeconds: 120 });
    expect(messages[2]!.ack).toHaveBeenCalled();
    expect(messages[2]!.retry).not.toHaveBeenCalled();
  });

  it("marks a message that kept failing as dead and the lead as failed, keeping the lead", async () => {
    const { id } = await leads().store(newLead());
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries-dead", [
      { id: "d1", timestamp: Date.now(), attempts: 7, body: { leadId: id, kind: "crm" } },
    ]);
    await consumeDeadDeliveries(batch, leads());
    expect(await deliveryRows(id)).toContainEqual({ kind: "crm", state: "dead", attempts: 1 });
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ id, delivery_state: "failed" });
  });

  it("re-queues deliveries left pending too long (a lost enqueue never loses a lead)", async () => {
    const { id } = await leads().store(newLead());
    const sent: unknown[] = [];
    const queue = {
      sendBatch: vi.fn(async (messages: { body: unknown }[]) => void sent.push(...messages.map((message) => message.body))),
    } as unknown as Queue<DeliveryMessage>;
    expect(await requeueStalled(leads(), queue, Date.now())).toBe(0);
    expect(await requeueStalled(leads(), queue, Date.now() + STALLED_DELIVERY_MS + 1_000)).toBe(3);
    expect(sent).toContainEqual({ leadId: id, kind: "crm" });
    // Touched: the next sweep right after leaves them alone.
    expect(await requeueStalled(leads(), queue, Date.now() + STALLED_DELIVERY_MS + 1_000)).toBe(0);
  });
});

describe("the mails of a lead", () => {
  it("sends the agency a mail in its language that replies to the visitor, with the visitor's text inert", async () => {
    const { id } = await leads().store(newLead());
    const fake = fakeTransport();
    await deliver({ leadId: id, kind: "agency-mail" }, deliveryDeps(env, { transport: fake.transport }));
    const [mail] = fake.sent;
    expect(mail!.to).toEqual([{ name: "Vitrine Vastgoed", email: "info@vitrine-vastgoed.be" }]);
    expect(mail!.replyTo?.email).toBe(PERSON.email);
    expect(mail!.subject).toBe("Website: bezoekaanvraag van Zoë Peeters <b>bold</b>");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<b>bold</b>");
    expect(mail!.text).toContain("Captcha niet opgelost");
    expect(mail!.headers["Message-ID"]).toBe(`<${id}.agency-mail@vitrine-vastgoed.be>`);
    expect(mail!.headers.Date).toMatch(/GMT$/);
  });

  it("tells the listing's person in charge too, when the feed names one", async () => {
    const about = {
      kind: "property" as const,
      id: 123,
      title: "Appartement, Gand",
      path: "/fr/a-vendre/gand/appartement/123/",
      contact: { name: "Els Van den Broeck", email: "els@vitrine-vastgoed.be" },
    };
    expect(deliveriesOf("contact-me", about)).toEqual(["agency-mail", "contact-mail", "visitor-mail", "crm"]);
    expect(deliveriesOf("contact-me", { ...about, contact: undefined })).toEqual(["agency-mail", "visitor-mail", "crm"]);
    const { id } = await leads().store(newLead({ payload: { fields: { remark: "Vraag" }, about }, deliveries: deliveriesOf("contact-me", about) }));
    const fake = fakeTransport();
    await deliver({ leadId: id, kind: "contact-mail" }, deliveryDeps(env, { transport: fake.transport }));
    expect(fake.sent[0]!.to).toEqual([{ name: "Els Van den Broeck", email: "els@vitrine-vastgoed.be" }]);
    expect(fake.sent[0]!.replyTo?.email).toBe(PERSON.email);
    expect(fake.sent[0]!.headers["Message-ID"]).toBe(`<${id}.contact-mail@vitrine-vastgoed.be>`);
  });

  it("confirms a visit to the visitor in their language with an iCalendar invitation", async () => {
    const { id } = await leads().store(newLead());
    const fake = fakeTransport();
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env, { transport: fake.transport }));
    const [mail] = fake.sent;
    expect(mail!.subject).toBe("Vitrine Immobilier\u00a0: nous avons bien reçu votre message");
    expect(mail!.text).toContain("mercredi 2 décembre 2026, 14:00–16:00");
    const [attachment] = mail!.attachments;
    const invite = { ...attachment!, content: String(attachment!.content) };
    expect(invite).toMatchObject({ filename: "visit.ics", type: expect.stringContaining("text/calendar") });
    expect(invite!.content).toContain("DTSTART;TZID=Europe/Brussels:20261202T140000");
    expect(invite!.content).toContain("DTEND;TZID=Europe/Brussels:20261202T160000");
    expect(invite!.content).toContain(`UID:${id}@vitrine-vastgoed.be`);
    expect(invite!.content.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("sends the friend the page's link and nothing the sender typed in the subject", async () => {
    const { id } = await leads().store(
      newLead({
        form: "send-to-friend",
        lang: "nl",
        person: { firstName: "FREE MONEY click here", email: PERSON.email },
        payload: {
          fields: { friendEmail: "vriend@example.be", remark: "Kijk eens!" },
          about: { kind: "property", id: 123, title: "Appartement, Gent", path: "/nl/te-koop/gent/appartement/123/" },
        },
        visit: undefined,
        deliveries: ["friend-mail"],
      }),
    );
    const fake = fakeTransport();
    await deliver({ leadId: id, kind: "friend-mail" }, deliveryDeps(env, { transport: fake.transport }));
    const [mail] = fake.sent;
    expect(mail!.to).toEqual([{ email: "vriend@example.be" }]);
    expect(mail!.subject).toBe("Een pand van Vitrine Vastgoed voor u");
    expect(mail!.text).toContain("http://localhost:8787/nl/te-koop/gent/appartement/123/");
    expect(mail!.text).toContain("Kijk eens!");
  });

  it("pushes the lead to the CRM as ContactOnMe with the property and the visit", async () => {
    const { id } = await leads().store(newLead());
    await deliver({ leadId: id, kind: "crm" }, deliveryDeps(env));
    const row = await env.DB.prepare("SELECT endpoint, body FROM demo_crm_calls WHERE lead_id = ?").bind(id).first<{ endpoint: string; body: string }>();
    expect(row?.endpoint).toBe("ContactOnMe");
    expect(JSON.parse(row!.body)).toMatchObject({ ObjectID: 123, AgendaComment: "2026-12-02 14:00-16:00", Email: PERSON.email, CustomStr1: id });
  });
});

describe("Cloudflare Email Service", () => {
  it("gets every mail with both parts and its attachments, and only the headers it accepts", async () => {
    const { id } = await leads().store(newLead());
    const fake = fakeTransport();
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env, { transport: fake.transport }));
    const sent: unknown[] = [];
    const binding = { send: async (message: unknown) => (sent.push(message), { messageId: "<cf@example>" }) } as unknown as SendEmail;
    expect(await emailServiceTransport(binding).send(fake.sent[0]!)).toEqual({ messageId: "<cf@example>" });
    const [message] = sent as { headers: Record<string, string>; html: string; text: string; attachments: unknown[] }[];
    // Date and Message-ID are the service's own (it refuses them as custom headers).
    expect(Object.keys(message!.headers)).toEqual(["X-Vitrine-Reference"]);
    expect(message!.html).toContain("<!doctype html>");
    // A confirmation to an address nobody confirmed greets no one by the typed name (issue 37).
    expect(message!.text).toContain("Bonjour,");
    expect(message!.attachments).toHaveLength(1);
    // The local binding (miniflare) takes the same message.
    expect((await emailServiceTransport(env.EMAIL).send(fake.sent[0]!)).messageId).toBeTruthy();
  });
});

describe("the local mailbox", () => {
  it("shows the mails a local worker sent, both parts and attachments", async () => {
    const { id } = await leads().store(newLead());
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env));
    const page = await get("/dev/mailbox/");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("nous avons bien reçu votre message");
    const [kept] = await devMailboxRepository(env.DB).recent(1);
    expect((await get(`/dev/mailbox/${kept!.id}/html/`)).headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(await (await get(`/dev/mailbox/${kept!.id}/attachments/0/`)).text()).toContain("BEGIN:VCALENDAR");
  });

  it("does not exist on a deployed site", async () => {
    const response = await createApp().fetch(
      new Request(`${ORIGIN}/dev/mailbox/`),
      { ...env, SITE_ORIGIN: "https://www.vitrine.be", FORM_SECRET: "x".repeat(32) },
      createExecutionContext(),
    );
    expect(response.status).toBe(404);
  });
});

describe("when the lead cannot be stored", () => {
  it("gives the form back with everything typed and 'mail not sent', and writes nothing", async () => {
    const failing = new Proxy(env.DB, {
      get(target, name) {
        if (name === "batch") return () => Promise.reject(new Error("D1 is unavailable"));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const body = new URLSearchParams({ ...PERSON, remark: "Mijn vraag blijft staan", page: "/nl/contact/" });
    const request = new Request(new URL(formPath("site-contact", "nl"), ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.200" },
      body,
    });
    const response = await createApp().fetch(request, { ...env, DB: failing }, createExecutionContext());
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Mail niet verzonden, probeer het opnieuw");
    expect(html).toContain("Mijn vraag blijft staan");
    expect(html).toMatch(/name="lastName" value="Peeters"/);
    expect(await leadRows()).toEqual([]);
  });
});

describe("the worker's queue handler", () => {
  it("delivers the messages of the delivery queue", async () => {
    const { id } = await leads().store(newLead());
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries", [
      { id: "q1", timestamp: Date.now(), attempts: 1, body: { leadId: id, kind: "crm" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["q1"]);
    expect(await deliveryRows(id)).toContainEqual({ kind: "crm", state: "delivered", attempts: 1 });
  });
});
