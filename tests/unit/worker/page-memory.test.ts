import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetPages,
  memorizedPage,
  memorizePage,
  pageMemoryStored,
  pageWithNonce,
  piecesOf,
  PAGE_MEMORY_BYTES,
  type MemorizedPage,
} from "../../../worker/middleware/page-memory";

const page = (html: string, expiresAt = 10_000): MemorizedPage => ({ pieces: piecesOf(html, "STORED"), etag: 'W/"e"', headers: [], repeat: "", expiresAt });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(() => forgetPages());

describe("the isolate's memory of cached pages", () => {
  it("gives a page back with each hit's own nonce wherever the stored one stood, in UTF-8", () => {
    const stored = page('<script nonce="abc+/=">x</script><p>Één €</p><style nonce="abc+/="></style>');
    const pieces = piecesOf('<script nonce="abc+/=">x</script><p>Één €</p><style nonce="abc+/="></style>', "abc+/=");
    expect(text(pageWithNonce({ ...stored, pieces }, "NEW"))).toBe('<script nonce="NEW">x</script><p>Één €</p><style nonce="NEW"></style>');
    expect(text(pageWithNonce(page("no nonce at all"), "NEW"))).toBe("no nonce at all");
    expect(text(pageWithNonce(page("STORED"), "NEW"))).toBe("NEW");
  });

  it("answers a page until the time the Cache API lets it go, then forgets it", () => {
    const stored = page("<p>home</p>", 1_000);
    memorizePage("k", stored);
    expect(memorizedPage("k", 999)).toBe(stored);
    expect(memorizedPage("k", 1_000)).toBeUndefined();
    expect(pageMemoryStored()).toEqual({ pages: 0, bytes: 0 });
  });

  it("replaces a page stored again under its key, counting it once", () => {
    memorizePage("k", page("a".repeat(100)));
    memorizePage("k", page("b".repeat(50)));
    expect(text(pageWithNonce(memorizedPage("k", 0)!, "NEW"))).toBe("b".repeat(50));
    expect(pageMemoryStored()).toEqual({ pages: 1, bytes: 51 });
  });

  it("keeps within PAGE_MEMORY_BYTES, dropping the least recently used page first", () => {
    const size = PAGE_MEMORY_BYTES / 10;
    for (let index = 0; index < 9; index++) memorizePage(`page ${index}`, page("x".repeat(size - 10)));
    // Page 0 used again: page 1 is now the least recently used.
    expect(memorizedPage("page 0", 0)).toBeDefined();
    memorizePage("page 9", page("x".repeat(size - 10)));
    memorizePage("page 10", page("x".repeat(size - 10)));
    expect(pageMemoryStored().bytes).toBeLessThanOrEqual(PAGE_MEMORY_BYTES);
    expect(memorizedPage("page 0", 0)).toBeDefined();
    expect(memorizedPage("page 1", 0)).toBeUndefined();
    expect(memorizedPage("page 10", 0)).toBeDefined();
  });

  it("leaves a page too large for it to the Cache API alone", () => {
    memorizePage("huge", page("x".repeat(PAGE_MEMORY_BYTES / 4)));
    expect(memorizedPage("huge", 0)).toBeUndefined();
  });
});
