import { describe, expect, it } from "vitest";
import { fillTemplate } from "../../../client/staff/template";
import type { WorkingDocument } from "../../../worker/content/working-copy";
import { menuPages, sortsFor, withMove } from "../../../worker/staff/content/menu-order";

const page = (id: string, sort: number, inMenu = true): WorkingDocument => ({
  kind: "page",
  id,
  body: { id: Number(id), sort, inMenu },
  revision: 0,
  modifiedAt: null,
  modifiedBy: null,
});

describe("the menu's order", () => {
  it("lists only the pages in the menu, by sort number then id", () => {
    const pages = menuPages([page("5", 8), page("2", 1), page("9", 1), page("7", 0, false), { ...page("3", 4), kind: "article" }]);
    expect(pages.map((entry) => entry.id)).toEqual(["2", "9", "5"]);
  });

  it("moves one page up or down, never past the ends", () => {
    expect(withMove(["a", "b", "c"], "down:a")).toEqual(["b", "a", "c"]);
    expect(withMove(["a", "b", "c"], "up:c")).toEqual(["a", "c", "b"]);
    expect(withMove(["a", "b", "c"], "up:a")).toEqual(["a", "b", "c"]);
    expect(withMove(["a", "b", "c"], "down:c")).toEqual(["a", "b", "c"]);
    expect(withMove(["a", "b", "c"], "sideways:b")).toEqual(["a", "b", "c"]);
    expect(withMove(["a", "b", "c"], null)).toEqual(["a", "b", "c"]);
  });

  it("gives the pages their numbers again in the new order, or numbers them afresh when two shared one", () => {
    const pages = menuPages([page("1", 0), page("3", 1), page("4", 3), page("6", 14)]);
    expect(Object.fromEntries(sortsFor(pages, ["6", "1", "3", "4"])!)).toEqual({ "6": 0, "1": 1, "3": 3, "4": 14 });
    const shared = menuPages([page("1", 2), page("3", 2)]);
    expect(Object.fromEntries(sortsFor(shared, ["3", "1"])!)).toEqual({ "3": 1, "1": 2 });
  });

  it("refuses an order that is not exactly the menu's pages", () => {
    const pages = menuPages([page("1", 0), page("3", 1)]);
    expect(sortsFor(pages, ["1"])).toBeUndefined();
    expect(sortsFor(pages, ["1", "3", "3"])).toBeUndefined();
    expect(sortsFor(pages, ["1", "7"])).toBeUndefined();
  });
});

describe("a staff island's sentence", () => {
  it("fills the places it knows and leaves the others", () => {
    expect(fillTemplate("{label} is now at position {position} of {count}.", { label: "Contact", position: 2, count: 7 })).toBe(
      "Contact is now at position 2 of 7.",
    );
    expect(fillTemplate("{label} {unknown}", { label: "A" })).toBe("A {unknown}");
  });
});
