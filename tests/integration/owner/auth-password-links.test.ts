import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { INVITE_LINK_TTL_MS, ownerPasswordLinkRepository, RESET_LINK_TTL_MS, SPENT_LINK_RETENTION_MS } from "../../../worker/db/owner-password-links";
import { MINUTE, newOwner, T0 } from "./auth-helpers";

const links = ownerPasswordLinkRepository(env.DB);

describe("password links", () => {
  it("expire after a week (invitation) or an hour (reset)", async () => {
    expect(INVITE_LINK_TTL_MS).toBe(7 * 24 * 60 * MINUTE);
    expect(RESET_LINK_TTL_MS).toBe(60 * MINUTE);
    const owner = await newOwner();
    const invite = await links.create(owner.id, "invite", "fr", T0);
    expect(await links.byId(invite)).toEqual({
      id: invite,
      ownerId: owner.id,
      purpose: "invite",
      lang: "fr",
      createdAt: T0,
      expiresAt: T0 + INVITE_LINK_TTL_MS,
      usedAt: null,
      mailedAt: null,
    });
    const reset = await links.create(owner.id, "reset", "nl", T0);
    expect(await links.consume(reset, T0 + RESET_LINK_TTL_MS)).toBe("expired");
    expect(await links.consume(invite, T0 + INVITE_LINK_TTL_MS - 1)).toEqual({ ownerId: owner.id });
  });

  it("work once", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "reset", "nl", T0);
    expect(await links.consume(id, T0 + MINUTE)).toEqual({ ownerId: owner.id });
    expect(await links.consume(id, T0 + 2 * MINUTE)).toBe("used");
    expect((await links.byId(id))?.usedAt).toBe(T0 + MINUTE);
  });

  it("let exactly one of concurrent uses through", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "reset", "nl", T0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => links.consume(id, T0 + MINUTE)));
    expect(answers.filter((answer) => typeof answer === "object")).toEqual([{ ownerId: owner.id }]);
    expect(answers.filter((answer) => answer === "used")).toHaveLength(7);
  });

  it("stay valid each on its own when a newer one is issued", async () => {
    const owner = await newOwner();
    const older = await links.create(owner.id, "reset", "nl", T0);
    const newer = await links.create(owner.id, "reset", "nl", T0 + MINUTE);
    expect(await links.consume(older, T0 + 2 * MINUTE)).toEqual({ ownerId: owner.id });
    expect(await links.consume(newer, T0 + 3 * MINUTE)).toEqual({ ownerId: owner.id });
  });

  it("are unknown when there is no such link, or its account is gone", async () => {
    expect(await links.consume(crypto.randomUUID(), T0)).toBeUndefined();
    const owner = await newOwner();
    const id = await links.create(owner.id, "invite", "nl", T0);
    await env.DB.prepare("DELETE FROM owners WHERE id = ?").bind(owner.id).run();
    expect(await links.consume(id, T0)).toBeUndefined();
  });

  it("note when their mail was queued", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "invite", "nl", T0);
    await links.markMailed(id, T0 + 5);
    expect((await links.byId(id))?.mailedAt).toBe(T0 + 5);
  });

  it("are purged a day after they were used or expired", async () => {
    const owner = await newOwner();
    const fresh = await links.create(owner.id, "reset", "nl", T0);
    const usedYesterday = await links.create(owner.id, "invite", "nl", T0 - SPENT_LINK_RETENTION_MS - 2 * MINUTE);
    await links.consume(usedYesterday, T0 - SPENT_LINK_RETENTION_MS - MINUTE);
    const usedToday = await links.create(owner.id, "invite", "nl", T0 - 2 * MINUTE);
    await links.consume(usedToday, T0 - MINUTE);
    const expiredLongAgo = await links.create(owner.id, "reset", "nl", T0 - SPENT_LINK_RETENTION_MS - RESET_LINK_TTL_MS - MINUTE);
    const expiredRecently = await links.create(owner.id, "reset", "nl", T0 - RESET_LINK_TTL_MS - MINUTE);
    expect(await links.purgeSpent(T0)).toBeGreaterThanOrEqual(2);
    expect(await links.byId(fresh)).toBeDefined();
    expect(await links.byId(usedYesterday)).toBeUndefined();
    expect(await links.byId(usedToday)).toBeDefined();
    expect(await links.byId(expiredLongAgo)).toBeUndefined();
    expect(await links.byId(expiredRecently)).toBeDefined();
  });
});
