import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { webauthnChallenges } from "./schema";

/** How long a ceremony's challenge can be answered: the browser's prompt times out well before. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = "register" | "login";

/** A challenge taken back for verification. */
export interface TakenChallenge {
  challenge: string;
  /** The owner adding a passkey; null for a sign-in. */
  ownerId: string | null;
}

/**
 * WebAuthn challenges (migrations/0008 `webauthn_challenges`): stored when the options are given,
 * deleted when they come back, so each is answered at most once. Expired rows nobody came back for
 * are purged by the cron (worker/jobs/retention.ts).
 */
export function webauthnChallengeRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** Stores `challenge` for a ceremony; returns the id the browser sends back with its answer. */
    async create(purpose: ChallengePurpose, challenge: string, ownerId: string | null, now: number): Promise<string> {
      const id = crypto.randomUUID();
      await orm.insert(webauthnChallenges).values({ id, challenge, purpose, ownerId, expiresAt: now + CHALLENGE_TTL_MS });
      return id;
    },

    /**
     * Takes the challenge `id` of `purpose`: deleted in the same statement that reads it (two answers
     * racing get it once). Undefined when there is none (never given, used, purged, or another
     * ceremony's), "expired" when it came back too late (deleted as well).
     */
    async take(id: string, purpose: ChallengePurpose, now: number): Promise<TakenChallenge | "expired" | undefined> {
      const [row] = await orm.delete(webauthnChallenges).where(eq(webauthnChallenges.id, id)).returning();
      if (!row || row.purpose !== purpose) return undefined;
      if (row.expiresAt <= now) return "expired";
      return { challenge: row.challenge, ownerId: row.ownerId };
    },
  };
}

export type WebauthnChallengeRepository = ReturnType<typeof webauthnChallengeRepository>;
