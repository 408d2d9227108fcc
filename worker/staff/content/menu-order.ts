import type { WorkingDocument } from "../../content/working-copy";

/** A page of the site's menu as the order editor sees it. */
export interface MenuPage {
  document: WorkingDocument;
  id: string;
  sort: number;
}

type Body = Record<string, unknown>;
const bodyOf = (document: WorkingDocument): Body => (document.body !== null && typeof document.body === "object" ? (document.body as Body) : {});

/** The pages marked for the menu (drafts too: their place is kept for when they are published), in menu order. */
export function menuPages(documents: readonly WorkingDocument[]): MenuPage[] {
  return documents
    .filter((document) => document.kind === "page" && bodyOf(document).inMenu === true)
    .map((document) => ({ document, id: document.id, sort: Number(bodyOf(document).sort) || 0 }))
    .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
}

/** The order after one no-script move (`up:ID` or `down:ID`); unchanged for anything else. */
export function withMove(order: readonly string[], move: string | null): string[] {
  const next = [...order];
  const [direction, id] = (move ?? "").split(":");
  const from = next.indexOf(id ?? "");
  const to = direction === "up" ? from - 1 : direction === "down" ? from + 1 : from;
  if (from < 0 || to < 0 || to >= next.length || to === from) return next;
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * Each page's sort number for `order`, or undefined when `order` is not exactly the menu's pages.
 * The pages keep the numbers they had between them (so a page outside the menu keeps its place
 * relative to them), unless two shared one: then they are numbered afresh.
 */
export function sortsFor(pages: readonly MenuPage[], order: readonly string[]): Map<string, number> | undefined {
  const ids = new Set(pages.map((page) => page.id));
  if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) return undefined;
  const numbers = pages.map((page) => page.sort).sort((a, b) => a - b);
  const distinct = new Set(numbers).size === numbers.length;
  return new Map(order.map((id, index) => [id, distinct ? numbers[index]! : index + 1]));
}
