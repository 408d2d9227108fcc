import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedPath } from "../../../client/i18n/routes";
import { favouriteWatchRepository } from "../../../worker/favourites/watches";
import { leadWorkRepository } from "../../../worker/db/lead-work";
import { erasePerson } from "../../../worker/privacy/erase";
import { watchPath, watchStopPath } from "../../../worker/favourites/paths";
import {
  afterPublishWatches,
  checkVisitSlots,
  VISIT_CHECK_CRONS,
  VISIT_MAIL_DELAY_S,
  visitCheckDeps,
  type WatchPipelineDeps,
} from "../../../worker/jobs/favourite-watches";
import { EDGE_CACHE_TTL_S } from "../../../worker/middleware/cache";
import { VISIT_CALENDAR_SHOWN_MS } from "../../../worker/leads/visit-calendar-memory";
import { deliver } from "../../../worker/jobs/deliver";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import type { PropertySummary } from "../../../worker/feed/model";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { signLink } from "../../../worker/leads/signed-link";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { configOf } from "../../../worker/services/config";
import { saleListings } from "../alerts/helpers";
import { FORM_CONTEXT, hiddenFields, newClient, oldStamp, postForm } from "../leads/helpers";
import { get, ORIGIN } from "../worker";

const PAGE = fixedPath("favourites", "nl");
const ADDRESS = "an.favoriet@example.be";
const watches = () => favouriteWatchRepository(env.DB);
const mailbox = () => devMailboxRepository(env.DB).recent(50);

beforeEach(async () => {
  await env.DB.exec(
    "DELETE FROM favourite_watch_slots; DELETE FROM favourite_watch_mails; DELETE FROM favourite_watches; DELETE FROM leads WHERE page = '/visit-check/'; DELETE FROM dev_mailbox; DELETE FROM listing_history WHERE property_id IN (990001, 990003, 990005);",
  );
});

/** A post from the page itself (a button), unless `headers` say otherwise. */
function postLink(path: string, body: string, headers: Record<string, string> = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newClient(), ...headers },
      body,
      redirect: "manual",
    }),
  );
}

async function deliverAll(messages: readonly DeliveryMessage[]) {
  const outcomes = [];
  for (const message of messages) outcomes.push(await deliver(message, deliveryDeps(env)));
  return outcomes;
}

