import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { leadRepository, type NewLead } from "../../../worker/db/leads";
import { deliver } from "../../../worker/jobs/deliver";
import { deliveriesOf } from "../../../worker/leads/lead-view";
import { signLink } from "../../../worker/leads/signed-link";
import { passedHeaders } from "../../../worker/mail/transports";
import { configOf } from "../../../worker/services/config";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { clearAlerts, criteriaFor, insertAlert } from "./helpers";

beforeEach(clearAlerts);

const PERSON = { title: "mr", firstName: "Luc", lastName: "Dubois", email: "luc.dubois@example.be", phone: "0475 12 34 56" };
const secret = () => configOf(env).formSecret!;

function lead(form: string, fields: Record<string, string>, lang: NewLead["lang"] = "fr"): NewLead {
  return {
    key: crypto.randomUUID(),
    form,
    lang,
    page: `/${lang}/`,
    person: PERSON,
    payload: { fields, origin: "http://localhost:8787" },
    newsletter: true,
    captcha: "solved",
    deliveries: deliveriesOf(form),
  };
}

const ALERT_FIELDS = {
  goal: "0",
  types: "1,2",
  zones: "9000, L-1611",
  priceMin: "200000",
  priceMax: "350000",
  bedroomsMin: "2",
  garagesMin: "1",
  frequency: "weekly",
  slots: "10,16",
  remark: "Liefst met tuin",
};

async function demandLead() {
  const { id } = await leadRepository(env.DB).store(lead("demand-register", ALERT_FIELDS));
  const ring: [number, number][] = [
    [3.7, 51],
    [3.8, 51],
    [3.8, 51.1],
  ];
  const alertId = await insertAlert({
    leadId: id,
    lang: "fr",
    email: PERSON.email,
    state: "unconfirmed",
    confirmedAt: null,
    frequency: "weekly",
    criteria: criteriaFor([], {
      goal: 0,
      types: [1, 2],
      zones: ["9000", "L-1611"],
      area: ring,
      priceMin: 200_000,
      priceMax: 350_000,
      bedroomsMin: 2,
      garagesMin: 1,
    }),
  });
  return { leadId: id, alertId };
}

