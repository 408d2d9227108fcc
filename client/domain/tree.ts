/**
 * Tree of list items (SPEC 3 "Tree node from list items"), e.g. categories for a tree select.
 * Roots are items without a parent (0, "0", null, undefined, "") or whose parent is not in the list.
 */

export type TreeId = number | string;

export interface TreeItem {
  ID: TreeId;
  ParentID?: TreeId | null;
  Name: string;
  WebID?: TreeId | null;
}

export interface TreeNode<T extends TreeItem = TreeItem> {
  id: TreeId;
  /** The item's ParentID as given (null when absent), even when the parent was not found. */
  parentid: TreeId | null;
  /** `${ID}-${Name}`: unique even when two items share a name. */
  value: string;
  label: string;
  item: T;
  children: TreeNode<T>[];
}

/**
 * Builds the forest in input order. Items whose ID repeats are kept once (the first wins).
 * A parent cycle (A → B → A, or an item that is its own parent) is broken at the cycle's first item
 * in input order, which becomes a root; the rest of the cycle stays under it.
 */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) {
    const key = String(item.ID);
    if (nodes.has(key)) continue;
    nodes.set(key, {
      id: item.ID,
      parentid: item.ParentID ?? null,
      value: `${item.ID}-${item.Name}`,
      label: item.Name,
      item,
      children: [],
    });
  }

  const parentOf = new Map<string, string>();
  for (const [key, node] of nodes) {
    const parent = parentKey(node.parentid);
    if (parent !== undefined && nodes.has(parent)) parentOf.set(key, parent);
  }
  for (const key of nodes.keys()) {
    if (isInCycle(key, parentOf)) parentOf.delete(key);
  }

  const roots: TreeNode<T>[] = [];
  for (const [key, node] of nodes) {
    const parent = parentOf.get(key);
    const parentNode = parent === undefined ? undefined : nodes.get(parent);
    if (parentNode === undefined) roots.push(node);
    else parentNode.children.push(node);
  }
  return roots;
}

function parentKey(parentId: TreeId | null): string | undefined {
  if (parentId === null || parentId === "" || parentId === 0 || parentId === "0") return undefined;
  return String(parentId);
}

/** Walks up from `start`; true when the walk comes back to it. Stops at a cycle that excludes it. */
function isInCycle(start: string, parentOf: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  let current = parentOf.get(start);
  while (current !== undefined && !seen.has(current)) {
    if (current === start) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}
