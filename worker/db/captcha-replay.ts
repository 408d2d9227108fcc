import { lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { captchaReplay } from "./schema";

/** Solved captcha challenges already used (D1): each is accepted once, until it expires. */
export function captchaReplayRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** Records a challenge's first use; false when it was used before (a replay). */
    async firstUse(signature: string, expiresAt: number): Promise<boolean> {
      const rows = await orm.insert(captchaReplay).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: captchaReplay.signature });
      return rows.length === 1;
    },
    /** Forgets challenges that can no longer be posted (their expiry guards them). */
    async forgetExpired(now: number): Promise<void> {
      await orm.delete(captchaReplay).where(lt(captchaReplay.expiresAt, now));
    },
  };
}
