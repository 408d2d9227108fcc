-- Addresses that asked for no more mail from the site (issue 37): the one-click stop every mail to a
-- typed address carries (worker/mail/recipient-stop.ts). The address itself is not kept: its key is
-- the first 128 bits of the SHA-256 of the lower-cased address, written as a uuid (the signed link's
-- id). The mail layer (worker/mail/suppression.ts) sends nothing to an address whose key is here, except
-- the agency's own inbox. Kept when the address is erased: it is the person's objection, which the site
-- must go on honouring (the privacy desk's export shows it, its erasure says it stays).
CREATE TABLE mail_stops (
  address_key TEXT PRIMARY KEY NOT NULL,
  stopped_at INTEGER NOT NULL
) WITHOUT ROWID;

-- A page sent to a friend is limited per recipient and day (worker/leads/friend-limits.ts): the count
-- reads this index, as do the privacy desk's export and erasure of the recipient's address.
CREATE INDEX leads_friend_recipient ON leads (lower(json_extract(payload, '$.fields.friendEmail')), created_at) WHERE form = 'send-to-friend';
