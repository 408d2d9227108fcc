import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  deviceSubject,
  FREE_LOGIN_FAILURES,
  LOGIN_FAILURE_MEMORY_MS,
  loginDelayMs,
  loginThrottle,
  MAX_LOGIN_DELAY_MS,
} from "../../../worker/owner/auth/throttle";
import { ATTACK_NOTICE_INTERVAL_MS } from "../../../worker/db/login-throttles";
import { sha256Hex } from "../../../client/domain/digest";
import { MINUTE, T0 } from "./auth-helpers";

const throttle = loginThrottle(env.DB);
const unknownAddress = () => `nobody-${crypto.randomUUID()}@example.com`;
const SECOND = 1000;

/** `times` attempts on `subject`, each as soon as its delay allows; the moment of the last one. */
async function fail(subject: string, times: number, from: number): Promise<number> {
  let now = from;
  for (let failure = 0; failure < times; failure++) {
    expect(await throttle.attempt(subject, now)).toEqual({ allowed: true });
    if (failure < times - 1) now += loginDelayMs(failure + 1);
  }
  return now;
}

const rowOf = async (subject: string) =>
  env.DB.prepare("SELECT failures, last_failure_at, retry_at, notified_at FROM login_delays WHERE key_hash = ?")
    .bind(await sha256Hex(subject))
    .first();

describe("login delays", () => {
  it(`cost nothing for ${FREE_LOGIN_FAILURES - 1} failures, then double from 30 seconds up to 15 minutes`, () => {
    expect([1, 2, 3, 4].map(loginDelayMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 40].map(loginDelayMs)).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      MAX_LOGIN_DELAY_MS,
      MAX_LOGIN_DELAY_MS,
      MAX_LOGIN_DELAY_MS,
    ]);
    expect(MAX_LOGIN_DELAY_MS).toBe(15 * MINUTE);
  });

  it("refuse an attempt before its delay is over and say until when; never lock: each delay ends", async () => {
    const email = unknownAddress();
    const fifth = await fail(email, FREE_LOGIN_FAILURES, T0);
    expect(await throttle.attempt(email, fifth + 1)).toEqual({ allowed: false, retryAt: fifth + 30 * SECOND });
    expect(await throttle.retryAt(email, fifth + 1)).toBe(fifth + 30 * SECOND);
    // A refused attempt is not counted: the delay stays what it was.
    expect(await rowOf(email)).toMatchObject({ failures: FREE_LOGIN_FAILURES, retry_at: fifth + 30 * SECOND });
    // Taken once over, and counted: the next delay is twice as long, measured in SQL as in loginDelayMs.
    let now = fifth + 30 * SECOND;
    for (let failures = FREE_LOGIN_FAILURES + 1; failures <= FREE_LOGIN_FAILURES + 8; failures++) {
      expect(await throttle.attempt(email, now)).toEqual({ allowed: true });
      expect(await throttle.retryAt(email, now)).toBe(now + loginDelayMs(failures));
      now += loginDelayMs(failures);
    }
    expect(await throttle.retryAt(email, now)).toBeUndefined();
  });

  it("slow an unknown address exactly as a known one, and match addresses as the login does", async () => {
    const email = unknownAddress();
    const fifth = await fail(email, FREE_LOGIN_FAILURES, T0);
    expect(await throttle.retryAt(email, fifth)).toBe(fifth + 30 * SECOND);
    expect(await throttle.retryAt(`  ${email.toUpperCase()} `, fifth)).toBe(fifth + 30 * SECOND);
    expect(await throttle.retryAt(unknownAddress(), fifth)).toBeUndefined();
    // A remembered browser is a subject of its own.
    expect(await throttle.retryAt(deviceSubject(crypto.randomUUID()), fifth)).toBeUndefined();
  });

  it("store a hash, never the address", async () => {
    const email = unknownAddress();
    await throttle.attempt(email, T0);
    expect(await rowOf(email)).toEqual({ failures: 1, last_failure_at: T0, retry_at: T0, notified_at: null });
  });

  it("start again after a success, and once a day passed without a failure", async () => {
    const email = unknownAddress();
    const fifth = await fail(email, FREE_LOGIN_FAILURES, T0);
    await throttle.clear(email);
    expect(await throttle.retryAt(email, fifth)).toBeUndefined();
    await fail(email, FREE_LOGIN_FAILURES - 1, fifth);
    expect(await throttle.retryAt(email, fifth)).toBeUndefined();
    const other = unknownAddress();
    const last = await fail(other, FREE_LOGIN_FAILURES, T0);
    const dayLater = last + LOGIN_FAILURE_MEMORY_MS;
    await fail(other, FREE_LOGIN_FAILURES - 1, dayLater);
    expect(await rowOf(other)).toMatchObject({ failures: FREE_LOGIN_FAILURES - 1 });
  });

  it("let one of concurrent attempts past the free ones through, the others wait", async () => {
    const email = unknownAddress();
    await fail(email, FREE_LOGIN_FAILURES - 1, T0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => throttle.attempt(email, T0 + MINUTE)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.allowed)).toHaveLength(5);
  });

  it("tell the owner once the delays began, then not again within a day", async () => {
    const email = unknownAddress();
    const fourth = await fail(email, FREE_LOGIN_FAILURES - 1, T0);
    expect(await throttle.claimAttackNotice(email, fourth)).toBe(false);
    const fifth = await fail(email, 1, fourth);
    const claims = await Promise.all(Array.from({ length: 4 }, () => throttle.claimAttackNotice(email, fifth)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A success clears the count, not the last notice: a new round of guessing that day is not told again.
    await throttle.clear(email);
    const again = await fail(email, FREE_LOGIN_FAILURES, fifth + MINUTE);
    expect(await throttle.claimAttackNotice(email, again)).toBe(false);
    const nextDay = fifth + ATTACK_NOTICE_INTERVAL_MS;
    await fail(email, 1, nextDay);
    expect(await throttle.claimAttackNotice(email, nextDay)).toBe(true);
  });

  it("purge rows that count nothing any more, keep the others", async () => {
    const stale = unknownAddress();
    const counting = unknownAddress();
    const waiting = unknownAddress();
    await throttle.attempt(stale, T0 - LOGIN_FAILURE_MEMORY_MS);
    await throttle.attempt(counting, T0 - MINUTE);
    // Its last failure is forgotten by now, but the wait it set has not run out.
    await env.DB.prepare("INSERT INTO login_delays (key_hash, failures, last_failure_at, retry_at) VALUES (?1, 30, ?2, ?3)")
      .bind(await sha256Hex(waiting), T0 - LOGIN_FAILURE_MEMORY_MS, T0 + MINUTE)
      .run();
    expect(await throttle.purgeStale(T0)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeNull();
    expect(await rowOf(counting)).not.toBeNull();
    expect(await rowOf(waiting)).not.toBeNull();
  });
});
