import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The same SQL files that `wrangler d1 migrations apply` runs, against the test's own D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
