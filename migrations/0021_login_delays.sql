-- Owner logins slowed down instead of locked (issue 37 item 4, OWASP ASVS 5.0 §6.3): failures are
-- counted per typed address (known or not, alike) and per remembered browser, and each failure past
-- the free ones makes the next attempt wait longer (worker/db/login-throttles.ts).
--
-- A new table, so that this migration breaks nothing still running: `npm run deploy` migrates before
-- the new code is live, and the code before this version (and a rollback to it) keeps reading and
-- writing login_throttles (migrations/0008), which is left as it is here. A later migration drops
-- login_throttles once this version is live; its rows (a 15-minute lock each) carry nothing worth
-- keeping: the counts start again here.
CREATE TABLE login_delays (
  -- SHA-256 of the normalised address, or of "device:{id}" for a remembered browser.
  key_hash TEXT PRIMARY KEY,
  -- Failures in a row; forgotten a day after the last one, reset to 0 by a success.
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  -- No attempt is taken before this moment (the last failure plus its delay).
  retry_at INTEGER NOT NULL,
  -- When the account's owner was last mailed that someone is guessing (at most once a day).
  notified_at INTEGER
);