describe("the favourites page", () => {
  it("lists the listings of ?ids= from the snapshot, in every language, as a shared link no search engine indexes", async () => {
    const [a, b, c] = await saleListings();
    for (const lang of ["nl", "fr", "en", "de"] as const) {
      const response = await get(`${fixedPath("favourites", lang)}?ids=${a!.id},${b!.id},${c!.id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex');
      for (const item of [a!, b!, c!]) expect(html).toContain(`data-fav="${item.id}"`);
      // A plain GET form compares them without script; the list's address is there to share.
      expect(html).toMatch(/<form class="container favourites-list"[^>]*method="get"/);
      expect(html).toContain(`name="compare" value="${a!.id}"`);
      expect(html).toContain(`${ORIGIN}${fixedPath("favourites", lang)}?ids=${a!.id},${b!.id},${c!.id}`);
    }
  });

  it("is kept by the edge cache per list: another list's address is another page", async () => {
    const [a, b] = (await saleListings()).map((listing) => listing.id);
    for (let round = 0; round < 2; round++)
      for (const [shown, other] of [
        [a, b],
        [b, a],
      ]) {
        const html = await (await get(`${PAGE}?ids=${shown}`)).text();
        expect(html).toContain(`data-fav="${shown}"`);
        expect(html).not.toContain(`data-fav="${other}"`);
      }
  });

  it("says a sold listing is sold, and one gone from the snapshot is no longer on offer, with its last state", async () => {
    const [a] = await saleListings();
    await env.DB.prepare(
      "INSERT INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit) VALUES (990001, 1, ?, 0, 'available', 345000, NULL)",
    )
      .bind(Date.UTC(2026, 9, 1))
      .run();
    const html = await (await get(`${PAGE}?ids=${a!.id},990001,990002`)).text();
    expect(html).toContain("Niet meer te koop of te huur");
    expect(html).toMatch(/Laatst aangeboden voor €\s345\.000/);
    expect(html).toContain("Dit pand staat niet meer op onze site.");
    // A rental taken off the site: its last rent says it is per month.
    await env.DB.prepare(
      "INSERT INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit) VALUES (990003, 1, ?, 1, 'available', 950, 'month')",
    )
      .bind(Date.UTC(2026, 9, 1))
      .run();
    expect(await (await get(`${PAGE}?ids=990003`)).text()).toMatch(/Laatst aangeboden voor €\s950 \/maand/);
    // A rent per m² (a shop, an office) is never a bare "€ 12".
    await env.DB.prepare(
      "INSERT INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit) VALUES (990005, 1, ?, 1, 'available', 12, 'squareMetre')",
    )
      .bind(Date.UTC(2026, 9, 2))
      .run();
    expect(await (await get(`${PAGE}?ids=990005`)).text()).toMatch(/Laatst aangeboden voor €\s12 \/m²/);
    // A sold listing of the snapshot: its card says so.
    const index = await deliveryDeps(env).listings("nl");
    const sold = index!.find((item) => item.status === "sold");
    if (sold) expect(await (await get(`${PAGE}?ids=${sold.id}`)).text()).toMatch(/badge-status">Verkocht</);
  });

  it("refuses a link whose ids are not ids, or too many, without showing half a list", async () => {
    for (const bad of ["1,x", "1;2", Array.from({ length: 25 }, (_, index) => index + 1).join(",")]) {
      const response = await get(`${PAGE}?ids=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      const html = await response.text();
      expect(html).toContain("Deze link naar een lijst kunnen we niet lezen.");
      expect(html).not.toContain("data-fav=");
    }
  });

  it("without ids says how to save, and lets a browser with saved ones open their list", async () => {
    const response = await get(PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Tik op het hartje bij een pand");
    expect(html).toMatch(/<a class="button button-primary" href="\/nl\/favorieten\/" data-fav-link="" hidden="">/);
  });

  it("compares two to four side by side without script: ticked boxes lead to one address, the table has the facts and the distance", async () => {
    const listings = (await saleListings()).filter((item) => item.geo);
    const [a, b, c] = listings;
    const ticked = await get(`${PAGE}?ids=${a!.id},${b!.id},${c!.id}&compare=${a!.id}&compare=${c!.id}`);
    expect(ticked.status).toBe(303);
    expect(ticked.headers.get("Location")).toBe(`${PAGE}?ids=${a!.id},${b!.id},${c!.id}&compare=${a!.id},${c!.id}`);
    // One box ticked compares nothing: the list's own address (never a page kept under a lone `compare`).
    const one = await get(`${PAGE}?ids=${a!.id},${b!.id},${c!.id}&compare=${a!.id}`);
    expect(one.status).toBe(303);
    expect(one.headers.get("Location")).toBe(`${PAGE}?ids=${a!.id},${b!.id},${c!.id}`);
    const html = await (await get(ticked.headers.get("Location")!)).text();
    expect(html).toContain('<table class="compare-table">');
    for (const label of ["Prijs per m²", "Bouwjaar", "Slaapkamers"]) expect(html).toContain(label);
    // The cost to buy of each, as its own page's panel computes it, leading to the calculator with its figures.
    expect(html).toMatch(
      /<th scope="row">Kosten samen<\/th><td><a class="compare-cost-link" href="\/nl\/aankoopkosten\/\?price=\d+&amp;region=[a-z]+[^"]*">€\s?[\d.]+(,\d+)?<\/a><\/td>/,
    );
    expect(html).toMatch(/1 tot 2: [\d,]+ km/);
    expect(html).toMatch(/<svg class="compare-map"[^>]*role="img"/);
    expect(html.match(/class="compare-map-marker"/g)).toHaveLength(2);
  });

  it("puts the way to the favourites in the top bar, between its links, once on every page", async () => {
    for (const path of [fixedPath("forSale", "nl"), PAGE, fixedPath("buyingCosts", "fr")]) {
      const html = await (await get(path)).text();
      expect(html.match(/class="favourites-link"/g), path).toHaveLength(1);
      expect(html, path).toMatch(/<nav class="top-bar"[^>]*>(?:(?!<\/nav>).)*class="favourites-link"/s);
    }
  });

  it("shows a heart on every card and on the detail page, hidden without script by the page's no-js class", async () => {
    const [a] = await saleListings();
    const list = await (await get("/nl/te-koop/")).text();
    expect(list).toMatch(/<button type="button" class="favourite-button favourite-button-compact" data-fav="\d+" aria-pressed="false">/);
    expect(list).toContain('<span class="favourite-off sr-only">Bewaren in favorieten</span><span class="favourite-on sr-only">Bewaard</span>');
    const detail = await (await get(a!.path)).text();
    expect(detail).toMatch(new RegExp(`data-fav="${a!.id}"[^>]*>[\\s\\S]*?Bewaren in favorieten[\\s\\S]*?Bewaard`));
  });
});

describe("tell me when something changes", () => {
  async function subscribe(ids: number[], fields: Record<string, string> = {}): Promise<Response> {
    const page = await (await get(`${PAGE}?ids=${ids.join(",")}`)).text();
    const hidden = hiddenFields(page, PAGE);
    return postForm(PAGE, { ...hidden, [FORM_CONTEXT.stamp]: await oldStamp(), email: ADDRESS, consent: "yes", ...fields });
  }

  it("asks for an address and consent, and keeps what was typed", async () => {
    const [a, b] = await saleListings();
    const response = await subscribe([a!.id, b!.id], { email: "an@@example", consent: "" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('value="an@@example"');
    expect(html).toContain("Vink aan dat u deze e-mails wilt ontvangen.");
    expect(await watches().byEmail("an@@example")).toEqual([]);
  });

  it("is a double opt-in: the mail's link shows a button, the button confirms, the one-click stop stops", async () => {
    const [a, b] = await saleListings();
    const response = await subscribe([a!.id, b!.id]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Bevestig uw e-mailadres");
    const [watch] = await watches().byEmail(ADDRESS);
    expect(watch).toMatchObject({ state: "unconfirmed", propertyIds: [a!.id, b!.id], lang: "nl" });

    // The confirmation mail, as the queue sends it.
    expect(await deliverAll([{ watchId: watch!.id, kind: "favourites-confirm-mail" }])).toEqual(["delivered"]);
    const token = await signLink(configOf(env).formSecret!, "favourites", watch!.id);
    const { mail } = (await mailbox())[0]!;
    expect(mail.to).toEqual([{ email: ADDRESS }]);
    expect(mail.text).toContain(`${ORIGIN}${watchPath("nl", token)}`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${ORIGIN}${watchStopPath("nl", token)}>`);

    // Opening the link changes nothing (mail scanners open links); the button confirms.
    expect(await (await get(watchPath("nl", token))).text()).toContain("Bevestigen");
    expect((await watches().byId(watch!.id))!.state).toBe("unconfirmed");
    expect(await (await postLink(watchPath("nl", token), "")).text()).toContain("Bevestigd");
    expect((await watches().byId(watch!.id))!.state).toBe("active");

    // A mail client's one-click unsubscribe (RFC 8058): no Origin, only the signed address.
    const stop = await postLink(watchStopPath("nl", token), "List-Unsubscribe=One-Click", {});
    expect(stop.status).toBe(200);
    expect((await watches().byId(watch!.id))!.state).toBe("stopped");
    // A forged token is nobody's.
    expect((await get(watchPath("nl", `${watch!.id}.${"0".repeat(32)}`))).status).toBe(404);
  });

  it("after a published snapshot, mails a confirmed watch what changed on its listings, once", async () => {
    const [a, b, c] = await saleListings();
    const { watch } = await watches().create(ADDRESS, "nl", [a!.id, b!.id, c!.id]);
    await watches().confirm(watch.id);
    const before = (await deliveryDeps(env).listings("nl"))!;
    const after: PropertySummary[] = before
      .filter((item) => item.id !== c!.id)
      .map((item) => (item.id === a!.id ? { ...item, price: item.price! - 10_000 } : item.id === b!.id ? { ...item, status: "sold" as const } : item));
    const sent: DeliveryMessage[] = [];
    const deps: WatchPipelineDeps = {
      watches: watches(),
      queue: {
        send: async (body: DeliveryMessage) => void sent.push(body),
        sendBatch: async (batch: { body: DeliveryMessage }[]) => void sent.push(...batch.map((m) => m.body)),
      } as unknown as Queue<DeliveryMessage>,
      properties: async (version) => (version === 2 ? after : before),
    };
    expect(await afterPublishWatches(deps, { outcome: "published", version: 2 }, 1, "nl")).toBe(1);
    // The same version again (a retried run) makes no second mail.
    expect(await afterPublishWatches(deps, { outcome: "published", version: 2 }, 1, "nl")).toBe(0);
    expect(sent).toEqual([{ watchMailId: expect.any(String), kind: "favourites-change-mail" }]);
    expect(await deliverAll(sent)).toEqual(["delivered"]);
    expect(await deliverAll(sent)).toEqual(["already"]);
    const mails = await mailbox();
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toBe("Er veranderde iets aan 3 van uw favoriete panden");
    expect(mail.text).toMatch(/Prijs verlaagd: €\s[\d.]+ → €\s[\d.]+/);
    expect(mail.text).toContain("Verkocht");
    expect(mail.text).toContain("Niet meer te koop of te huur: van de site gehaald");
    expect(mail.text).toContain(`${ORIGIN}${PAGE}?ids=${a!.id},${b!.id},${c!.id}`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("keeps a sent change mail sent, whatever a late failure or dead letter says, and a failed attempt is not queued again by the cron at once", async () => {
    const [a] = await saleListings();
    const { watch } = await watches().create(ADDRESS, "nl", [a!.id]);
    const [sentId] = await watches().storeMails(7, [{ watchId: watch.id, items: [] }]);
    const [failedId] = await watches().storeMails(8, [{ watchId: watch.id, items: [] }]);
    expect(await watches().claimMail(sentId!, Date.now())).toBe(true);
    await watches().settleMail(sentId!, { state: "sent", receipt: "r-1" });
    await watches().settleMail(sentId!, { state: "dead", error: "retries exhausted" });
    await watches().settleMail(sentId!, { state: "pending", error: "late" });
    expect((await watches().mail(sentId!))!.state).toBe("sent");
    await watches().settleMail(failedId!, { state: "pending", error: "transport down" });
    expect(await watches().stalledMails(Date.now() - 60_000, 10)).not.toContain(failedId);
  });

  it("tells an address with two watches holding the same listing of its change once", async () => {
    const [a, b] = await saleListings();
    const { watch: first } = await watches().create(ADDRESS, "nl", [a!.id, b!.id]);
    const { watch: second } = await watches().create(ADDRESS.toUpperCase(), "nl", [a!.id]);
    await watches().confirm(first.id);
    await watches().confirm(second.id);
    const before = (await deliveryDeps(env).listings("nl"))!;
    const after = before.map((item) => (item.id === a!.id ? { ...item, price: item.price! - 5_000 } : item));
    const sent: DeliveryMessage[] = [];
    const deps: WatchPipelineDeps = {
      watches: watches(),
      queue: { sendBatch: async (batch: { body: DeliveryMessage }[]) => void sent.push(...batch.map((m) => m.body)) } as unknown as Queue<DeliveryMessage>,
      properties: async (version) => (version === 2 ? after : before),
    };
    expect(await afterPublishWatches(deps, { outcome: "published", version: 2 }, 1, "nl")).toBe(1);
    expect(await deliverAll(sent)).toEqual(["delivered"]);
    expect(await mailbox()).toHaveLength(1);
  });

  it("mails nothing to an unconfirmed or stopped watch", async () => {
    const [a] = await saleListings();
    const { watch: unconfirmed } = await watches().create(ADDRESS, "nl", [a!.id]);
    const { watch: stopped } = await watches().create("other@example.be", "nl", [a!.id]);
    await watches().stop(stopped.id);
    const before = (await deliveryDeps(env).listings("nl"))!;
    const after = before.map((item) => (item.id === a!.id ? { ...item, price: item.price! + 5_000 } : item));
    const deps: WatchPipelineDeps = {
      watches: watches(),
      queue: { sendBatch: async () => undefined } as unknown as Queue<DeliveryMessage>,
      properties: async (version) => (version === 2 ? after : before),
    };
    expect(await afterPublishWatches(deps, { outcome: "published", version: 2 }, 1, "nl")).toBe(0);
    expect(unconfirmed.state).toBe("unconfirmed");
  });
});

describe("a new visit slot on a watched listing", () => {
  const NOW = new Date();
  function queued(sent: DeliveryMessage[], delays: (number | undefined)[] = []): Queue<DeliveryMessage> {
    return {
      send: async (body: DeliveryMessage, options?: QueueSendOptions) => void (sent.push(body), delays.push(options?.delaySeconds)),
      sendBatch: async (batch: MessageSendRequest<DeliveryMessage>[]) => {
        sent.push(...batch.map((m) => m.body));
        delays.push(...batch.map((m) => m.delaySeconds));
      },
    } as unknown as Queue<DeliveryMessage>;
  }
  /** A confirmed watch of `email` on `ids`. */
  async function confirmed(email: string, ids: number[], lang: "nl" | "fr" = "nl") {
    const { watch } = await watches().create(email, lang, ids);
    return (await watches().confirm(watch.id))!;
  }
  /** A slot of `id` the demo agenda leaves free, and the requests that fill it. */
  async function fullSlot(deps: ReturnType<typeof visitCheckDeps>, id: number): Promise<{ moment: string; requests: string[] }> {
    const calendar = (await deps.calendars([id], NOW)).get(id)!;
    const moment = calendar.flatMap((day) => day.slots).find((slot) => !slot.full)!.moment;
    return { moment, requests: await book(id, moment, configOf(env).visitSlotCapacity) };
  }
  const withdraw = (requests: string[]) =>
    env.DB.prepare("DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(requests)).run();
  async function book(propertyId: number, moment: string, times: number): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 0; n < times; n++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await env.DB.prepare(
        `INSERT INTO leads (id, idempotency_key, form, lang, page, property_id, email, person, payload, privacy_accepted, newsletter, captcha, visit_day, visit_slot, created_at, delivery_state, status)
         VALUES (?1, ?1, 'contact-appointment', 'nl', '/visit-check/', ?2, 'visitor@example.be', '{}', '{}', 1, 0, 'solved', ?3, ?4, ?5, 'delivered', 'new')`,
      )
        .bind(id, propertyId, moment.slice(0, 10), moment.slice(11), Date.now())
        .run();
    }
    return ids;
  }

  it("mails the watcher, in their language, a slot that was full and is free again (its requests erased), once, with the edge cache's delay", async () => {
    const [a] = await saleListings();
    const capacity = configOf(env).visitSlotCapacity;
    const { watch } = await watches().create(ADDRESS, "fr", [a!.id]);
    await watches().confirm(watch.id);
    const sent: DeliveryMessage[] = [];
    const delays: (number | undefined)[] = [];
    const deps = { ...visitCheckDeps(env), queue: queued(sent, delays) };
    // A slot the demo agenda leaves free, filled by the site's own requests.
    const calendar = (await deps.calendars([a!.id], NOW)).get(a!.id)!;
    const moment = calendar.flatMap((day) => day.slots).find((slot) => !slot.full)!.moment;
    const requests = await book(a!.id, moment, capacity);
    // The first check only learns what the watcher could see: nothing is news.
    expect(await checkVisitSlots(deps, NOW)).toBe(0);
    expect(await checkVisitSlots(deps, NOW)).toBe(0);
    // The requests are gone (their senders' data erased): the slot is free again.
    await env.DB.prepare("DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(requests)).run();
    expect(await checkVisitSlots(deps, NOW)).toBe(1);
    expect(sent).toEqual([{ watchMailId: expect.any(String), kind: "favourites-change-mail" }]);
    // Its link leads to a page the edge may keep 600 s and an isolate's calendar 60 s more: the mail waits them out.
    expect(VISIT_MAIL_DELAY_S).toBeGreaterThanOrEqual(EDGE_CACHE_TTL_S + VISIT_CALENDAR_SHOWN_MS / 1000);
    expect(delays).toEqual([VISIT_MAIL_DELAY_S]);
    // Its mail is not taken for lost (and queued again at once by the sweep) before its message is due.
    const { queued_at: due } = (await env.DB.prepare("SELECT queued_at FROM favourite_watch_mails WHERE kind = 'visits'").first<{ queued_at: number }>())!;
    expect(due).toBe(NOW.getTime() + VISIT_MAIL_DELAY_S * 1000);
    // The next check (and the one after the slot fills and frees again) mails nothing more.
    expect(await checkVisitSlots(deps, NOW)).toBe(0);
    const again = await book(a!.id, moment, capacity);
    expect(await checkVisitSlots(deps, NOW)).toBe(0);
    await env.DB.prepare("DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(again)).run();
    expect(await checkVisitSlots(deps, NOW)).toBe(0);

    expect(await deliverAll(sent)).toEqual(["delivered"]);
    const { mail } = (await mailbox())[0]!;
    const day = new Intl.DateTimeFormat("fr-BE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${moment.slice(0, 10)}T12:00:00Z`),
    );
    expect(mail.text).toContain(`De nouveau libre pour une visite\u00a0: ${day}`);
    const french = (await deliveryDeps(env).listings("fr"))!.find((item) => item.id === a!.id)!;
    expect(mail.text).toContain(`${ORIGIN}${french.path}#visit`);
  });

  it("forgets what a watch saw of the calendars with the watch (retention)", async () => {
    const { watch } = await watches().create(ADDRESS, "nl", [5001]);
    await watches().storeVisitCheck(1, [
      { watchId: watch.id, items: [], memories: [{ propertyId: 5001, memory: { full: ["2026-12-01T10"], allFull: false, mailed: [] } }] },
    ]);
    expect((await watches().slotMemories([watch.id], [5001])).size).toBe(1);
    await watches().stop(watch.id);
    expect(await watches().purge(0, Date.now() + 1_000, 10)).toBe(1);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM favourite_watch_slots").first<{ n: number }>())!.n).toBe(0);
  });

  it("looks at no listing that takes no visit request (sold, let), nor for a watch not confirmed", async () => {
    const [a] = await saleListings();
    const sold = (await deliveryDeps(env).listings("nl"))!.find((item) => item.status !== "available")!;
    await watches().create(ADDRESS, "nl", [a!.id]);
    const { watch } = await watches().create("other@example.be", "nl", [sold.id]);
    await watches().confirm(watch.id);
    const deps = { ...visitCheckDeps(env), queue: queued([]) };
    expect(await checkVisitSlots(deps, NOW)).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM favourite_watch_slots").first<{ n: number }>())!.n).toBe(0);
  });
  it("reads the calendar memory of the open listings only: a sold listing's rows stay unread", async () => {
    const [a] = await saleListings();
    const sold = (await deliveryDeps(env).listings("nl"))!.find((item) => item.status !== "available")!;
    const watch = await confirmed(ADDRESS, [a!.id, sold.id]);
    const stale = { full: ["2026-12-01T10"], allFull: false, mailed: [] };
    await watches().storeVisitCheck(1, [{ watchId: watch.id, items: [], memories: [{ propertyId: sold.id, memory: stale }] }]);
    const asked: number[][] = [];
    const real = visitCheckDeps(env);
    const deps = {
      ...real,
      queue: queued([]),
      watches: {
        ...real.watches,
        slotMemories: (ids: readonly string[], listings: readonly number[]) => (asked.push([...listings]), real.watches.slotMemories(ids, listings)),
      },
    };
    await checkVisitSlots(deps, NOW);
    expect(asked).toEqual([[a!.id]]);
    expect(await watches().slotMemories([watch.id], [sold.id])).toEqual(new Map([[`${watch.id}:${sold.id}`, stale]]));
  });

  it("stores each watch's mail with its memory in one batch: a failure between batches never mails a slot twice", async () => {
    const [a] = await saleListings();
    const list = [];
    for (let n = 0; n < 30; n++) list.push(await confirmed(`watcher${String(n).padStart(2, "0")}@example.be`, [a!.id]));
    const memory = { full: [], allFull: false, mailed: ["2026-12-01T10"] };
    const checks = list.map((watch) => ({
      watchId: watch.id,
      items: [{ id: a!.id, title: "Huis", path: "/nl/te-koop/huis/1/", changes: [{ id: a!.id, kind: "visit" as const, moments: ["2026-12-01T10"] }] }],
      memories: [{ propertyId: a!.id, memory }],
    }));
    // D1 fails after the first batch (25 watches of 2 statements each).
    let batches = 0;
    const failing = new Proxy(env.DB, {
      get: (target, key) => {
        if (key === "batch") return (statements: D1PreparedStatement[]) => (++batches > 1 ? Promise.reject(new Error("D1 is gone")) : target.batch(statements));
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expect(favouriteWatchRepository(failing).storeVisitCheck(5, checks)).rejects.toThrow("D1 is gone");
    const mailed = await env.DB.prepare("SELECT watch_id FROM favourite_watch_mails WHERE kind = 'visits'").all<{ watch_id: string }>();
    const remembered = await watches().slotMemories(
      list.map((watch) => watch.id),
      [a!.id],
    );
    expect(mailed.results).toHaveLength(25);
    // Every watch with a mail remembers the slot as mailed, and no watch remembers a slot it was not mailed.
    expect(new Set(mailed.results.map((row) => row.watch_id))).toEqual(
      new Set(list.filter((watch) => remembered.has(`${watch.id}:${a!.id}`)).map((watch) => watch.id)),
    );
  });

  it("goes through the addresses a page at a time, an address's watches in one page, and stops at its bound where the next run goes on", async () => {
    const [a] = await saleListings();
    const real = visitCheckDeps(env);
    const sent: DeliveryMessage[] = [];
    const deps = { ...real, queue: queued(sent) };
    // One address with two watches holding the listing, and three other addresses.
    const addresses = ["a@example.be", "a@example.be", "b@example.be", "c@example.be", "d@example.be"];
    for (const [n, email] of addresses.entries()) await confirmed(email, n === 1 ? [a!.id, 990001] : [a!.id]);
    // A run starts at one of the addresses drawn at random, so each can be where a run starts.
    const drawn = new Set(await Promise.all(Array.from({ length: 60 }, () => real.watches.randomActiveAddress())));
    expect([...drawn].sort()).toEqual(["a@example.be", "b@example.be", "c@example.be", "d@example.be"]);
    const { requests } = await fullSlot(real, a!.id);
    const bounds = { addressesPerPage: 1, maxAddresses: 4 };
    expect(await checkVisitSlots(deps, NOW, "", bounds)).toBe(0);
    await withdraw(requests);
    // A page of one address: a@ gets one mail for its two watches; the bound of 2 addresses stops the run at b@.
    expect(await checkVisitSlots(deps, NOW, "", { addressesPerPage: 1, maxAddresses: 2 })).toBe(2);
    // The next run starts after b@ and wraps around: c@ and d@ hear of it, a@ and b@ not again.
    expect(await checkVisitSlots(deps, NOW, "b@example.be", bounds)).toBe(2);
    const rows = await env.DB.prepare(
      "SELECT w.email FROM favourite_watch_mails m JOIN favourite_watches w ON w.id = m.watch_id WHERE m.kind = 'visits' ORDER BY w.email",
    ).all<{ email: string }>();
    expect(rows.results.map((row) => row.email)).toEqual(["a@example.be", "b@example.be", "c@example.be", "d@example.be"]);
  });

  it("runs on the hourly and nightly crons, not every quarter of an hour", () => {
    expect([...VISIT_CHECK_CRONS]).toEqual(["0 0-2,4-23 * * *", "0 3 * * *"]);
    expect(VISIT_CHECK_CRONS.has("15,30,45 * * * *")).toBe(false);
  });
  it("keeps a slot full while its requests are handled, closed included, and frees it when their sender's data is erased", async () => {
    const [a] = await saleListings();
    const real = visitCheckDeps(env);
    const { moment, requests } = await fullSlot(real, a!.id);
    const isFull = async () =>
      (await real.calendars([a!.id], NOW))
        .get(a!.id)!
        .flatMap((day) => day.slots)
        .find((slot) => slot.moment === moment)!.full;
    expect(await isFull()).toBe(true);
    // "closed" says the agency handled the request, not that the visit was declined: it may be a visit planned or done.
    for (const id of requests) await leadWorkRepository(env.DB).setStatus(id, "closed", "agent@vitrine.be");
    expect(await isFull()).toBe(true);
    await erasePerson(env.DB, env.UPLOADS, "visitor@example.be", { by: "privacy@vitrine.be", now: NOW });
    expect(await isFull()).toBe(false);
  });
});