describe("a search alert's lead", () => {
  it("is delivered to the agency, to the visitor as the confirmation mail, and to the CRM", () => {
    expect(deliveriesOf("demand-register")).toEqual(["agency-mail", "alert-confirm-mail", "crm"]);
    expect(deliveriesOf("sign-newsletter")).toEqual(["newsletter-confirm-mail"]);
    expect(deliveriesOf("site-contact", undefined, true)).toEqual(["agency-mail", "visitor-mail", "crm", "newsletter-confirm-mail"]);
  });

  it("sends the confirmation mail in the alert's language, linking to its manage page, with the one-click stop headers", async () => {
    const { leadId, alertId } = await demandLead();
    expect(await deliver({ leadId, kind: "alert-confirm-mail" }, deliveryDeps(env))).toBe("delivered");
    const [kept] = await devMailboxRepository(env.DB).recent(5);
    const mail = kept!.mail;
    const token = await signLink(secret(), "alert", alertId);
    // Nobody confirmed the address yet: no typed name in the header or the greeting (issue 37).
    expect(mail.to).toEqual([{ email: PERSON.email }]);
    expect(mail.text).toContain("Bonjour,");
    expect(mail.text).toMatch(/Ne plus recevoir de mail de ce site: http:\/\/localhost:8787\/fr\/plus-de-mail\/[0-9a-f.-]+\/stop\//);
    expect(mail.subject).toBe("Vitrine Immobilier\u00a0: confirmez votre alerte de recherche");
    expect(mail.text).toContain(`Confirmer mon alerte: http://localhost:8787/fr/recherche/${token}/`);
    expect(mail.html).toContain(`href="http://localhost:8787/fr/recherche/${token}/"`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<http://localhost:8787/fr/recherche/${token}/stop/>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Gand (9000), Luxembourg (L-1611)");
    expect(mail.text).toMatch(/200\s000\s€ à 350\s000\s€/u);
  });

  it("shows the demand in the agency's mail", async () => {
    const { leadId } = await demandLead();
    await deliver({ leadId, kind: "agency-mail" }, deliveryDeps(env));
    const [kept] = await devMailboxRepository(env.DB).recent(5);
    // The agency reads Dutch.
    expect(kept!.mail.subject).toContain("zoekopdracht");
    expect(kept!.mail.text).toContain("9000, L-1611");
    expect(kept!.mail.text).toContain("10:00–13:00, 16:00–19:00");
    expect(kept!.mail.text).toMatch(/€\s200\.000/u);
  });

  it("is pushed to the CRM as Omnicasa's DemandRegister (the demo records it)", async () => {
    const { leadId } = await demandLead();
    expect(await deliver({ leadId, kind: "crm" }, deliveryDeps(env))).toBe("delivered");
    const call = await env.DB.prepare("SELECT endpoint, body FROM demo_crm_calls WHERE lead_id = ?").bind(leadId).first<{ endpoint: string; body: string }>();
    expect(call?.endpoint).toBe("DemandRegister");
    expect(JSON.parse(call!.body)).toEqual({
      FirstName: "Luc",
      Name: "Dubois",
      Email: PERSON.email,
      PhoneNumber: "0475 12 34 56",
      Goal: 0,
      TypeOfPropertyIDs: [1, 2],
      Zips: ["9000", "L-1611"],
      PriceMin: 200_000,
      PriceMax: 350_000,
      MinRooms: 2,
      MinGarages: 1,
      IsReceivedEmail: true,
      Comment: `Contact: 10:00-13:00, 16:00-19:00\nLiefst met tuin\nRef. ${leadId}`,
      LanguageIdFromParameter: expect.any(Number),
      DemandRegion: { RegionType: 1, RegionDisp: "area", RegionData: "3.7,51_3.8,51_3.8,51.1" },
    });
  });

  it("sends no confirmation for an alert stopped meanwhile", async () => {
    const { leadId, alertId } = await demandLead();
    await env.DB.prepare("UPDATE search_alerts SET state = 'stopped' WHERE id = ?").bind(alertId).run();
    expect(await deliver({ leadId, kind: "alert-confirm-mail" }, deliveryDeps(env))).toBe("delivered");
    expect(await devMailboxRepository(env.DB).recent(5)).toEqual([]);
  });
});

describe("a newsletter subscription", () => {
  it("sends the confirmation mail with its signed link, and none to an address already subscribed", async () => {
    const { id: leadId } = await leadRepository(env.DB).store(lead("sign-newsletter", {}, "de"));
    const subscriberId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (id, email, lang, state, source, lead_id, created_at) VALUES (?, ?, 'de', 'unconfirmed', 'sign-newsletter', ?, ?)",
    )
      .bind(subscriberId, PERSON.email, leadId, Date.now())
      .run();
    expect(await deliver({ leadId, kind: "newsletter-confirm-mail" }, deliveryDeps(env))).toBe("delivered");
    const [kept] = await devMailboxRepository(env.DB).recent(5);
    const token = await signLink(secret(), "newsletter", subscriberId);
    expect(kept!.mail.subject).toBe("Vitrine Immobilier: Bitte bestätigen Sie Ihr Newsletter-Abonnement");
    expect(kept!.mail.text).toContain(`http://localhost:8787/de/newsletter/${token}/`);
    expect(kept!.mail.headers["List-Unsubscribe"]).toBe(`<http://localhost:8787/de/newsletter/${token}/stop/>`);

    // A second sign-up of the same, now active, address: the thank-you is the same, no mail goes out.
    await env.DB.prepare("UPDATE newsletter_subscribers SET state = 'active'").run();
    const { id: again } = await leadRepository(env.DB).store(lead("sign-newsletter", {}, "de"));
    expect(await deliver({ leadId: again, kind: "newsletter-confirm-mail" }, deliveryDeps(env))).toBe("delivered");
    expect(await devMailboxRepository(env.DB).recent(5)).toHaveLength(1);
  });
});

describe("the mail transport", () => {
  it("passes the unsubscribe headers to Email Service only with an https address, never Date or Message-ID", () => {
    const headers = {
      "Message-ID": "<a@b>",
      Date: "x",
      "List-Unsubscribe": "<https://example.be/nl/zoekopdracht/t/stop/>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    expect(passedHeaders(headers)).toEqual({
      "X-Vitrine-Reference": "<a@b>",
      "List-Unsubscribe": "<https://example.be/nl/zoekopdracht/t/stop/>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(passedHeaders({ ...headers, "List-Unsubscribe": "<http://localhost:8787/nl/zoekopdracht/t/stop/>" })).toEqual({ "X-Vitrine-Reference": "<a@b>" });
  });
});
