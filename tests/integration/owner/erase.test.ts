import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ownerPasswordLinkRepository } from "../../../worker/db/owner-password-links";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import { syncOwners } from "../../../worker/owner/sync";
import type { OwnerContact, OwnerDataSource } from "../../../worker/owner/types";
import { erasePerson } from "../../../worker/privacy/erase";
import { staffPost } from "../staff/helpers";

const OWNER_TABLES = ["owner_sessions", "owner_password_links", "owner_passkeys", "webauthn_challenges", "owner_listings"] as const;

/** An owner account with a row in every table that hangs off it. */
async function ownerWithEverything(email: string): Promise<Owner> {
  const now = Date.now();
  const owners = ownerRepository(env.DB);
  const owner = await owners.ensure({ email, firstName: "Erik", lastName: "Wouters", lang: "nl" }, now);
  await owners.link(owner.id, "property", [5001, 5002], "invite", now);
  await owners.link(owner.id, "project", [700], "provider", now);
  await ownerSessionRepository(env.DB).create(owner.id, "password", "test", now);
  await ownerPasswordLinkRepository(env.DB).create(owner.id, "reset", "nl", now);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO owner_passkeys (id, owner_id, public_key, counter, name, created_at) VALUES (?, ?, 'key', 0, 'Phone', ?)").bind(
      crypto.randomUUID(),
      owner.id,
      now,
    ),
    env.DB.prepare("INSERT INTO webauthn_challenges (id, challenge, purpose, owner_id, expires_at) VALUES (?, 'c', 'register', ?, ?)").bind(
      crypto.randomUUID(),
      owner.id,
      now + 60_000,
    ),
  ]);
  return owner;
}

async function rowsOf(ownerId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of OWNER_TABLES) {
    counts[table] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE owner_id = ?`).bind(ownerId).first<{ n: number }>())?.n ?? 0;
  }
  counts.owners = (await env.DB.prepare("SELECT count(*) AS n FROM owners WHERE id = ?").bind(ownerId).first<{ n: number }>())?.n ?? 0;
  return counts;
}

const ERASED_BY = { by: "privacy@vitrine.test", now: new Date() };

describe("erasing a person who has an owner account", () => {
  it("removes the account and every row of it, and says so table by table; another owner keeps everything", async () => {
    const erased = await ownerWithEverything(`erase-owner-${crypto.randomUUID()}@example.com`);
    const kept = await ownerWithEverything(`keep-owner-${crypto.randomUUID()}@example.com`);
    const before = await rowsOf(kept.id);

    const report = await erasePerson(env.DB, env.UPLOADS, ` ${erased.email.toUpperCase()} `, ERASED_BY);
    expect(report.rows).toMatchObject({
      owners: 1,
      owner_listings: 3,
      owner_sessions: 1,
      owner_password_links: 1,
      owner_passkeys: 1,
      webauthn_challenges: 1,
    });
    expect(await rowsOf(erased.id)).toEqual({
      owners: 0,
      owner_listings: 0,
      owner_sessions: 0,
      owner_password_links: 0,
      owner_passkeys: 0,
      webauthn_challenges: 0,
    });
    expect(await rowsOf(kept.id)).toEqual(before);
    expect(before.owners).toBe(1);
  });

  it("is not undone by the next owner sync: the provider's contact of the erased person is skipped, others are not", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const person = `${crypto.randomUUID()}`;
    const erasedEmail = `synced-erase-${person}@example.com`;
    const keptEmail = `synced-keep-${person}@example.com`;
    const contacts: OwnerContact[] = [
      { providerId: `test:erase-${person}`, email: erasedEmail, firstName: "Erik", lastName: "Wouters", lang: "nl", propertyIds: [5001], projectIds: [] },
      { providerId: `test:keep-${person}`, email: keptEmail, firstName: "Kim", lastName: "Peeters", lang: "fr", propertyIds: [5002], projectIds: [] },
    ];
    const source: OwnerDataSource = {
      name: "test",
      owners: () => Promise.resolve(contacts),
      calendar: () => Promise.resolve([]),
      onlineMedia: () => Promise.resolve([]),
    };
    await syncOwners(env, source, Date.now());
    const report = await erasePerson(env.DB, env.UPLOADS, erasedEmail, ERASED_BY);
    expect(report.rows).toMatchObject({ owners: 1, owner_listings: 1, erased_provider_contacts: 1 });

    const summary = await syncOwners(env, source, Date.now());
    expect(summary).toMatchObject({ owners: 1, erased: 1 });
    expect(await ownerRepository(env.DB).byEmail(erasedEmail)).toBeUndefined();
    expect(await ownerRepository(env.DB).byEmail(keptEmail)).toMatchObject({ providerPersonId: `test:keep-${person}` });
    // Only the provider's id is kept, never the address.
    const kept = await env.DB.prepare("SELECT * FROM erased_provider_contacts WHERE provider_person_id = ?").bind(`test:erase-${person}`).first();
    expect(kept).toMatchObject({ provider_person_id: `test:erase-${person}`, erased_at: expect.any(Number) });
    expect(JSON.stringify(kept)).not.toContain("@");
    // An account only the staff made has no provider contact to skip.
    const invited = await ownerWithEverything(`invited-erase-${person}@example.com`);
    expect((await erasePerson(env.DB, env.UPLOADS, invited.email, ERASED_BY)).rows).toMatchObject({ owners: 1, erased_provider_contacts: 0 });
  });

  it("goes through the staff privacy page too", async () => {
    const owner = await ownerWithEverything(`staff-erase-owner-${crypto.randomUUID()}@example.com`);
    const { status, body } = await staffPost("/staff/privacy/erase/", { email: owner.email, confirm: "yes" }, {});
    expect(status).toBe(200);
    // In words, never table names: the account by its owner's name, its listings, sessions and passkeys under it.
    expect(body).toContain("Erik Wouters");
    expect(body).toMatch(/<li>1 (aanmeldsessie|signed-in session)<\/li>/);
    expect(body).toMatch(/<li>1 (toegangssleutel|passkey)<\/li>/);
    expect(body).not.toMatch(/owner_sessions|owner_listings|>owners</);
    expect((await rowsOf(owner.id)).owners).toBe(0);
  });

  it("runs on a D1 that enforces foreign keys, so nothing can point at an erased account", async () => {
    expect((await env.DB.prepare("PRAGMA foreign_keys").first<{ foreign_keys: number }>())?.foreign_keys).toBe(1);
    const orphan = env.DB.prepare("INSERT INTO owner_listings (owner_id, kind, listing_id, origin, created_at) VALUES (?, 'property', 1, 'invite', 0)").bind(
      crypto.randomUUID(),
    );
    await expect(orphan.run()).rejects.toThrow(/FOREIGN KEY/);
  });
});
