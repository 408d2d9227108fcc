import type { BlockInput, LinkInput } from "../types";

/** Short builders for rich-text blocks, so the articles read like text rather than like JSON. */
export const p = (text: string): BlockInput => ({ type: "p", text });
export const h2 = (text: string): BlockInput => ({ type: "h2", text });
export const h3 = (text: string): BlockInput => ({ type: "h3", text });
export const ul = (...items: string[]): BlockInput => ({ type: "ul", items });
export const a = (text: string, link: LinkInput): BlockInput => ({ type: "link", text, link });
