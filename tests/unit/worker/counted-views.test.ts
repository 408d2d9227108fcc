import { beforeEach, describe, expect, it } from "vitest";
import { alreadyCounted, forgetCountedViews, rememberCounted } from "../../../worker/memory/counted-views";

const visitor = { address: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0" };

describe("views this isolate already counted", () => {
  beforeEach(forgetCountedViews);

  it("knows a visitor's view of a property once it was counted that day", () => {
    expect(alreadyCounted("2026-11-28", 5029, visitor)).toBe(false);
    rememberCounted("2026-11-28", 5029, visitor);
    expect(alreadyCounted("2026-11-28", 5029, { ...visitor })).toBe(true);
  });

  it("tells apart the next day, another property, another address and another browser", () => {
    rememberCounted("2026-11-28", 5029, visitor);
    expect(alreadyCounted("2026-11-29", 5029, visitor)).toBe(false);
    expect(alreadyCounted("2026-11-28", 5030, visitor)).toBe(false);
    expect(alreadyCounted("2026-11-28", 5029, { ...visitor, address: "198.51.100.8" })).toBe(false);
    expect(alreadyCounted("2026-11-28", 5029, { ...visitor, userAgent: `${visitor.userAgent} ` })).toBe(false);
  });

  it("does not confuse an address and a User-Agent that run into one another", () => {
    rememberCounted("2026-11-28", 5029, { address: "10.0.0.1", userAgent: "1Mozilla" });
    expect(alreadyCounted("2026-11-28", 5029, { address: "10.0.0.11", userAgent: "Mozilla" })).toBe(false);
  });

  it("tells apart thousands of visitors of one property on one day", () => {
    for (let index = 0; index < 5_000; index++)
      rememberCounted("2026-11-28", 1, { address: `10.0.${index >> 8}.${index & 255}`, userAgent: visitor.userAgent });
    const strangers = Array.from({ length: 5_000 }, (_, index) => ({ address: `10.1.${index >> 8}.${index & 255}`, userAgent: visitor.userAgent }));
    expect(strangers.filter((stranger) => alreadyCounted("2026-11-28", 1, stranger))).toEqual([]);
  });
});
