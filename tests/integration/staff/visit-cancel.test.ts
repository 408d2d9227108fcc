import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoPlannedVisits } from "../../../worker/feed/demo/visit-agenda";
import { favouriteWatchRepository } from "../../../worker/favourites/watches";
import { checkVisitSlots, visitCheckDeps } from "../../../worker/jobs/favourite-watches";
import { deliver } from "../../../worker/jobs/deliver";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { formatMoment } from "../../../worker/leads/lead-words";
import { forgetCalendar } from "../../../worker/leads/visit-calendar-memory";
import type { VisitSlot } from "../../../client/forms/lead-forms";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { configOf } from "../../../worker/services/config";
import { exportPerson } from "../../../worker/privacy/export";
import { i18nFor } from "../../../worker/i18n";
import { propertyPage } from "../leads/helpers";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { staffFetch, staffPost, storeLead, pageText } from "./helpers";

const nl = i18nFor("nl");
const EDITOR = "eddy.editor@vitrine-vastgoed.be";
const PAGE = "/visit-cancel/";

const text = pageText;

/** The moments of a page's visit form: [moment, disabled]. */
function moments(html: string): [string, boolean][] {
  return [...html.matchAll(/<input [^>]*name="moment"[^>]*>/g)].map(([input]) => [/value="([^"]+)"/.exec(input)![1]!, input.includes('disabled=""')]);
}

/** The property page as this isolate's worker renders it now (no edge cache). */
async function shownMoment(path: string, moment: string): Promise<boolean | undefined> {
  const { body } = await staffFetch(path, { vars: { EDGE_CACHE: "off" } });
  return moments(body).find(([shown]) => shown === moment)?.[1];
}

/** `times` visit requests of `propertyId` for `moment`, as the visit form stores them. */
async function book(propertyId: number, moment: string, times: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < times; n++) {
    ids.push(
      await storeLead({
        email: `visitor${n}@example.be`,
        form: "contact-appointment",
        lang: "nl",
        page: PAGE,
        propertyId,
        visit: { day: moment.slice(0, 10), slot: moment.slice(11) },
        payload: { fields: { moment } },
      }),
    );
  }
  return ids;
}

function queued(sent: DeliveryMessage[]): Queue<DeliveryMessage> {
  return {
    send: async (body: DeliveryMessage) => void sent.push(body),
    sendBatch: async (batch: MessageSendRequest<DeliveryMessage>[]) => void sent.push(...batch.map((m) => m.body)),
  } as unknown as Queue<DeliveryMessage>;
}

beforeAll(mockAccessTeam);
beforeEach(async () => {
  await env.DB.exec(
    "DELETE FROM favourite_watch_slots; DELETE FROM favourite_watch_mails; DELETE FROM favourite_watches; DELETE FROM lead_deliveries; DELETE FROM leads; DELETE FROM dev_mailbox; DELETE FROM staff_roles;",
  );
});

