import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameOriginPath } from "../../../worker/middleware/locale";

const ORIGIN = "https://www.vitrine.example";

describe("sameOriginPath", () => {
  it("collapses runs of slashes and backslashes, so no target reads as another host", () => {
    const cases: [string, string][] = [
      ["//evil.example/x", "/evil.example/x"],
      ["///evil.example", "/evil.example"],
      ["/\\evil.example", "/evil.example"],
      ["\\\\evil.example\\x", "/evil.example/x"],
      ["/\\/\\evil.example", "/evil.example"],
      ["/nl//te-koop//", "/nl/te-koop/"],
      ["", "/"],
      ["/", "/"],
      ["/nl/te-koop/", "/nl/te-koop/"],
    ];
    for (const [path, expected] of cases) expect(sameOriginPath(path), path).toBe(expected);
  });

  it("percent-encodes what browsers strip or split a URL on (tabs, newlines, spaces, controls)", () => {
    expect(sameOriginPath("/\t/evil.example")).toBe("/%09/evil.example");
    expect(sameOriginPath("/\r\n/evil.example")).toBe("/%0D%0A/evil.example");
    expect(sameOriginPath("/a b\u0000\u007F\u2028")).toBe("/a%20b%00%7F%E2%80%A8");
  });

  it("leaves encoded slashes encoded: browsers never read them as a host", () => {
    expect(sameOriginPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(sameOriginPath("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("always resolves, as a Location, to the site's own origin", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", "%", "2", "F", "5", "C", ".", ":", "@", "evil", "example", "x") }),
        (path) => {
          const target = sameOriginPath(path);
          expect(target).toMatch(/^\/(?![/\\])/);
          expect(new URL(target, `${ORIGIN}/nl/page/`).origin).toBe(ORIGIN);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
