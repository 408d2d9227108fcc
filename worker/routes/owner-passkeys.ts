import { Hono } from "hono";
import type { AppEnv } from "../env";

/** The passkey ceremonies' JSON API under /api/owner/passkeys/ (issue 10: filled by the passkey work). */
export const passkeyApi = new Hono<AppEnv>();
