import { Hono } from "hono";
import type { AppEnv } from "../env";
import { captchaChallenge } from "../leads/captcha";

/**
 * GET /api/captcha/: a fresh proof-of-work challenge for a form's island (ALTCHA). Asked by the
 * browser, never baked into a page, so pages with forms stay the same for everyone and cacheable.
 */
export const captchaApi = new Hono<AppEnv>().get("/api/captcha/", async (c) => {
  const secret = c.var.services.config.formSecret;
  // Without FORM_SECRET no challenge can be signed: forms post without one and leads are flagged.
  if (!secret) return c.json({ error: "captcha unavailable" }, 503, { "Cache-Control": "no-store" });
  return c.json(await captchaChallenge(secret, Date.now()), 200, { "Cache-Control": "no-store" });
});
