-- Staff roles (issue 42): what each person Cloudflare Access lets into /staff/ may do. An administrator
-- edits this table at /staff/people/; a role from the Access token's groups claim (STAFF_ROLE_GROUPS)
-- and the bootstrap administrators (STAFF_ADMINS) come before it (worker/staff/roles.ts).
CREATE TABLE staff_roles (
  email TEXT PRIMARY KEY NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('administrator', 'editor', 'agent')),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
) WITHOUT ROWID;
