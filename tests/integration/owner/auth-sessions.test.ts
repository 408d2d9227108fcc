import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from "../../../worker/auth/session";
import { tokenHash } from "../../../worker/auth/tokens";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { MINUTE, newOwner, T0 } from "./auth-helpers";

const sessions = ownerSessionRepository(env.DB);

async function row(token: string) {
  return env.DB.prepare("SELECT * FROM owner_sessions WHERE token_hash = ?")
    .bind(await tokenHash(token))
    .first<{ owner_id: string; created_at: number; last_seen_at: number; expires_at: number; method: string; user_agent: string | null }>();
}

describe("owner sessions", () => {
  it("store only the token's hash and give the owner back for the token", async () => {
    const owner = await newOwner();
    const token = await sessions.create(owner.id, "password", "Firefox", T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(token);
    expect(stored).toMatchObject({
      owner_id: owner.id,
      created_at: T0,
      last_seen_at: T0,
      expires_at: T0 + SESSION_ABSOLUTE_MS,
      method: "password",
      user_agent: "Firefox",
    });
    const { results } = await env.DB.prepare("SELECT token_hash FROM owner_sessions WHERE owner_id = ?").bind(owner.id).all<{ token_hash: string }>();
    expect(results.map((r) => r.token_hash)).toEqual([await tokenHash(token)]);
    expect(results[0]?.token_hash).not.toContain(token);

    const session = await sessions.read(token, T0 + MINUTE);
    expect(session).toEqual({ owner, tokenHash: await tokenHash(token), createdAt: T0, expiresAt: T0 + SESSION_ABSOLUTE_MS, method: "password" });
    expect(await sessions.read(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, T0 + MINUTE)).toBeUndefined();
  });

  it("end after SESSION_IDLE_MS without a request, and the row goes", async () => {
    const owner = await newOwner();
    const token = await sessions.create(owner.id, "passkey", null, T0);
    expect(await sessions.read(token, T0 + SESSION_IDLE_MS)).toBeDefined();
    // That read moved last_seen_at to T0 + SESSION_IDLE_MS; idle again for longer than allowed:
    expect(await sessions.read(token, T0 + 2 * SESSION_IDLE_MS + 1)).toBeUndefined();
    expect(await row(token)).toBeNull();
    expect(await sessions.read(token, T0 + 2 * SESSION_IDLE_MS + 2)).toBeUndefined();
  });

  it("end SESSION_ABSOLUTE_MS after they began, however active", async () => {
    const owner = await newOwner();
    const token = await sessions.create(owner.id, "password", null, T0);
    let now = T0;
    // A request every 20 minutes keeps it from idling...
    while (now + 20 * MINUTE < T0 + SESSION_ABSOLUTE_MS) {
      now += 20 * MINUTE;
      expect(await sessions.read(token, now)).toBeDefined();
    }
    expect(await sessions.read(token, T0 + SESSION_ABSOLUTE_MS - 1)).toBeDefined();
    // ...but not past its absolute expiry.
    expect(await sessions.read(token, T0 + SESSION_ABSOLUTE_MS)).toBeUndefined();
    expect(await row(token)).toBeNull();
  });

  it("write last_seen_at only when it is older than SESSION_TOUCH_MS", async () => {
    const owner = await newOwner();
    const token = await sessions.create(owner.id, "password", null, T0);
    await sessions.read(token, T0 + SESSION_TOUCH_MS - 1);
    expect((await row(token))?.last_seen_at).toBe(T0);
    await sessions.read(token, T0 + SESSION_TOUCH_MS);
    expect((await row(token))?.last_seen_at).toBe(T0 + SESSION_TOUCH_MS);
  });

  it("end one, or every one of an owner, and count the live ones", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const first = await sessions.create(owner.id, "password", null, T0);
    const second = await sessions.create(owner.id, "passkey", null, T0);
    const idle = await sessions.create(owner.id, "password", null, T0 - SESSION_IDLE_MS - 1);
    const others = await sessions.create(other.id, "password", null, T0);
    expect(await sessions.countActive(owner.id, T0)).toBe(2);
    expect(idle).not.toBe(first);

    await sessions.end(await tokenHash(first));
    expect(await sessions.read(first, T0)).toBeUndefined();
    expect(await sessions.countActive(owner.id, T0)).toBe(1);

    await sessions.endAll(owner.id);
    expect(await sessions.read(second, T0)).toBeUndefined();
    expect(await sessions.countActive(owner.id, T0)).toBe(0);
    expect(await sessions.read(others, T0)).toBeDefined();
  });

  it("are purged once expired, idle or absolute, and not before", async () => {
    const owner = await newOwner();
    const live = await sessions.create(owner.id, "password", null, T0);
    const idle = await sessions.create(owner.id, "password", null, T0 - SESSION_IDLE_MS - 1);
    const old = await sessions.create(owner.id, "password", null, T0 - SESSION_ABSOLUTE_MS);
    await env.DB.prepare("UPDATE owner_sessions SET last_seen_at = ? WHERE token_hash = ?")
      .bind(T0, await tokenHash(old))
      .run();
    expect(await sessions.purgeExpired(T0)).toBeGreaterThanOrEqual(2);
    expect(await row(live)).not.toBeNull();
    expect(await row(idle)).toBeNull();
    expect(await row(old)).toBeNull();
  });

  it("go with their owner's account", async () => {
    const owner = await newOwner();
    const token = await sessions.create(owner.id, "password", null, T0);
    await env.DB.prepare("DELETE FROM owners WHERE id = ?").bind(owner.id).run();
    expect(await sessions.read(token, T0)).toBeUndefined();
    expect(await row(token)).toBeNull();
  });
});