describe("a visit request's visit cancelled on its staff page (issue 41)", () => {
  it("frees the full slot on the property's visit form and mails the favourites' watcher; undo holds it again", async () => {
    const { path, id: idText } = await propertyPage("nl", "te-koop");
    const id = Number(idText);
    const capacity = configOf(env).visitSlotCapacity;
    const { body: before } = await staffFetch(path, { vars: { EDGE_CACHE: "off" } });
    // A free slot the demo agenda holds no visit in: one request fewer than capacity leaves it free.
    const moment = moments(before).find(
      ([shown, disabled]) => !disabled && demoPlannedVisits(id, shown.slice(0, 10), shown.slice(11) as VisitSlot, capacity) === 0,
    )![0];
    const requests = await book(id, moment, capacity);
    // As the visit form does when it stores a request: this isolate reads the calendar again.
    forgetCalendar(id);
    expect(await shownMoment(path, moment)).toBe(true);

    // A confirmed favourites watch on the listing learns the full slot.
    const watches = favouriteWatchRepository(env.DB);
    const { watch } = await watches.create("watcher@example.be", "nl", [id]);
    await watches.confirm(watch.id);
    const sent: DeliveryMessage[] = [];
    const deps = { ...visitCheckDeps(env), queue: queued(sent) };
    const now = new Date();
    expect(await checkVisitSlots(deps, now)).toBe(0);

    // The staff page of one request: its visit in words, and the action that frees it.
    const lead = requests[0]!;
    const words = formatMoment(moment, "nl");
    const planned = text((await staffFetch(`/staff/leads/${lead}/`, { headers: { Cookie: "vitrine_staff_lang=nl" } })).body);
    expect(planned).toContain(nl._("staff.visit.planned", { moment: words }));
    expect(planned).toContain("Bezoek geannuleerd — moment vrijgeven");

    const cancel = await staffPost(`/staff/leads/${lead}/visit/cancel/`, {});
    expect(cancel.status).toBe(303);
    expect(cancel.response.headers.get("Location")).toBe(`/staff/leads/${lead}/?done=visitCancelled`);
    expect(await env.DB.prepare("SELECT visit_cancelled_by AS by, status FROM leads WHERE id = ?").bind(lead).first()).toEqual({
      by: "dev@localhost",
      status: "new",
    });
    // Offered again on the property's visit form.
    expect(await shownMoment(path, moment)).toBe(false);

    // Said in words on the staff page, with the undo.
    const cancelled = text((await staffFetch(`/staff/leads/${lead}/?done=visitCancelled`, { headers: { Cookie: "vitrine_staff_lang=nl" } })).body);
    expect(cancelled).toContain(nl._("staff.notice.visitCancelled"));
    expect(cancelled).toMatch(
      new RegExp(`Bezoek op ${words} geannuleerd op \\d{1,2} \\w+ \\d{4} om \\d{2}:\\d{2} door dev@localhost; het moment is weer vrij\\.`),
    );
    expect(cancelled).toContain(nl._("staff.visit.restore"));
    expect(cancelled).not.toContain("Bezoek geannuleerd — moment vrijgeven");
    expect(cancelled).not.toMatch(/visit_cancelled|visitCancelled|staff\.visit|\b[a-z]+[A-Z][a-zA-Z]+\b/);
    for (const lang of ["fr", "en", "de"]) {
      const page = text((await staffFetch(`/staff/leads/${lead}/`, { headers: { Cookie: `vitrine_staff_lang=${lang}` } })).body);
      expect(page).toContain(i18nFor(lang as "fr")._("staff.visit.restore"));
      expect(page).toContain(formatMoment(moment, lang as "fr"));
    }

    // The visitor's data export says it in words.
    const exported = await exportPerson(env.DB, "visitor0@example.be");
    expect(exported.leads.find((item) => item.id === lead)).toMatchObject({
      visit_day: moment.slice(0, 10),
      visit_cancelled: { meaning: expect.stringContaining("cancelled this visit"), at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), by: "dev@localhost" },
    });

    // The favourites' hourly check mails the freed slot to the watcher.
    expect(await checkVisitSlots(deps, now)).toBe(1);
    expect(sent).toEqual([{ watchMailId: expect.any(String), kind: "favourites-change-mail" }]);
    expect(await deliver(sent[0]!, deliveryDeps(env))).toBe("delivered");
    const { mail } = (await devMailboxRepository(env.DB).recent(5))[0]!;
    const day = new Intl.DateTimeFormat("nl-BE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${moment.slice(0, 10)}T12:00:00Z`),
    );
    expect(JSON.stringify(mail.to)).toContain("watcher@example.be");
    expect(mail.text).toContain(day);

    // Undone: the request holds its slot again, and the page says the visit stands.
    const restore = await staffPost(`/staff/leads/${lead}/visit/restore/`, {});
    expect(restore.response.headers.get("Location")).toBe(`/staff/leads/${lead}/?done=visitRestored`);
    expect(await env.DB.prepare("SELECT visit_cancelled_at AS at, visit_cancelled_by AS by FROM leads WHERE id = ?").bind(lead).first()).toEqual({
      at: null,
      by: null,
    });
    expect(await shownMoment(path, moment)).toBe(true);
    const restored = text((await staffFetch(`/staff/leads/${lead}/?done=visitRestored`)).body);
    expect(restored).toContain(nl._("staff.notice.visitRestored"));
    expect(restored).toContain("Bezoek geannuleerd — moment vrijgeven");
  });

  it("is offered only on a visit request, and refused to a role that does not work the leads", async () => {
    const question = await storeLead({ email: "question@example.be", lang: "nl" });
    const page = (await staffFetch(`/staff/leads/${question}/`)).body;
    expect(page).not.toContain("/visit/cancel/");
    expect((await staffPost(`/staff/leads/${question}/visit/cancel/`, {})).status).toBe(400);
    expect(await env.DB.prepare("SELECT visit_cancelled_at FROM leads WHERE id = ?").bind(question).first("visit_cancelled_at")).toBeNull();

    const [visit] = await book(5001, "2026-12-01T14", 1);
    await env.DB.prepare("INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES (?, 'editor', 'x', 'boss')").bind(EDITOR).run();
    const refused = await staffFetch(`/staff/leads/${visit}/visit/cancel/`, {
      method: "POST",
      origin: SITE,
      vars: accessVars(),
      body: new URLSearchParams({}),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Cf-Access-Jwt-Assertion": await accessToken(EDITOR) },
    });
    expect(refused.status).toBe(403);
    expect(await env.DB.prepare("SELECT visit_cancelled_at FROM leads WHERE id = ?").bind(visit!).first("visit_cancelled_at")).toBeNull();
  });
});
