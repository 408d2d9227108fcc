import type { Extensions } from "@tiptap/core";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import { BulletList } from "@tiptap/extension-list/bullet-list";
import { ListItem } from "@tiptap/extension-list/item";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions/undo-redo";
import { LinkBlock, type LinkBlockOptions } from "./link-block";

/** Exactly the content's blocks (block-text.ts Block), so nothing typed or pasted can be what the site cannot show. */
const BlocksDocument = Document.extend({ content: "(paragraph | heading | bulletList | linkBlock)+" });

/** One paragraph per item: a nested list has no place in the content. Tab is left to move the focus on. */
const FlatListItem = ListItem.extend({
  content: "paragraph",
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/** The editor's nodes (no marks at all: the content has no bold, italics or inline links) and its history. */
export function richTextExtensions(link: Partial<LinkBlockOptions> = {}): Extensions {
  return [BlocksDocument, Text, Paragraph, Heading.configure({ levels: [2, 3] }), BulletList, FlatListItem, HardBreak, LinkBlock.configure(link), UndoRedo];
}
