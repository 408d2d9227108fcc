import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASELINE_HEADERS } from "../../../worker/middleware/security";

/**
 * client/public/_headers as rules: an unindented line is a path pattern, an indented `Name: value`
 * one of its headers, an indented `! Name` removes a header an earlier rule set (kept as `!name`).
 */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? new Map<string, string>();
      rules.set(line.trim(), current);
      continue;
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detached && current) {
      current.set(`!${detached[1]!.toLowerCase()}`, "");
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (!match || !current) throw new Error(`unreadable _headers line: ${line}`);
    current.set(match[1]!.toLowerCase(), match[2]!.trim());
  }
  return rules;
}

const rules = parseHeadersFile(readFileSync(new URL("../../../client/public/_headers", import.meta.url), "utf8"));

describe("static files' headers (client/public/_headers)", () => {
  it("give every file the baseline the worker gives its pages", () => {
    const all = rules.get("/*");
    expect(all).toBeDefined();
    expect(Object.keys(BASELINE_HEADERS)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Cross-Origin-Resource-Policy", "Strict-Transport-Security", "Referrer-Policy"]),
    );
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(all?.get(name.toLowerCase()), name).toBe(value);
  });

  it("never weaken the baseline for a narrower path", () => {
    for (const [path, headers] of rules) {
      for (const name of Object.keys(BASELINE_HEADERS)) {
        const value = headers.get(name.toLowerCase());
        if (value !== undefined) expect(value, `${path} ${name}`).toBe(BASELINE_HEADERS[name]);
        expect(headers.has(`!${name.toLowerCase()}`), `${path} detaches ${name}`).toBe(false);
      }
    }
  });

  it("keep content-hashed assets for a year and other files a day", () => {
    expect(rules.get("/assets/*")?.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(rules.get("/images/*")?.get("cache-control")).toBe("public, max-age=86400");
  });
});
