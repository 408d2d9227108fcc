import { Editor, type JSONContent } from "@tiptap/core";
import type { RouteChoice } from "./link-target";
import { richTextExtensions } from "./rich-text-schema";

export interface RichTextEditorOptions {
  /** Where the editable element goes (appended). */
  element: HTMLElement;
  content: JSONContent;
  routes: readonly RouteChoice[];
  /** The editable element's attributes: its role, names, language. */
  attributes: Record<string, string>;
}

/**
 * The editor of one rich text field. Its own chunk: islands/RichText.tsx loads it when staff first
 * reach for a field, so a form that is only read never downloads Tiptap and ProseMirror.
 */
export function createRichTextEditor({ element, content, routes, attributes }: RichTextEditorOptions): Editor {
  return new Editor({
    element,
    extensions: richTextExtensions({ routes }),
    content,
    // The page's CSP admits no style element without its nonce: the editor's rules are in the staff stylesheet.
    injectCSS: false,
    editorProps: { attributes },
  });
}
