import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS } from "../../../worker/auth/session";
import { tokenHash } from "../../../worker/auth/tokens";
import { loginThrottle, LOGIN_FAILURE_MEMORY_MS } from "../../../worker/db/login-throttles";
import { ownerPasswordLinkRepository, RESET_LINK_TTL_MS, SPENT_LINK_RETENTION_MS } from "../../../worker/db/owner-password-links";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { purgeExpired } from "../../../worker/jobs/retention";
import { sha256Hex } from "../../../client/domain/digest";
import { MINUTE, newOwner } from "./auth-helpers";

const exists = async (sql: string, value: string) => (await env.DB.prepare(sql).bind(value).first()) !== null;

describe("the cron's purge", () => {
  it("removes expired sessions, stale throttles, expired challenges and spent password links; keeps live ones", async () => {
    const now = new Date();
    const at = now.getTime();
    const owner = await newOwner();
    const sessions = ownerSessionRepository(env.DB);
    const liveSession = await sessions.create(owner.id, "password", null, at);
    const oldSession = await sessions.create(owner.id, "password", null, at - SESSION_ABSOLUTE_MS);

    const throttle = loginThrottle(env.DB);
    const staleAddress = `stale-${crypto.randomUUID()}@example.com`;
    const freshAddress = `fresh-${crypto.randomUUID()}@example.com`;
    await throttle.attempt(staleAddress, at - LOGIN_FAILURE_MEMORY_MS - MINUTE);
    await throttle.attempt(freshAddress, at - MINUTE);

    const oldChallenge = crypto.randomUUID();
    const liveChallenge = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO webauthn_challenges (id, challenge, purpose, owner_id, expires_at) VALUES (?, 'c', 'login', NULL, ?)").bind(
        oldChallenge,
        at - MINUTE,
      ),
      env.DB.prepare("INSERT INTO webauthn_challenges (id, challenge, purpose, owner_id, expires_at) VALUES (?, 'c', 'register', ?, ?)").bind(
        liveChallenge,
        owner.id,
        at + 5 * MINUTE,
      ),
    ]);

    const links = ownerPasswordLinkRepository(env.DB);
    const spentLink = await links.create(owner.id, "reset", "nl", at - SPENT_LINK_RETENTION_MS - RESET_LINK_TTL_MS - MINUTE);
    const liveLink = await links.create(owner.id, "reset", "nl", at);

    await purgeExpired(env, now);

    expect(await exists("SELECT 1 FROM owner_sessions WHERE token_hash = ?", await tokenHash(liveSession))).toBe(true);
    expect(await exists("SELECT 1 FROM owner_sessions WHERE token_hash = ?", await tokenHash(oldSession))).toBe(false);
    expect(await exists("SELECT 1 FROM login_delays WHERE key_hash = ?", await sha256Hex(freshAddress))).toBe(true);
    expect(await exists("SELECT 1 FROM login_delays WHERE key_hash = ?", await sha256Hex(staleAddress))).toBe(false);
    expect(await exists("SELECT 1 FROM webauthn_challenges WHERE id = ?", liveChallenge)).toBe(true);
    expect(await exists("SELECT 1 FROM webauthn_challenges WHERE id = ?", oldChallenge)).toBe(false);
    expect(await exists("SELECT 1 FROM owner_password_links WHERE id = ?", liveLink)).toBe(true);
    expect(await exists("SELECT 1 FROM owner_password_links WHERE id = ?", spentLink)).toBe(false);
  });
});
