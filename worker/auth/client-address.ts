import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Hextets of an IPv6 address that name its network: a /64, what one subscriber line is given. */
const NETWORK_HEXTETS = 4;

/** The eight hextets of an IPv6 address, however it is written (an IPv4 tail as two), or undefined when it is none. */
function hextetsOf(address: string): string[] | undefined {
  if (!address.includes(":")) return undefined;
  const parts = address.toLowerCase().split("::");
  if (parts.length > 2) return undefined;
  const ipv4 = (text: string) => {
    const bytes = text.split(".").map((byte) => (/^\d{1,3}$/.test(byte) ? Number(byte) : 256));
    return bytes.length === 4 && bytes.every((byte) => byte < 256)
      ? [(bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!].map((n) => n.toString(16))
      : ["x"];
  };
  // An IPv4 tail ("::ffff:192.0.2.1") takes the last two hextets.
  const groups = (text: string) => (text === "" ? [] : text.split(":").flatMap((group) => (group.includes(".") ? ipv4(group) : [group])));
  const left = groups(parts[0] ?? "");
  const right = parts.length === 2 ? groups(parts[1] ?? "") : [];
  const fill = 8 - left.length - right.length;
  // "::" stands for at least one group of zeros; without it, all eight are written.
  if (parts.length === 2 ? fill < 1 : fill !== 0) return undefined;
  const hextets = [...left, ...Array.from({ length: parts.length === 2 ? fill : 0 }, () => "0"), ...right];
  return hextets.every((hextet) => /^[0-9a-f]{1,4}$/.test(hextet)) ? hextets.map((hextet) => Number.parseInt(hextet, 16).toString(16)) : undefined;
}

/**
 * The /64 network of an IPv6 address ("2001:db8:0:1::/64"), or undefined when `address` is not one.
 * A single line gets a whole /64 and may use any address in it, so a per-address limit on IPv6 would
 * be a limit per attempt; IPv4 addresses are kept as they are.
 */
export function ipv6Network(address: string): string | undefined {
  const hextets = hextetsOf(address);
  return hextets && `${hextets.slice(0, NETWORK_HEXTETS).join(":")}::/64`;
}

/**
 * The key one client's requests are counted under: an IPv4 address as it is, also when written as an
 * IPv4-mapped IPv6 address ("::ffff:192.0.2.1", "::ffff:c000:201"), which is one IPv4 client and not the
 * network ::ffff:0:0/96 every such client would otherwise share; any other IPv6 address by its /64.
 */
export function clientKey(address: string): string {
  const hextets = hextetsOf(address);
  if (!hextets) return address;
  if (hextets.slice(0, 5).every((hextet) => hextet === "0") && hextets[5] === "ffff") {
    const [high, low] = [Number.parseInt(hextets[6]!, 16), Number.parseInt(hextets[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${hextets.slice(0, NETWORK_HEXTETS).join(":")}::/64`;
}

/**
 * The client's key for per-IP limits, the one rule every rate limit of the site keys by (login:
 * throttle.ts; forms and newsletter: worker/leads/post-limits.ts): CF-Connecting-IP as clientKey reads
 * it, "local" off Cloudflare (wrangler dev, tests).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = c.req.header("CF-Connecting-IP");
  if (!address) return "local";
  return clientKey(address);
}
