import { useEffect, useRef } from "react";
import type { GalleryPicture } from "../domain/gallery";
import { useT } from "../i18n/catalog";
import { prefersReducedMotion } from "./useScrollY";

export interface GalleryThumbnailsProps {
  pictures: GalleryPicture[];
  /** The picture the gallery shows, marked aria-current. */
  index: number;
  onSelect: (index: number) => void;
}

/**
 * The gallery's thumbnail strip (desktop only: gallery.css hides it on narrower screens, where the
 * visitor swipes and reads the counter). Each thumbnail is a button named "Photo 3 of 12"; the
 * small pictures load lazily, at low priority, so they never compete with the main picture.
 */
export function GalleryThumbnails({ pictures, index, onSelect }: GalleryThumbnailsProps) {
  const t = useT();
  const strip = useRef<HTMLUListElement>(null);
  const total = pictures.length;

  // Keeps the current thumbnail in sight by scrolling the strip only (scrollIntoView would move the page too).
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index];
    if (!list || !(item instanceof HTMLElement) || list.clientWidth === 0) return;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [index]);

  return (
    <ul ref={strip} className="gallery-thumbs">
      {pictures.map((picture, at) => (
        <li key={picture.large}>
          <button
            type="button"
            className="gallery-thumb"
            aria-label={t("gallery.position", { current: at + 1, total })}
            aria-current={at === index ? "true" : undefined}
            onClick={() => onSelect(at)}
          >
            <img src={picture.thumb} width={picture.width} height={picture.height} alt="" loading="lazy" decoding="async" fetchPriority="low" />
          </button>
        </li>
      ))}
    </ul>
  );
}
