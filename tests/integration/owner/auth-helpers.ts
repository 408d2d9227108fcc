import { env } from "cloudflare:workers";
import type { Owner } from "../../../worker/db/owners";
import { ownerRepository } from "../../../worker/db/owners";

/**
 * A new owner account with an address of its own, so the auth tests never see another test's
 * rows (other owner tests share the database).
 */
export async function newOwner(options: { passwordHash?: string; now?: number } = {}): Promise<Owner> {
  const owners = ownerRepository(env.DB);
  const owner = await owners.ensure({ email: `owner-${crypto.randomUUID()}@example.com`, firstName: "An", lastName: "Peeters", lang: "nl" }, options.now);
  if (options.passwordHash === undefined) return owner;
  const at = options.now ?? Date.now();
  await owners.setPassword(owner.id, options.passwordHash, at);
  return { ...owner, passwordHash: options.passwordHash, passwordChangedAt: at };
}

/** A fixed moment the tests count from. */
export const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
export const MINUTE = 60_000;
