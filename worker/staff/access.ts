import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import * as v from "valibot";
import { isLoopbackHost, type Config } from "../services/config";

/** The header Cloudflare Access adds to every request it lets through (the cookie is not always sent). */
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
/** The identity of local development (`npm start`, the tests, e2e): no Access in front of localhost. */
export const DEV_IDENTITY = "dev@localhost";
/** Access signs its application tokens with RS256; any other algorithm is refused before a key is looked at. */
const ACCESS_ALGORITHMS = ["RS256"];
/** Leeway for clocks that disagree by a little (seconds). */
const CLOCK_TOLERANCE_S = 30;

/**
 * Who is in the staff area: an Access identity (a person's address, or "service:<client id>" for an
 * Access service token such as `npm run owner:invite` uses), or the fixed one of local development.
 */
export type StaffIdentity = { email: string; dev: boolean };

// Isolate-lifetime, one key set per team domain: jose keeps the fetched keys (refetched after its
// cache age, or at once when a token names a key it does not hold, as after Access rotates its keys).
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) keySets.set(teamDomain, (keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`))));
  return keys;
}

/** The prefix of a service token's identity: no address can start with it. */
export const SERVICE_IDENTITY_PREFIX = "service:";
/** Longest service token client id taken (Access issues "<32 hex>.access"). */
const MAX_COMMON_NAME_CHARS = 100;

/**
 * A person's token names their address; a service token's (Access "Service Auth") names no one and
 * carries its client id as `common_name` instead. Access only issues one for a token the
 * application's policy lets in, so the client id identifies an allowed caller.
 */
const AccessClaims = v.union([
  v.pipe(
    v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()) }),
    v.transform(({ email }) => email),
  ),
  v.pipe(
    v.object({ common_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_COMMON_NAME_CHARS), v.regex(/^[\w.-]+$/)) }),
    v.transform(({ common_name }) => `${SERVICE_IDENTITY_PREFIX}${common_name}`),
  ),
]);

/**
 * The staff member a request comes from, or undefined to refuse it. With Access configured, only a
 * token from the header that Access signed (the team's certificates), for this application (audience),
 * from the team (issuer), not expired, naming an address or a service token. Without Access, only local development:
 * a localhost SITE_ORIGIN (config.local) and a request to a loopback host; anywhere else nobody.
 */
export async function staffIdentity(config: Pick<Config, "access" | "local">, request: Request): Promise<StaffIdentity | undefined> {
  const { access } = config;
  if (!access) return config.local && isLoopbackHost(new URL(request.url).hostname) ? { email: DEV_IDENTITY, dev: true } : undefined;
  const token = request.headers.get(ACCESS_HEADER);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, keySetOf(access.teamDomain), {
      issuer: access.teamDomain,
      audience: access.audience,
      algorithms: ACCESS_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ["exp"],
    });
    const claims = v.safeParse(AccessClaims, payload);
    return claims.success ? { email: claims.output, dev: false } : undefined;
  } catch (error) {
    // A refused token is an answer (403), not a failure; the reason helps whoever configures Access.
    console.warn("staff area: Access token refused", error instanceof Error ? error.name : "unknown");
    return undefined;
  }
}
