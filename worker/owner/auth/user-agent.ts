/**
 * A browser and system in words ("Chrome · Windows") from a User-Agent: how a passkey is named when
 * the owner gives it no name, and how the account page tells the signed-in browsers apart.
 */

/** Browsers by the User-Agent token that names them, the more specific first (Edge and Opera also say "Chrome"). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const PLATFORMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome · Windows", "Safari · iPhone", "Firefox"; undefined when the User-Agent names no known browser nor system. */
export function deviceName(userAgent: string | null | undefined): string | undefined {
  const agent = userAgent ?? "";
  const parts = [firstMatch(agent, BROWSERS), firstMatch(agent, PLATFORMS)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}
