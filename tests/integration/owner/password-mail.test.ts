import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ownerPasswordLinkRepository } from "../../../worker/db/owner-password-links";
import { ownerRepository } from "../../../worker/db/owners";
import { consumeDeadDeliveries, consumeDeliveries, deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { readLink } from "../../../worker/leads/signed-link";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { sendPasswordLink } from "../../../worker/owner/password-links";
import { configOf } from "../../../worker/services/config";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { leadRepository } from "../../../worker/db/leads";
import { recordingQueue } from "../staff/helpers";
import { newOwner } from "./auth-helpers";

const HOUR = 3_600_000;

/** A transport that keeps what it sends. */
function recordingTransport() {
  const sent: Mail[] = [];
  const transport: MailTransport = { send: async (mail) => (sent.push(mail), { messageId: mail.headers["Message-ID"] }) };
  return { sent, transport };
}

/** Issues a link through sendPasswordLink and returns the one queued message. */
async function issue(purpose: "invite" | "reset", lang: "nl" | "fr" | "en" | "de", now = Date.now()) {
  const owner = await newOwner();
  const { sent, queue } = recordingQueue();
  const linkId = await sendPasswordLink({ ...env, LEAD_DELIVERIES: queue }, owner, purpose, lang, now);
  expect(sent).toEqual([{ linkId, kind: "owner-password-mail" }]);
  return { owner, linkId, message: sent[0] as DeliveryMessage };
}

/** The choose-password address of a mail's text part. */
function linkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+\/login\/\S+\//.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match![0]);
}

describe("the password link mail", () => {
  it("mails an invitation in the link's language with an absolute link the choose-password page accepts, once", async () => {
    const { owner, linkId, message } = await issue("invite", "nl");
    const mails = recordingTransport();
    const deps = deliveryDeps(env, { transport: mails.transport });

    expect(await deliver(message, deps)).toBe("delivered");
    expect(mails.sent).toHaveLength(1);
    const mail = mails.sent[0]!;
    expect(mail.to).toEqual([{ name: "An Peeters", email: owner.email }]);
    expect(mail.subject).toMatch(/^Uw toegang tot het eigenaarsportaal van /);
    expect(mail.text).toContain("Beste An Peeters,");
    expect(mail.text).toContain("7 dagen geldig");
    expect(mail.text).not.toContain("Vroeg u dit niet aan?");
    // Transactional: no unsubscribe headers.
    expect(Object.keys(mail.headers)).toEqual(["Message-ID", "Date"]);
    expect(mail.headers["Message-ID"]).toMatch(new RegExp(`^<${linkId}\\.owner-password-mail@`));

    const url = linkIn(mail);
    expect(url.origin).toBe("http://localhost:8787");
    const [, token] = /^\/nl\/login\/wachtwoord\/([^/]+)\/$/.exec(url.pathname) ?? [];
    expect(await readLink(configOf(env).formSecret, "owner-password", token ?? "")).toBe(linkId);
    expect(mail.html).toContain(`href="${url.toString()}"`);
    expect(mail.html).toContain('lang="nl"');

    expect((await ownerPasswordLinkRepository(env.DB).byId(linkId))?.mailedAt).toEqual(expect.any(Number));
    // The queue replays the message: no second mail.
    expect(await deliver(message, deps)).toBe("already");
    expect(mails.sent).toHaveLength(1);
  });

  it("mails a reset in French with its one-hour validity and the 'ignore it if you did not ask' line", async () => {
    const { message } = await issue("reset", "fr");
    const mails = recordingTransport();
    expect(await deliver(message, deliveryDeps(env, { transport: mails.transport }))).toBe("delivered");
    const mail = mails.sent[0]!;
    expect(mail.subject).toMatch(/^Choisissez un nouveau mot de passe/);
    expect(mail.text).toContain("valable 1 heure");
    expect(mail.text).toContain("Vous n’avez rien demandé\u202f? Ignorez ce mail\u00a0: votre mot de passe reste inchangé.");
    expect(linkIn(mail).pathname).toMatch(/^\/fr\/login\/mot-de-passe\/[0-9a-f-]{36}\.[0-9a-f]{32}\/$/);
  });

  it.each([
    [
      "a used link",
      async (linkId: string) => void (await env.DB.prepare("UPDATE owner_password_links SET used_at = ?2 WHERE id = ?1").bind(linkId, Date.now()).run()),
    ],
    [
      "an expired link",
      async (linkId: string) =>
        void (await env.DB.prepare("UPDATE owner_password_links SET expires_at = ?2 WHERE id = ?1")
          .bind(linkId, Date.now() - HOUR)
          .run()),
    ],
    ["a link whose row is gone", async (linkId: string) => void (await env.DB.prepare("DELETE FROM owner_password_links WHERE id = ?").bind(linkId).run())],
  ])("skips %s: no mail, acknowledged, not marked mailed", async (_case, spoil) => {
    const { linkId, message } = await issue("reset", "en");
    await spoil(linkId);
    const mails = recordingTransport();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    expect(await deliver(message, deliveryDeps(env, { transport: mails.transport }))).toBe("gone");
    expect(info).toHaveBeenCalledWith("owner password mail not sent:", expect.any(String), linkId);
    info.mockRestore();
    expect(mails.sent).toHaveLength(0);
    expect((await ownerPasswordLinkRepository(env.DB).byId(linkId))?.mailedAt ?? null).toBeNull();
  });

  it("skips the link of an account that is gone", async () => {
    const { owner, linkId } = await issue("invite", "de");
    const mails = recordingTransport();
    const deps = deliveryDeps(env, {
      transport: mails.transport,
      owners: { byId: async (id) => (id === owner.id ? undefined : ownerRepository(env.DB).byId(id)) },
    });
    vi.spyOn(console, "info").mockImplementationOnce(() => {});
    expect(await deliver({ linkId, kind: "owner-password-mail" }, deps)).toBe("gone");
    expect(mails.sent).toHaveLength(0);
  });

  it("is retried by the queue when the mail service fails, and acknowledged once sent", async () => {
    const { linkId, message } = await issue("invite", "nl");
    const failing: MailTransport = { send: () => Promise.reject(new Error("mail service unavailable")) };
    vi.spyOn(console, "warn").mockImplementationOnce(() => {});
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries", [{ id: "p1", timestamp: new Date(), attempts: 1, body: message }]);
    const ctx = createExecutionContext();
    await consumeDeliveries(batch, deliveryDeps(env, { transport: failing }));
    // The test pool's batches do not record the retry delay (tests/integration/leads/deliveries.test.ts covers it).
    expect((await getQueueResult(batch, ctx)).retryMessages).toEqual([{ msgId: "p1" }]);
    expect((await ownerPasswordLinkRepository(env.DB).byId(linkId))?.mailedAt ?? null).toBeNull();

    const mails = recordingTransport();
    const again = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries", [{ id: "p2", timestamp: new Date(), attempts: 2, body: message }]);
    await consumeDeliveries(again, deliveryDeps(env, { transport: mails.transport }));
    expect((await getQueueResult(again, ctx)).explicitAcks).toEqual(["p2"]);
    expect(mails.sent).toHaveLength(1);
  });

  it("is only logged when it reaches the dead-letter queue (the link expires on its own)", async () => {
    const { linkId, message } = await issue("invite", "nl");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries-dead", [{ id: "d1", timestamp: new Date(), attempts: 7, body: message }]);
    await consumeDeadDeliveries(batch, leadRepository(env.DB));
    expect(error).toHaveBeenCalledWith("owner password mail gave up", linkId);
    error.mockRestore();
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["d1"]);
  });
});
