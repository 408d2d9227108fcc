/**
 * Keeps the provider credentials out of every message. They travel in the query string (the
 * provider's protocol), so any foreign text — an exception from fetch, the provider's own Message —
 * may echo them, raw, URL-encoded or JSON-escaped.
 */

/** Returns a function that replaces each form of the user name and password with "***". */
export function redactor(credentials: { user: string; password: string }): (text: string) => string {
  const secrets = [credentials.password, credentials.user]
    .filter((secret) => secret !== "")
    .flatMap((secret) => [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1), encodeURIComponent(JSON.stringify(secret).slice(1, -1))]);
  // Longest first, so a secret containing another is replaced whole.
  const unique = [...new Set(secrets)].sort((a, b) => b.length - a.length);
  return (text) => unique.reduce((result, secret) => result.split(secret).join("***"), text);
}
