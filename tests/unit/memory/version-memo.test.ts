import { describe, expect, it, vi } from "vitest";
import { VersionMemo } from "../../../worker/memory/version-memo";

/** A build function that counts its calls and names each value after the call that made it. */
function counter(label: string) {
  let calls = 0;
  const build = vi.fn(() => `${label}#${++calls}`);
  return build;
}

describe("VersionMemo.get", () => {
  it("builds a key once per version", () => {
    const memo = new VersionMemo<string>();
    const build = counter("a");
    expect(memo.get(1, "a", build)).toBe("a#1");
    expect(memo.get(1, "a", build)).toBe("a#1");
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("keeps different keys and different versions apart", () => {
    const memo = new VersionMemo<string>();
    expect(memo.get(1, "a", () => "v1-a")).toBe("v1-a");
    expect(memo.get(1, "b", () => "v1-b")).toBe("v1-b");
    expect(memo.get(2, "a", () => "v2-a")).toBe("v2-a");
    const never = vi.fn(() => "rebuilt");
    expect(memo.get(1, "a", never)).toBe("v1-a");
    expect(memo.get(1, "b", never)).toBe("v1-b");
    expect(memo.get(2, "a", never)).toBe("v2-a");
    expect(never).not.toHaveBeenCalled();
  });

  it("keeps a falsy value as a value, not as a miss", () => {
    const memo = new VersionMemo<number | null>();
    const build = vi.fn(() => null);
    expect(memo.get(1, "k", build)).toBeNull();
    expect(memo.get(1, "k", build)).toBeNull();
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe("VersionMemo.load", () => {
  it("loads once and returns the stored value after", async () => {
    const memo = new VersionMemo<string>();
    const load = vi.fn(async () => "loaded");
    expect(await memo.load(7, "index:nl", load)).toBe("loaded");
    expect(await memo.load(7, "index:nl", load)).toBe("loaded");
    expect(memo.get(7, "index:nl", () => "built")).toBe("loaded");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("remembers a null result for the version", async () => {
    const memo = new VersionMemo<string | null>();
    const load = vi.fn(async () => null);
    expect(await memo.load(1, "missing", load)).toBeNull();
    expect(await memo.load(1, "missing", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stores nothing when the load fails, so the next request loads again", async () => {
    const memo = new VersionMemo<string>();
    await expect(memo.load(1, "k", () => Promise.reject(new Error("KV down")))).rejects.toThrow("KV down");
    const load = vi.fn(async () => "second");
    expect(await memo.load(1, "k", load)).toBe("second");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("still answers a load whose version was dropped while it ran, without keeping it", async () => {
    const memo = new VersionMemo<string>();
    let finish: (value: string) => void = () => undefined;
    const pending = memo.load(1, "k", () => new Promise<string>((resolve) => (finish = resolve)));
    memo.get(2, "k", () => "v2");
    memo.get(3, "k", () => "v3");
    finish("v1");
    expect(await pending).toBe("v1");
    const again = vi.fn(() => "v1 again");
    expect(memo.get(1, "k", again)).toBe("v1 again");
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe("VersionMemo versions", () => {
  it("keeps the previous version when a new one arrives (requests under way still read it)", () => {
    const memo = new VersionMemo<string>();
    memo.get(1, "k", () => "v1");
    memo.get(2, "k", () => "v2");
    const build = vi.fn(() => "rebuilt");
    expect(memo.get(1, "k", build)).toBe("v1");
    expect(memo.get(2, "k", build)).toBe("v2");
    expect(build).not.toHaveBeenCalled();
  });

  it("drops the versions older than the newest but one", () => {
    const memo = new VersionMemo<string>();
    memo.get(1, "k", () => "v1");
    memo.get(2, "k", () => "v2");
    memo.get(3, "k", () => "v3");
    const kept = vi.fn(() => "rebuilt");
    expect(memo.get(2, "k", kept)).toBe("v2");
    expect(memo.get(3, "k", kept)).toBe("v3");
    expect(kept).not.toHaveBeenCalled();
    const dropped = vi.fn(() => "v1 rebuilt");
    expect(memo.get(1, "k", dropped)).toBe("v1 rebuilt");
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it("keeps the two highest versions whatever their numbers (an abandoned run's number is never published)", () => {
    const memo = new VersionMemo<string>();
    memo.get(10, "k", () => "v10");
    memo.get(11, "k", () => "v11");
    memo.get(20, "k", () => "v20");
    const build = vi.fn((): string => "rebuilt");
    expect(memo.get(20, "k", build)).toBe("v20");
    expect(memo.get(11, "k", build)).toBe("v11");
    expect(build).not.toHaveBeenCalled();
    expect(memo.get(10, "k", build)).toBe("rebuilt");
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("does not keep a version below the two highest that is asked for late", () => {
    const memo = new VersionMemo<string>();
    memo.get(5, "k", () => "v5");
    memo.get(4, "k", () => "v4");
    const build = counter("v3");
    expect(memo.get(3, "k", build)).toBe("v3#1");
    expect(memo.get(3, "k", build)).toBe("v3#2");
    expect(memo.get(5, "k", () => "rebuilt")).toBe("v5");
    expect(memo.get(4, "k", () => "rebuilt")).toBe("v4");
  });
});

describe("VersionMemo maxEntries", () => {
  it("drops the oldest key of a version first", () => {
    const memo = new VersionMemo<string>(2);
    memo.get(1, "a", () => "a");
    memo.get(1, "b", () => "b");
    memo.get(1, "c", () => "c");
    const build = vi.fn((): string => "rebuilt");
    expect(memo.get(1, "b", build)).toBe("b");
    expect(memo.get(1, "c", build)).toBe("c");
    expect(build).not.toHaveBeenCalled();
    // "a" was the oldest: it is built again, and now "b" is the oldest and goes.
    expect(memo.get(1, "a", build)).toBe("rebuilt");
    expect(memo.get(1, "c", build)).toBe("c");
    expect(memo.get(1, "b", build)).toBe("rebuilt");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("counts the keys of each version on their own", () => {
    const memo = new VersionMemo<string>(1);
    memo.get(1, "a", () => "v1-a");
    memo.get(2, "a", () => "v2-a");
    const build = vi.fn((): string => "rebuilt");
    expect(memo.get(1, "a", build)).toBe("v1-a");
    expect(memo.get(2, "a", build)).toBe("v2-a");
    expect(build).not.toHaveBeenCalled();
  });

  it("applies to loaded values too", async () => {
    const memo = new VersionMemo<string>(1);
    await memo.load(1, "a", async () => "a");
    await memo.load(1, "b", async () => "b");
    const load = vi.fn(async () => "reloaded");
    expect(await memo.load(1, "b", load)).toBe("b");
    expect(await memo.load(1, "a", load)).toBe("reloaded");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
