/**
 * Writing a new password, all of it in one D1 batch (one transaction): the password, the end of every
 * session of the owner, every other unused password link voided, and, after a link, the address's
 * login delay lifted. Either all of it happens or none: a failure never leaves a used link without
 * its password, nor a new password beside a session or a link from before it.
 */
import { throttleKeyOf } from "./login-throttles";

export interface PasswordWrite {
  ownerId: string;
  email: string;
  /** The new hash (worker/auth/password.ts): its random salt makes it this write's own mark. */
  passwordHash: string;
  now: number;
}

/** Statements that run only when the owner's password is this write's hash (`?1` owner, `?2` hash). */
const IF_WRITTEN = "EXISTS (SELECT 1 FROM owners WHERE id = ?1 AND password_hash = ?2)";

function followUps(db: D1Database, write: PasswordWrite, throttleKey: string | undefined): D1PreparedStatement[] {
  const { ownerId, passwordHash, now } = write;
  const statements = [
    db.prepare(`DELETE FROM owner_sessions WHERE owner_id = ?1 AND ${IF_WRITTEN}`).bind(ownerId, passwordHash),
    db.prepare(`UPDATE owner_password_links SET used_at = ?3 WHERE owner_id = ?1 AND used_at IS NULL AND ${IF_WRITTEN}`).bind(ownerId, passwordHash, now),
  ];
  if (throttleKey) statements.push(db.prepare(`DELETE FROM login_delays WHERE key_hash = ?3 AND ${IF_WRITTEN}`).bind(ownerId, passwordHash, throttleKey));
  return statements;
}

/**
 * The password chosen from link `linkId`: the link is used first, and the rest runs only if that
 * statement changed its row (SQLite's changes(), read by the next statement of the same
 * transaction), so of two posts of one link exactly one writes. False when the link was used or
 * expired meanwhile: nothing was written.
 */
export async function writePasswordFromLink(db: D1Database, linkId: string, write: PasswordWrite): Promise<boolean> {
  const { ownerId, passwordHash, now } = write;
  const [used] = await db.batch([
    db
      .prepare("UPDATE owner_password_links SET used_at = ?2 WHERE id = ?1 AND owner_id = ?3 AND used_at IS NULL AND expires_at > ?2")
      .bind(linkId, now, ownerId),
    db
      .prepare("UPDATE owners SET password_hash = ?2, password_changed_at = ?3, updated_at = ?3 WHERE id = ?1 AND changes() = 1")
      .bind(ownerId, passwordHash, now),
    // The owner just proved they read the address's mail: its delay ends.
    ...followUps(db, write, await throttleKeyOf(write.email)),
  ]);
  return used?.meta.changes === 1;
}

/** The password changed on the account page, where the current one was checked just before. */
export async function writeChangedPassword(db: D1Database, write: PasswordWrite): Promise<void> {
  const { ownerId, passwordHash, now } = write;
  await db.batch([
    db.prepare("UPDATE owners SET password_hash = ?2, password_changed_at = ?3, updated_at = ?3 WHERE id = ?1").bind(ownerId, passwordHash, now),
    ...followUps(db, write, undefined),
  ]);
}
