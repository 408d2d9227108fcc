import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Hextets of an IPv6 address that name its network: a /64, what one subscriber line is given. */
const NETWORK_HEXTETS = 4;

/**
 * The /64 network of an IPv6 address ("2001:db8:0:1::/64"), or undefined when `address` is not one.
 * A single line gets a whole /64 and may use any address in it, so a per-address limit on IPv6 would
 * be a limit per attempt; IPv4 addresses are kept as they are.
 */
export function ipv6Network(address: string): string | undefined {
  if (!address.includes(":")) return undefined;
  const parts = address.toLowerCase().split("::");
  if (parts.length > 2) return undefined;
  // An IPv4 tail ("::ffff:192.0.2.1") takes the last two hextets: outside the network part.
  const groups = (text: string) => (text === "" ? [] : text.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])));
  const left = groups(parts[0] ?? "");
  const right = parts.length === 2 ? groups(parts[1] ?? "") : [];
  const fill = 8 - left.length - right.length;
  // "::" stands for at least one group of zeros; without it, all eight are written.
  if (parts.length === 2 ? fill < 1 : fill !== 0) return undefined;
  const hextets = [...left, ...Array.from({ length: parts.length === 2 ? fill : 0 }, () => "0"), ...right];
  if (!hextets.every((hextet) => /^[0-9a-f]{1,4}$/.test(hextet))) return undefined;
  return `${hextets
    .slice(0, NETWORK_HEXTETS)
    .map((hextet) => Number.parseInt(hextet, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client's key for per-IP limits, the one rule every rate limit of the site keys by (login:
 * throttle.ts; forms and newsletter: worker/leads/post-limits.ts): CF-Connecting-IP, its /64 for an
 * IPv6 address, "local" off Cloudflare (wrangler dev, tests).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = c.req.header("CF-Connecting-IP");
  if (!address) return "local";
  return ipv6Network(address) ?? address;
}
