import type { Editor } from "@tiptap/core";
import type { LinkTarget } from "./link-target";

/** What the block with the cursor is, as the toolbar's pressed buttons say it. */
export type BlockKind = "paragraph" | "h2" | "h3" | "list" | "link";

export interface EditorState {
  /** Null when the selection spans blocks of different kinds. */
  kind: BlockKind | null;
  link: LinkTarget | null;
  canUndo: boolean;
  canRedo: boolean;
}

const stringOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function kindOf(editor: Editor): BlockKind | null {
  // A list item holds a paragraph: the list is what the block is.
  if (editor.isActive("bulletList")) return "list";
  if (editor.isActive("linkBlock")) return "link";
  if (editor.isActive("heading", { level: 2 })) return "h2";
  if (editor.isActive("heading", { level: 3 })) return "h3";
  return editor.isActive("paragraph") ? "paragraph" : null;
}

export function editorState(editor: Editor): EditorState {
  const kind = kindOf(editor);
  const attrs = editor.getAttributes("linkBlock");
  return {
    kind,
    link: kind === "link" ? { route: stringOrNull(attrs.route), href: stringOrNull(attrs.href) } : null,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * Makes the blocks of the selection `kind` (a link's target is set by setLinkBlock). Pressing the
 * kind a block already is turns it back into a paragraph, as a pressed toggle button lets go.
 */
export function setBlockKind(editor: Editor, kind: Exclude<BlockKind, "link">): void {
  const chain = editor.chain().focus();
  switch (kind) {
    case "paragraph":
      // Lifts list items out of their list and makes headings and links plain paragraphs.
      chain.clearNodes().run();
      return;
    case "h2":
    case "h3":
      chain.toggleHeading({ level: kind === "h2" ? 2 : 3 }).run();
      return;
    case "list":
      chain.toggleBulletList().run();
      return;
  }
}
