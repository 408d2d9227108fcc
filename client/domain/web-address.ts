/** Hosts on which plain http is accepted: a tile server or fake provider on this machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The URL of `text`, or undefined when it is not an absolute address (valibot runs every check of a pipe, so checks parse defensively). */
export function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** True for https, or plain http on this machine only (configuration addresses: provider, map style, site origin). */
export function isSecureOrLocal(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}
