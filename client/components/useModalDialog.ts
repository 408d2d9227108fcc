import { useEffect, useRef } from "react";

/**
 * Drives a native <dialog> as a modal: the browser traps focus, makes the page inert and closes on
 * Escape; we add closing on a backdrop click and give focus back to what opened it.
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
    dialog.addEventListener("close", onDialogClose);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("close", onDialogClose);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  return ref;
}
