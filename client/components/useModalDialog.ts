import { useEffect, useRef } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's tabbable elements, in order, skipping hidden ones. */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Keeps Tab inside the dialog: a native modal makes the page inert but lets Tab leave for the
 * browser's own controls, which strands keyboard users outside the dialog they must answer.
 */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const items = tabbables(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Drives a native <dialog> as a modal: the browser makes the page inert and closes on Escape; we keep
 * Tab inside it, close on a backdrop click and give focus back to what opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      closeRef.current();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && dialog.dataset.dismissable !== "false") dialog.close();
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener("close", onDialogClose);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("close", onDialogClose);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return ref;
}
