import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { counterText, keyStep, swipeStep, wrapIndex, type GalleryPicture } from "../domain/gallery";
import { useT } from "../i18n/catalog";
import { Icon } from "./icons";
import { useModalDialog } from "./useModalDialog";

export interface LightboxProps {
  pictures: GalleryPicture[];
  title: string;
  /** Index of the picture shown; null while closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The pictures one by one, large, in a native modal <dialog> on an opaque ground: arrows, buttons and
 * (on a touch screen) a swipe step through them; Escape or the close button closes it and focus goes
 * back to the slide that opened it.
 */
export function Lightbox({ pictures, title, index, onIndex, onClose }: LightboxProps) {
  const t = useT();
  const dialog = useModalDialog(index !== null, onClose);
  const total = pictures.length;
  const current = index === null ? undefined : pictures[index];
  const step = (delta: number) => index !== null && onIndex(wrapIndex(index, delta, total));
  const swipeFrom = useRef<number | null>(null);
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const delta = swipeFrom.current === null ? undefined : swipeStep(event.clientX - swipeFrom.current);
    swipeFrom.current = null;
    if (delta !== undefined && total > 1) step(delta);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const delta = index === null ? undefined : keyStep(event.key, index, total);
    if (delta === undefined) return;
    event.preventDefault();
    step(delta);
  };

  return (
    <dialog ref={dialog} className="lightbox" aria-label={t("detail.gallery", { title })} onKeyDown={onKeyDown}>
      <button type="button" className="icon-button lightbox-close" onClick={onClose}>
        <Icon name="close" size={28} />
        <span className="sr-only">{t("common.close")}</span>
      </button>
      {current && index !== null && (
        <figure
          className="lightbox-figure"
          onPointerDown={(event) => void (swipeFrom.current = event.clientX)}
          onPointerUp={onPointerUp}
          onPointerCancel={() => void (swipeFrom.current = null)}
        >
          <img
            key={current.large}
            src={current.large}
            srcSet={current.largeSrcSet}
            sizes={current.largeSrcSet ? "100vw" : undefined}
            width={current.width}
            height={current.height}
            alt={current.alt}
            decoding="async"
            draggable={false}
          />
          <figcaption className="lightbox-counter" aria-live="polite">
            <span aria-hidden="true">{counterText(index, total)}</span>
            <span className="sr-only">{t("gallery.position", { current: index + 1, total })}</span>
          </figcaption>
        </figure>
      )}
      {total > 1 && (
        <div className="lightbox-nav">
          <button type="button" className="icon-button gallery-button" onClick={() => step(-1)}>
            <Icon name="previous" size={28} />
            <span className="sr-only">{t("gallery.previous")}</span>
          </button>
          <button type="button" className="icon-button gallery-button" onClick={() => step(1)}>
            <Icon name="next" size={28} />
            <span className="sr-only">{t("gallery.next")}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
