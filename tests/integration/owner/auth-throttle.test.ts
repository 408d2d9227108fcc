import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, loginThrottle, MAX_LOGIN_FAILURES } from "../../../worker/auth/throttle";
import { sha256Hex } from "../../../client/domain/digest";
import { MINUTE, newOwner, T0 } from "./auth-helpers";

const throttle = loginThrottle(env.DB);
const unknownAddress = () => `nobody-${crypto.randomUUID()}@example.com`;

async function fail(email: string, times: number, from: number, step = MINUTE): Promise<number> {
  let now = from;
  for (let failure = 0; failure < times; failure++, now += step) await throttle.recordFailure(email, now);
  return now - step;
}

describe("login throttle per address", () => {
  it(`locks after ${MAX_LOGIN_FAILURES} failures within the window, for LOGIN_LOCK_MS`, async () => {
    const { email } = await newOwner();
    const fourth = await fail(email, MAX_LOGIN_FAILURES - 1, T0);
    expect(await throttle.isLocked(email, fourth)).toBe(false);
    const fifth = fourth + MINUTE;
    await throttle.recordFailure(email, fifth);
    expect(await throttle.isLocked(email, fifth)).toBe(true);
    expect(await throttle.isLocked(email, fifth + LOGIN_LOCK_MS - 1)).toBe(true);
    expect(await throttle.isLocked(email, fifth + LOGIN_LOCK_MS)).toBe(false);
  });

  it("locks an unknown address exactly as a known one, and matches addresses as the login does", async () => {
    const email = unknownAddress();
    const fifth = await fail(email, MAX_LOGIN_FAILURES, T0);
    expect(await throttle.isLocked(email, fifth)).toBe(true);
    expect(await throttle.isLocked(`  ${email.toUpperCase()} `, fifth)).toBe(true);
    expect(await throttle.isLocked(unknownAddress(), fifth)).toBe(false);
  });

  it("stores the address's hash, never the address", async () => {
    const email = unknownAddress();
    await throttle.recordFailure(email, T0);
    const row = await env.DB.prepare("SELECT * FROM login_throttles WHERE email_hash = ?")
      .bind(await sha256Hex(email))
      .first();
    expect(row).toMatchObject({ failures: 1, first_failure_at: T0, locked_until: null });
  });

  it("forgets the failures at a success", async () => {
    const { email } = await newOwner();
    await fail(email, MAX_LOGIN_FAILURES - 1, T0);
    await throttle.clear(email);
    const next = await fail(email, MAX_LOGIN_FAILURES - 1, T0 + 5 * MINUTE);
    expect(await throttle.isLocked(email, next)).toBe(false);
  });

  it("counts again once the window is over", async () => {
    const email = unknownAddress();
    await fail(email, MAX_LOGIN_FAILURES - 1, T0);
    // The fifth failure comes after the window that began with the first: the count starts again.
    const later = T0 + LOGIN_FAILURE_WINDOW_MS;
    await throttle.recordFailure(email, later);
    expect(await throttle.isLocked(email, later)).toBe(false);
    const last = await fail(email, MAX_LOGIN_FAILURES - 1, later + MINUTE);
    expect(await throttle.isLocked(email, last)).toBe(true);
  });

  it("counts concurrent failures, every one", async () => {
    const email = unknownAddress();
    await Promise.all(Array.from({ length: MAX_LOGIN_FAILURES }, () => throttle.recordFailure(email, T0)));
    expect(await throttle.isLocked(email, T0)).toBe(true);
  });

  it("keeps a running lock when a failure arrives during it, and starts afresh after it", async () => {
    const email = unknownAddress();
    const fifth = await fail(email, MAX_LOGIN_FAILURES, T0);
    // Past the window, still within the lock: the lock stays.
    await throttle.recordFailure(email, T0 + LOGIN_FAILURE_WINDOW_MS + MINUTE);
    expect(await throttle.isLocked(email, T0 + LOGIN_FAILURE_WINDOW_MS + MINUTE)).toBe(true);
    const after = fifth + LOGIN_LOCK_MS;
    await throttle.recordFailure(email, after);
    expect(await throttle.isLocked(email, after)).toBe(false);
    const row = await env.DB.prepare("SELECT failures, locked_until FROM login_throttles WHERE email_hash = ?")
      .bind(await sha256Hex(email))
      .first();
    expect(row).toEqual({ failures: 1, locked_until: null });
  });

  it("purges rows that count nothing any more, keeps the others", async () => {
    const stale = unknownAddress();
    const counting = unknownAddress();
    const locked = unknownAddress();
    await throttle.recordFailure(stale, T0 - LOGIN_FAILURE_WINDOW_MS);
    await throttle.recordFailure(counting, T0 - MINUTE);
    await fail(locked, MAX_LOGIN_FAILURES, T0 - LOGIN_FAILURE_WINDOW_MS, 1);
    expect(await throttle.purgeStale(T0)).toBeGreaterThanOrEqual(1);
    const left = async (email: string) =>
      (await env.DB.prepare("SELECT 1 FROM login_throttles WHERE email_hash = ?")
        .bind(await sha256Hex(email))
        .first()) !== null;
    expect(await left(stale)).toBe(false);
    expect(await left(counting)).toBe(true);
    expect(await left(locked)).toBe(true);
  });
});
