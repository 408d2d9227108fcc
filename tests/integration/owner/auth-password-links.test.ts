import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FREE_LOGIN_FAILURES, loginThrottle } from "../../../worker/owner/auth/throttle";
import { INVITE_LINK_TTL_MS, ownerPasswordLinkRepository, RESET_LINK_TTL_MS, SPENT_LINK_RETENTION_MS } from "../../../worker/db/owner-password-links";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import { writeChangedPassword, writePasswordFromLink } from "../../../worker/db/password-write";
import { MAX_RESET_REQUESTS_PER_HOUR, sendRequestedReset } from "../../../worker/owner/password-links";
import { MINUTE, newOwner, T0 } from "./auth-helpers";

const links = ownerPasswordLinkRepository(env.DB);
const sessions = ownerSessionRepository(env.DB);

/** A hash-shaped value of its own per call: the write's mark, as a real salt makes it. */
const freshHash = () => `pbkdf2-sha256$100000$${crypto.randomUUID()}$aGFzaA`;

const useLink = (owner: Owner, linkId: string, now: number, passwordHash = freshHash()) =>
  writePasswordFromLink(env.DB, linkId, { ownerId: owner.id, email: owner.email, passwordHash, now });

const passwordOf = async (owner: Owner) => (await ownerRepository(env.DB).byId(owner.id))?.passwordHash;

