/**
 * What send-to-friend, the one form that mails a third party, must pass besides its fields (issue 37):
 * a solved captcha (without script, the visitor sends the page from their own mail instead: the site
 * carries nothing), and a limit per recipient. Per sender, FRIEND_RATE_LIMIT counts the posts of a client
 * address (worker/routes/forms.tsx).
 */

/**
 * Pages one address can be sent in a day, from anyone. A D1 count over the stored leads rather than a
 * Rate Limiting binding keyed by the recipient's hash: those bindings count over 10 or 60 seconds only and
 * per Cloudflare location, while a mailbox flooded from many addresses over a day is what this stops;
 * the leads are stored anyway (the count needs no table of its own, and erasing the address erases what
 * it counted), and migrations/0020 indexes them by recipient.
 */
export const FRIEND_MAILS_PER_RECIPIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** The answers of a page sent to a friend that this check and its no-script answer read. */
export interface FriendFields {
  friendEmail: string;
  remark: string;
}

/** What stands in the way of a page sent to a friend, if anything. */
export type FriendCheck = "own-mail" | "too-many" | undefined;

/**
 * "own-mail" when the post has no solved captcha (`captcha` "absent": sent without script), "too-many"
 * when the recipient was sent FRIEND_MAILS_PER_RECIPIENT_PER_DAY pages in the last 24 hours (robots'
 * posts, stored but never mailed, do not count).
 */
export async function friendCheck(db: D1Database, friendEmail: string, captcha: "solved" | "replayed" | "absent", now: number): Promise<FriendCheck> {
  if (captcha === "absent") return "own-mail";
  const row = await db
    .prepare(
      "SELECT count(*) AS n FROM leads WHERE form = 'send-to-friend' AND lower(json_extract(payload, '$.fields.friendEmail')) = ?1 AND created_at > ?2 AND captcha <> 'spam'",
    )
    .bind(friendEmail.trim().toLowerCase(), now - DAY_MS)
    .first<{ n: number }>();
  return (row?.n ?? 0) >= FRIEND_MAILS_PER_RECIPIENT_PER_DAY ? "too-many" : undefined;
}
