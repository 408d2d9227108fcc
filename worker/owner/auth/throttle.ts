/**
 * Login throttles: per address and per remembered browser in D1 (worker/db/login-throttles.ts, re-exported here) and per client
 * address through the LOGIN_RATE_LIMIT binding (wrangler.toml), checked before anything else.
 */
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { clientAddress } from "../../auth/client-address";

export {
  deviceSubject,
  FREE_LOGIN_FAILURES,
  LOGIN_FAILURE_MEMORY_MS,
  loginDelayMs,
  loginThrottle,
  MAX_LOGIN_DELAY_MS,
  type LoginThrottle,
} from "../../db/login-throttles";

/** Whether this client has made more login attempts (password, passkey, "forgot password") than allowed this minute. */
export async function overIpLimit(c: Context<AppEnv>): Promise<boolean> {
  const { success } = await c.var.services.rateLimits.login.limit({ key: clientAddress(c) });
  return !success;
}
