import { useEffect, useState } from "react";
import { Icon } from "../components/icons";
import { useModalDialog } from "../components/useModalDialog";
import { MS_PER_SECOND } from "../domain/limits";
import { useT } from "../i18n/catalog";

export interface PopupProps {
  title: string;
  description: string;
  delaySeconds: number;
  link?: { href: string; label: string } | undefined;
  media?: { src: string; width: number; height: number } | undefined;
}

export const POPUP_CLOSED_KEY = "vitrine.popup.closed";
const OTHER_DIALOG_RETRY_MS = 1000;

/** SPEC 4: a visitor coming back from the pop-up's own action (or a 'modal-clicked' address) is not asked again. */
function alreadyAnswered(): boolean {
  if (sessionStorage.getItem(POPUP_CLOSED_KEY)) return true;
  if (location.href.includes("modal-clicked")) return true;
  const action = document.forms[0]?.getAttribute("action");
  return !!action && location.href.includes(action);
}

/** The timed pop-up: shown after `delay` seconds, at most once per browser session. */
export default function Popup(props: PopupProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => {
    sessionStorage.setItem(POPUP_CLOSED_KEY, "1");
    setOpen(false);
  };
  const dialog = useModalDialog(open, close);

  useEffect(() => {
    if (alreadyAnswered()) {
      sessionStorage.setItem(POPUP_CLOSED_KEY, "1");
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    // Never on top of another dialog (the cookie question comes first).
    const show = () => {
      if (document.querySelector("dialog[open]")) timer = setTimeout(show, OTHER_DIALOG_RETRY_MS);
      else setOpen(true);
    };
    timer = setTimeout(show, props.delaySeconds * MS_PER_SECOND);
    return () => clearTimeout(timer);
  }, [props.delaySeconds]);

  return (
    <dialog ref={dialog} className="popup" aria-labelledby="popup-title">
      <button type="button" className="icon-button dialog-close" onClick={close}>
        <Icon name="close" size={24} />
        <span className="sr-only">{t("common.close")}</span>
      </button>
      {props.media && <img src={props.media.src} width={props.media.width} height={props.media.height} alt="" loading="lazy" />}
      <h2 id="popup-title">{props.title}</h2>
      <p>{props.description}</p>
      {props.link && (
        <a className="button button-primary" href={props.link.href} onClick={() => sessionStorage.setItem(POPUP_CLOSED_KEY, "1")}>
          {props.link.label}
        </a>
      )}
    </dialog>
  );
}
