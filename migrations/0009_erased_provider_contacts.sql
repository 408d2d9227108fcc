-- The provider persons whose owner account was erased at their request (worker/privacy/statements.ts):
-- the owner sync leaves their contact out, so the next sync does not make the account again while
-- the agency's software still lists them. Their provider id only, never an address.
-- Its own migration rather than an edit of 0008: a database that has 0008 already gets it too.
CREATE TABLE erased_provider_contacts (
  provider_person_id TEXT PRIMARY KEY,
  erased_at INTEGER NOT NULL
) WITHOUT ROWID;
