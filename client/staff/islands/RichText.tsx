import type { Editor } from "@tiptap/core";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { blocksFromText, textFromBlocks, type Block } from "../block-text";
import { fromBlocks, toBlocks } from "../blocks-editor";
import { targetName, type LinkTarget, type RouteChoice } from "../link-target";
import { editorState, setBlockKind, type BlockKind, type EditorState } from "../rich-text-commands";
import { RichTextLinkPanel, type LinkPanelLabels } from "../RichTextLinkPanel";
import { RichTextPreview } from "../RichTextPreview";
import { RichTextToolbar, type ToolButton } from "../RichTextToolbar";
import { fillTemplate } from "../template";

/** Words of the editor, translated by the worker; `{target}` is filled in here. */
export interface RichTextLabels extends LinkPanelLabels {
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  linkBlock: string;
  undo: string;
  redo: string;
  hint: string;
  linkedTo: string;
}

export interface RichTextProps {
  /** The field's path: the name the no-script text area posts under, and this editor too. */
  name: string;
  /** The no-script text area's id, which the field's label and the form's error links point at. */
  id: string;
  labelId: string;
  /** The ids of the field's missing-translation note and error, when it shows them. */
  describedBy?: string | undefined;
  invalid?: boolean;
  lang?: string;
  /** What the no-script text area holds (client/staff/block-text.ts). */
  text: string;
  /** The pages a link may go to. */
  routes: RouteChoice[];
  labels: RichTextLabels;
}

const NO_STATE: EditorState = { kind: null, link: null, canUndo: false, canRedo: false };

/**
 * The content's rich text in an editor of its own blocks (rich-text-schema.ts), over the no-script
 * text area; it posts the same field in the same short syntax, so the worker reads either alike.
 * The blocks show at once as the editor will show them; the editor itself (Tiptap and ProseMirror,
 * rich-text-editor.ts) loads when staff first reach for the field, so reading a form costs none of it.
 */
export default function RichText({ name, id, labelId, describedBy, invalid, lang, text: initialText, routes, labels }: RichTextProps) {
  // blocksFromText builds only these shapes; a route it does not know stays as typed, for the save to refuse as from the text area.
  const [blocks] = useState(() => blocksFromText(initialText) as Block[]);
  const preview = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ left: number; top: number } | null>(null);
  const loading = useRef<Promise<Editor | null> | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [state, setState] = useState(NO_STATE);
  const [text, setText] = useState(initialText);
  const [linking, setLinking] = useState(false);
  // The editor's code could not load (a deploy replaced its chunk while the form was open): the plain text area comes back.
  const [failed, setFailed] = useState(false);

  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-describedby": [describedBy, `${id}-hint`].filter(Boolean).join(" "),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    ...(lang ? { lang } : {}),
  };

  const load = (): Promise<Editor | null> => {
    loading.current ??= import("../rich-text-editor").then(
      ({ createRichTextEditor }) => {
        const created = createRichTextEditor({ element: mount.current!, content: fromBlocks(blocks), routes, attributes: { ...attributes, class: "rt-area" } });
        created.on("transaction", () => setState(editorState(created)));
        created.on("update", () => setText(textFromBlocks(toBlocks(created.getJSON()))));
        const focused = document.activeElement === preview.current;
        // The preview goes now, so the editor lies where it was and the click lands where it was aimed.
        flushSync(() => {
          setEditor(created);
          setState(editorState(created));
        });
        if (focused) {
          // At once, not on the next frame as the focus command does: keys pressed meanwhile would land at the old place.
          created.commands.setTextSelection((pointer.current && created.view.posAtCoords(pointer.current)?.pos) ?? 1);
          created.view.focus();
        }
        return created;
      },
      (error: unknown) => {
        console.error("the rich text editor did not load", error);
        setFailed(true);
        return null;
      },
    );
    return loading.current;
  };
  const withEditor = (run: (ready: Editor) => void) => {
    if (editor) run(editor);
    else void load().then((ready) => ready && run(ready));
  };

  useEffect(() => () => void loading.current?.then((created) => created?.destroy()), []);
  // The label names the text area this replaced: a click on it focuses the editor instead.
  useEffect(() => {
    const label = document.getElementById(labelId);
    const focus = () => (editor ? editor.commands.focus() : preview.current?.focus());
    label?.addEventListener("click", focus);
    return () => label?.removeEventListener("click", focus);
  }, [editor, labelId]);

  const closeLink = () => {
    setLinking(false);
    if (editor) editor.commands.focus();
    else preview.current?.focus();
  };
  const applyLink = (target: LinkTarget) => {
    setLinking(false);
    withEditor((ready) => ready.chain().focus().setLinkBlock(target).run());
  };
  const kindButton = (kind: Exclude<BlockKind, "link">, label: string): ToolButton => ({
    key: kind,
    label,
    pressed: state.kind === kind,
    onPress: () => withEditor((ready) => setBlockKind(ready, kind)),
  });
  const buttons: ToolButton[] = [
    kindButton("paragraph", labels.paragraph),
    kindButton("h2", labels.heading2),
    kindButton("h3", labels.heading3),
    kindButton("list", labels.bulletList),
    {
      key: "link",
      label: labels.linkBlock,
      pressed: state.kind === "link",
      opens: { id: `${id}-link`, open: linking },
      onPress: () => (linking ? closeLink() : setLinking(true)),
    },
    { key: "undo", label: labels.undo, disabled: !state.canUndo, onPress: () => editor?.chain().focus().undo().run() },
    { key: "redo", label: labels.redo, disabled: !state.canRedo, onPress: () => editor?.chain().focus().redo().run() },
  ];

  if (failed)
    return <textarea id={id} name={name} lang={lang} rows={10} defaultValue={text} aria-describedby={describedBy} aria-invalid={invalid ? true : undefined} />;
  return (
    <div className="rich-text" onFocus={() => void load()} onPointerDown={() => void load()}>
      <RichTextToolbar label={labels.toolbar} controls={id} buttons={buttons} />
      {linking && (
        <RichTextLinkPanel
          id={`${id}-link`}
          routes={routes}
          current={state.link}
          labels={labels}
          onApply={applyLink}
          onRemove={() => {
            setLinking(false);
            withEditor((ready) => setBlockKind(ready, "paragraph"));
          }}
          onClose={closeLink}
        />
      )}
      {!editor && (
        <div
          ref={preview}
          {...attributes}
          role="textbox"
          className="rt-area"
          tabIndex={0}
          onPointerDown={(event) => {
            pointer.current = { left: event.clientX, top: event.clientY };
          }}
        >
          <RichTextPreview blocks={blocks} routes={routes} />
        </div>
      )}
      <div ref={mount} />
      <p className="rt-status" aria-live="polite">
        {state.link ? fillTemplate(labels.linkedTo, { target: targetName(state.link, routes) }) : ""}
      </p>
      <p className="hint" id={`${id}-hint`}>
        {labels.hint}
      </p>
      <input type="hidden" name={name} value={text} />
    </div>
  );
}