/** An owner with a password, two signed-in browsers, an address slowed down and two unused links. */
async function ownerWithEverything() {
  const owner = await newOwner({ passwordHash: freshHash(), now: T0 });
  await sessions.create(owner.id, "password", "phone", T0);
  await sessions.create(owner.id, "passkey", "laptop", T0);
  for (let failure = 0; failure < FREE_LOGIN_FAILURES; failure++) await loginThrottle(env.DB).attempt(owner.email, T0);
  const first = await links.create(owner.id, "reset", "nl", T0);
  const second = await links.create(owner.id, "invite", "nl", T0);
  return { owner, first, second };
}

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
    expect(await useLink(owner, reset, T0 + RESET_LINK_TTL_MS)).toBe(false);
    expect(await passwordOf(owner)).toBeNull();
    expect(await useLink(owner, invite, T0 + INVITE_LINK_TTL_MS - 1)).toBe(true);
  });

  it("work once", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "reset", "nl", T0);
    const chosen = freshHash();
    expect(await useLink(owner, id, T0 + MINUTE, chosen)).toBe(true);
    expect(await useLink(owner, id, T0 + 2 * MINUTE)).toBe(false);
    expect((await links.byId(id))?.usedAt).toBe(T0 + MINUTE);
    expect(await passwordOf(owner)).toBe(chosen);
  });

  it("let exactly one of concurrent uses through, and only its password is stored", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "reset", "nl", T0);
    const hashes = Array.from({ length: 8 }, freshHash);
    const answers = await Promise.all(hashes.map((hash) => useLink(owner, id, T0 + MINUTE, hash)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await passwordOf(owner)).toBe(hashes[answers.indexOf(true)]);
  });

  it("write the password, end every session, void the owner's other links and lift the delay, all at once", async () => {
    const { owner, first, second } = await ownerWithEverything();
    const bystander = await ownerWithEverything();
    expect(await loginThrottle(env.DB).retryAt(owner.email, T0 + 10_000)).toBeDefined();
    expect(await useLink(owner, first, T0 + MINUTE)).toBe(true);
    expect(await sessions.countActive(owner.id, T0 + MINUTE)).toBe(0);
    expect((await links.byId(second))?.usedAt).toBe(T0 + MINUTE);
    expect(await useLink(owner, second, T0 + 2 * MINUTE)).toBe(false);
    expect(await loginThrottle(env.DB).retryAt(owner.email, T0 + 10_000)).toBeUndefined();
    // Another owner keeps everything.
    expect(await sessions.countActive(bystander.owner.id, T0 + MINUTE)).toBe(2);
    expect((await links.byId(bystander.second))?.usedAt).toBeNull();
    expect(await loginThrottle(env.DB).retryAt(bystander.owner.email, T0 + 10_000)).toBeDefined();
  });

  it("write nothing when the link was used or expired meanwhile: password, sessions, links and delay as they were", async () => {
    const { owner, first, second } = await ownerWithEverything();
    const before = await passwordOf(owner);
    await env.DB.prepare("UPDATE owner_password_links SET used_at = ?2 WHERE id = ?1").bind(first, T0).run();
    expect(await useLink(owner, first, T0 + MINUTE)).toBe(false);
    expect(await passwordOf(owner)).toBe(before);
    expect(await sessions.countActive(owner.id, T0 + MINUTE)).toBe(2);
    expect((await links.byId(second))?.usedAt).toBeNull();
    expect(await loginThrottle(env.DB).retryAt(owner.email, T0 + 10_000)).toBeDefined();
  });

  it("never write another owner's password through one's link", async () => {
    const { owner, first } = await ownerWithEverything();
    const other = await newOwner({ passwordHash: freshHash() });
    const before = await passwordOf(other);
    expect(await useLink(other, first, T0 + MINUTE)).toBe(false);
    expect(await passwordOf(other)).toBe(before);
    expect((await links.byId(first))?.usedAt).toBeNull();
    expect(await sessions.countActive(owner.id, T0 + MINUTE)).toBe(2);
  });

  it("are all voided by a password changed on the account page, with every session", async () => {
    const { owner, first, second } = await ownerWithEverything();
    const changed = freshHash();
    await writeChangedPassword(env.DB, { ownerId: owner.id, email: owner.email, passwordHash: changed, now: T0 + MINUTE });
    expect(await passwordOf(owner)).toBe(changed);
    expect(await sessions.countActive(owner.id, T0 + MINUTE)).toBe(0);
    for (const id of [first, second]) expect((await links.byId(id))?.usedAt).toBe(T0 + MINUTE);
  });

  it("stay valid each on its own when a newer one is issued", async () => {
    const owner = await newOwner();
    const older = await links.create(owner.id, "reset", "nl", T0);
    await links.create(owner.id, "reset", "nl", T0 + MINUTE);
    expect(await useLink(owner, older, T0 + 2 * MINUTE)).toBe(true);
  });

  it("are unknown when there is no such link, or its account is gone", async () => {
    const owner = await newOwner();
    expect(await useLink(owner, crypto.randomUUID(), T0)).toBe(false);
    const id = await links.create(owner.id, "invite", "nl", T0);
    await env.DB.prepare("DELETE FROM owners WHERE id = ?").bind(owner.id).run();
    expect(await links.byId(id)).toBeUndefined();
    expect(await useLink(owner, id, T0)).toBe(false);
  });

  it("note when their mail was queued", async () => {
    const owner = await newOwner();
    const id = await links.create(owner.id, "invite", "nl", T0);
    await links.markMailed(id, T0 + 5);
    expect((await links.byId(id))?.mailedAt).toBe(T0 + 5);
  });

  it(`from "forgot password" are at most ${MAX_RESET_REQUESTS_PER_HOUR} an hour per account, invitations aside`, async () => {
    const owner = await newOwner();
    await links.create(owner.id, "invite", "nl", T0);
    const answers = [];
    for (let request = 0; request <= MAX_RESET_REQUESTS_PER_HOUR; request++) answers.push(await sendRequestedReset(env, owner, "nl", T0 + request * MINUTE));
    expect(answers).toEqual([...Array.from({ length: MAX_RESET_REQUESTS_PER_HOUR }, () => "sent"), "limited"]);
    expect(await links.resetsSince(owner.id, T0 - 1)).toBe(MAX_RESET_REQUESTS_PER_HOUR);
    // An hour after the first, one more may go.
    expect(await sendRequestedReset(env, owner, "nl", T0 + RESET_LINK_TTL_MS)).toBe("sent");
    // Another account is not held back by this one's requests.
    expect(await sendRequestedReset(env, await newOwner(), "nl", T0 + 3 * MINUTE)).toBe("sent");
  });

  it("are purged a day after they were used or expired", async () => {
    const owner = await newOwner();
    const useAt = (id: string, at: number) => env.DB.prepare("UPDATE owner_password_links SET used_at = ?2 WHERE id = ?1").bind(id, at).run();
    const fresh = await links.create(owner.id, "reset", "nl", T0);
    const usedYesterday = await links.create(owner.id, "invite", "nl", T0 - SPENT_LINK_RETENTION_MS - 2 * MINUTE);
    await useAt(usedYesterday, T0 - SPENT_LINK_RETENTION_MS - MINUTE);
    const usedToday = await links.create(owner.id, "invite", "nl", T0 - 2 * MINUTE);
    await useAt(usedToday, T0 - MINUTE);
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
