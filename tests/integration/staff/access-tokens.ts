import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from "jose";
import { vi } from "vitest";

export const TEAM = "https://vitrine-roles.cloudflareaccess.com";
export const AUD = "f0e1d2c3b4a5968778695a4b3c2d1e0f";
export const SITE = "https://www.vitrine-vastgoed.be";

let signing: JoseKey | undefined;

/**
 * The team's one key pair for the whole run: the files share one isolate (vitest.config.ts), whose
 * worker keeps the key set it fetched, as it keeps a real team's until Access rotates it.
 */
const held = globalThis as { __accessTeamKeys?: ReturnType<typeof generateKeyPair> };

/**
 * Serves the team's certificates (one key, "team-key") to the worker's fetch and keeps refused-token
 * warnings quiet. Call in beforeAll.
 */
export async function mockAccessTeam(): Promise<void> {
  const team = await (held.__accessTeamKeys ??= generateKeyPair("RS256", { extractable: true }));
  signing = team.privateKey;
  const jwk = { ...(await exportJWK(team.publicKey)), kid: "team-key", alg: "RS256", use: "sig" };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url === `${TEAM}/cdn-cgi/access/certs` ? Response.json({ keys: [jwk] }) : original(input, init);
  });
}

/** A person's Access application token, with extra claims (groups, custom). */
export function accessToken(email: string, claims: Record<string, unknown> = {}): Promise<string> {
  if (!signing) throw new Error("mockAccessTeam() first");
  return new SignJWT({ email, type: "app", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "team-key" })
    .setIssuer(TEAM)
    .setAudience(AUD)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(signing);
}

/** The deployed site's variables with Access in front, and these over them. */
export const accessVars = (vars: Record<string, string> = {}) => ({ SITE_ORIGIN: SITE, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ...vars });
