/**
 * Review 37 finding 7: migration 0021 adds the login delays beside the old locks instead of reshaping
 * them. `npm run deploy` migrates before the new code is live, so the code before it (and a rollback
 * to it) must find login_throttles as migrations/0008 made it; a later migration drops it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const columnsOf = async (table: string) =>
  (await env.DB.prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid").bind(table).all<{ name: string }>()).results.map((row) => row.name);

describe("migration 0021", () => {
  it("leaves the old login_throttles as the code before it reads and writes it, and keeps the delays in login_delays", async () => {
    expect(await columnsOf("login_throttles")).toEqual(["email_hash", "failures", "first_failure_at", "locked_until"]);
    expect(await columnsOf("login_delays")).toEqual(["key_hash", "failures", "last_failure_at", "retry_at", "notified_at"]);
    // The old code's own statements still run.
    const emailHash = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO login_throttles (email_hash, failures, first_failure_at, locked_until) VALUES (?1, 1, ?2, NULL)")
      .bind(emailHash, Date.now())
      .run();
    const row = await env.DB.prepare("SELECT failures, locked_until FROM login_throttles WHERE email_hash = ?1").bind(emailHash).first();
    expect(row).toEqual({ failures: 1, locked_until: null });
  });
});
