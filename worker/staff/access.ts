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
 * Access service token such as `npm run owner:invite` uses, `service` true), or the fixed one of
 * local development.
 */
export type StaffIdentity = {
  email: string;
  dev: boolean;
  service: boolean;
  /** The identity provider's groups Access passed in the token (a "groups" claim), for worker/staff/roles.ts; often none. */
  groups: readonly string[];
  /** The person's name when the token carries one (a "name" claim, at the top or under "custom"), for the colleagues list. */
  name?: string | undefined;
};

/**
 * What a service token may do: only what `npm run owner:invite` (worker/dev/owner-invite.ts) asks.
 * A service token is a shared secret kept in a shell or a CI job, not a person who signed in: it gets
 * the one endpoint it exists for, never the leads, exports or erasure.
 */
export const SERVICE_ROUTES: readonly { method: string; path: string }[] = [{ method: "POST", path: "/staff/owners/invite/" }];

/** Whether `identity` may make this request: a person always (the guard let them in), a service token only on SERVICE_ROUTES. */
export function mayReach(identity: StaffIdentity, method: string, path: string): boolean {
  return !identity.service || SERVICE_ROUTES.some((route) => route.method === method.toUpperCase() && route.path === path);
}

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

/** Groups one token may carry that are looked at, and the longest name kept. */
const MAX_GROUPS = 100;
const MAX_GROUP_CHARS = 200;

/**
 * The groups of a token: Access passes an identity provider's groups as a claim named "groups" (at
 * the top, or under "custom" for an OIDC provider's custom claims), as names or as { name } objects.
 * Anything else is no group: a role then comes from the roles table.
 */
const Groups = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((items) =>
    items
      .slice(0, MAX_GROUPS)
      .map((item) =>
        typeof item === "string" ? item : typeof item === "object" && item !== null && "name" in item && typeof item.name === "string" ? item.name : "",
      )
      .map((name) => name.trim())
      .filter((name) => name !== "" && name.length <= MAX_GROUP_CHARS),
  ),
);
const GroupClaims = v.object({
  groups: v.fallback(Groups, []),
  custom: v.fallback(v.optional(v.object({ groups: v.fallback(Groups, []) })), undefined),
});

/** The longest name kept from a token (characters). */
const MAX_NAME_CHARS = 120;
const Name = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_NAME_CHARS)));
const NameClaims = v.object({ name: v.fallback(Name, undefined), custom: v.fallback(v.optional(v.object({ name: v.fallback(Name, undefined) })), undefined) });

/** The person's name a token carries, if any. */
function nameOf(payload: unknown): string | undefined {
  const claims = v.parse(NameClaims, payload);
  return claims.name ?? claims.custom?.name;
}

/** Every group a token names, each once. */
function groupsOf(payload: unknown): string[] {
  const claims = v.parse(GroupClaims, payload);
  return [...new Set([...claims.groups, ...(claims.custom?.groups ?? [])])];
}

/**
 * A person's token names their address; a service token's (Access "Service Auth") names no one and
 * carries its client id as `common_name` instead. Access only issues one for a token the
 * application's policy lets in, so the client id identifies an allowed caller.
 */
const AccessClaims = v.union([
  v.pipe(
    v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()) }),
    v.transform(({ email }): StaffIdentity => ({ email, dev: false, service: false, groups: [] })),
  ),
  v.pipe(
    v.object({ common_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_COMMON_NAME_CHARS), v.regex(/^[\w.-]+$/)) }),
    v.transform(({ common_name }): StaffIdentity => ({ email: `${SERVICE_IDENTITY_PREFIX}${common_name}`, dev: false, service: true, groups: [] })),
  ),
]);

/**
 * The staff member a request comes from, or undefined to refuse it. With Access configured, only a
 * token from the header that Access signed (the team's certificates), for this application (audience),
 * from the team (issuer), not expired, naming an address or a service token (which the guard then
 * keeps to SERVICE_ROUTES). Without Access, only local development:
 * a localhost SITE_ORIGIN (config.local) and a request to a loopback host; anywhere else nobody.
 */
export async function staffIdentity(config: Pick<Config, "access" | "local">, request: Request): Promise<StaffIdentity | undefined> {
  const { access } = config;
  if (!access)
    return config.local && isLoopbackHost(new URL(request.url).hostname) ? { email: DEV_IDENTITY, dev: true, service: false, groups: [] } : undefined;
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
    if (!claims.success) return undefined;
    return claims.output.service ? claims.output : { ...claims.output, groups: groupsOf(payload), name: nameOf(payload) };
  } catch (error) {
    // A refused token is an answer (403), not a failure; the reason helps whoever configures Access.
    console.warn("staff area: Access token refused", error instanceof Error ? error.name : "unknown");
    return undefined;
  }
}
