import { describe, expect, it } from "vitest";
import { type TreeItem, type TreeNode, buildTree } from "../../../client/domain/tree";

/** Compact view of a forest: "id(child,child)". */
const shape = (nodes: TreeNode[]): string => nodes.map((node) => (node.children.length ? `${node.id}(${shape(node.children)})` : String(node.id))).join(",");

const item = (ID: number | string, ParentID: TreeItem["ParentID"], Name = `N${ID}`): TreeItem => ({ ID, ParentID, Name, WebID: 1 });

describe("buildTree", () => {
  it("maps an item to a node with value, label and the item itself", () => {
    const source = { ID: 4, ParentID: 0, Name: "Team", WebID: 2 };
    expect(buildTree([source])).toEqual([{ id: 4, parentid: 0, value: "4-Team", label: "Team", item: source, children: [] }]);
  });

  it.each<[string, TreeItem[], string]>([
    ["nests children under their parent", [item(1, 0), item(2, 1), item(3, 1), item(4, 2)], "1(2(4),3)"],
    ["attaches a child listed before its parent", [item(2, 1), item(1, 0)], "1(2)"],
    ["makes a parent id of null a root", [item(1, null), item(2, null)], "1,2"],
    ["makes a missing parent id a root", [item(1, undefined)], "1"],
    ["makes a parent id of text zero a root", [item(1, "0")], "1"],
    ["makes an item whose parent is not listed a root", [item(1, 0), item(2, 99)], "1,2"],
    ["matches ids given as text and as numbers", [item("1", 0), item(2, "1")], "1(2)"],
    ["makes an item that is its own parent a root", [item(1, 1)], "1"],
    ["breaks a two-item cycle at the first item", [item(1, 2), item(2, 1)], "1(2)"],
    ["breaks a longer cycle at the first item", [item(3, 1), item(1, 2), item(2, 3)], "3(2(1))"],
    ["keeps the tail that leads into a cycle, children in input order", [item(9, 1), item(1, 2), item(2, 1)], "1(9,2)"],
    ["keeps the first of two items with the same id", [item(1, 0, "first"), item(1, 0, "second")], "1"],
    ["gives an empty forest for no items", [], ""],
  ])("%s", (_behaviour, items, expected) => {
    expect(shape(buildTree(items))).toBe(expected);
  });

  it("keeps the first duplicate's name", () => {
    expect(buildTree([item(1, 0, "first"), item(1, 0, "second")])[0]?.label).toBe("first");
  });

  it("keeps the given parent id on a root whose parent is missing", () => {
    expect(buildTree([item(2, 99)])[0]?.parentid).toBe(99);
  });
});
