import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import Swiper from "swiper";
import { EffectFade } from "swiper/modules";
import "swiper/css";
import "swiper/css/effect-fade";
import "../styles/gallery.css";
import { GalleryThumbnails } from "../components/GalleryThumbnails";
import { Icon } from "../components/icons";
import { Lightbox } from "../components/Lightbox";
import { prefersReducedMotion } from "../components/useScrollY";
import { counterText, keyStep, SLIDE_TRANSITION_MS, wrapIndex, type GalleryPicture } from "../domain/gallery";
import { useT } from "../i18n/catalog";

export interface GalleryProps {
  pictures: GalleryPicture[];
  /** What the pictures show (a property's or a project's title), for the labels. */
  title: string;
}

/** The worker renders with no document; the browser hydrates with one. */
const onServer = () => typeof document === "undefined";

/**
 * A slide's anchor: without JavaScript the numbered links under the strip scroll it to their picture.
 * A page shows one gallery (a property's or a project's), so the ids are unique.
 */
const slideId = (at: number) => `gallery-photo-${at + 1}`;

/** Slides whose picture may load: the current one and its neighbours (fading slides all overlap, so native lazy loading cannot tell). */
function neighbours(index: number, total: number): number[] {
  return [index, wrapIndex(index, 1, total), wrapIndex(index, -1, total)];
}

/**
 * Property and project pictures. The server renders a scrollable strip (every picture reachable
 * without JavaScript through the numbered links under it, the first eager as the LCP, the rest lazy)
 * with the controls and the desktop thumbnails already in place, so nothing moves when the island
 * takes over; gallery.css hides them without JavaScript. Once hydrated, swiper turns the strip into a cross-fading gallery that only
 * moves when the visitor asks (prev/next, thumbnails, arrow keys, swipe); a slide opens the lightbox.
 */
export default function Gallery({ pictures, title }: GalleryProps) {
  const t = useT();
  const total = pictures.length;
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFollows = useRef(false);
  /** A slide asked for before swiper started (a tap held while the island hydrated): shown as it starts. */
  const wanted = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set(neighbours(0, total)));
  const [lightbox, setLightbox] = useState<number | null>(null);

  useEffect(() => {
    if (total > 1) setReady(true);
  }, [total]);

  // Swiper starts only after the render that dropped the far pictures' addresses, so they stay unloaded.
  useEffect(() => {
    if (!ready || !viewport.current) return;
    const instance = new Swiper(viewport.current, {
      modules: [EffectFade],
      effect: "fade",
      fadeEffect: { crossFade: true },
      speed: prefersReducedMotion() ? 0 : SLIDE_TRANSITION_MS,
      rewind: true,
      on: { slideChange: (s) => setIndex(s.realIndex) },
    });
    swiper.current = instance;
    if (wanted.current !== null) instance.slideTo(wanted.current);
    wanted.current = null;
    return () => {
      instance.destroy(false, false);
      swiper.current = null;
    };
  }, [ready]);

  useEffect(() => {
    setReached((before) => (neighbours(index, total).every((i) => before.has(i)) ? before : new Set([...before, ...neighbours(index, total)])));
    if (focusFollows.current) links.current[index]?.focus();
    focusFollows.current = false;
  }, [index, total]);

  if (total === 0) return <p className="picture-missing gallery-empty">{t("listing.noPhotos")}</p>;

  // Swiper starts a render after hydration: a tap replayed in between is kept for it, not lost.
  const show = (at: number) => {
    if (swiper.current) swiper.current.slideTo(at);
    else wanted.current = at;
  };
  const go = (delta: number) => show(wrapIndex(index, delta, total));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = ready ? keyStep(event.key, index, total) : undefined;
    if (delta === undefined) return;
    event.preventDefault();
    focusFollows.current = true;
    go(delta);
  };
  const open = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    event.preventDefault();
    // Swiper keeps a pressed pointer from focusing the slide; focus it, so the lightbox gives focus back to it.
    event.currentTarget.focus();
    setLightbox(at);
  };

  return (
    <section className={`gallery${ready ? " is-enhanced" : ""}`} aria-label={t("detail.gallery", { title })}>
      {/* The arrow keys act on the focused slide link inside; the viewport only listens (a delegated handler). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={viewport} className="swiper gallery-viewport" onKeyDown={onKeyDown}>
        <ul className="swiper-wrapper gallery-strip">
          {pictures.map((picture, at) => {
            const load = !ready || reached.has(at);
            return (
              <li key={picture.large} id={slideId(at)} className="swiper-slide gallery-slide" inert={ready && at !== index}>
                <a
                  ref={(link) => void (links.current[at] = link)}
                  href={picture.large}
                  onClick={(event) => open(event, at)}
                  aria-label={t("detail.openPicture", { number: at + 1, total })}
                >
                  <img
                    src={load ? picture.src : undefined}
                    srcSet={load ? picture.srcSet : undefined}
                    sizes={picture.srcSet ? "(min-width: 1024px) 66vw, 100vw" : undefined}
                    width={picture.width}
                    height={picture.height}
                    alt={picture.alt}
                    loading={at === 0 ? "eager" : "lazy"}
                    decoding="async"
                    {...(at === 0 ? { fetchPriority: "high" as const } : {})}
                  />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      {total > 1 && (
        <div className="gallery-controls">
          <button type="button" className="icon-button gallery-button gallery-previous" onClick={() => go(-1)}>
            <Icon name="previous" size={24} />
            <span className="sr-only">{t("gallery.previous")}</span>
          </button>
          <p className="gallery-counter" aria-live="polite">
            <span aria-hidden="true">{counterText(index, total)}</span>
            <span className="sr-only">{t("gallery.position", { current: index + 1, total })}</span>
          </p>
          <GalleryThumbnails pictures={pictures} index={index} onSelect={show} />
          <button type="button" className="icon-button gallery-button gallery-next" onClick={() => go(1)}>
            <Icon name="next" size={24} />
            <span className="sr-only">{t("gallery.next")}</span>
          </button>
        </div>
      )}
      {total > 1 ? (
        // Only without JavaScript (gallery.css hides it once scripts run): the count, and a link to each
        // picture, as the strip alone shows one picture and no sign of the others. The browser leaves the
        // server's count words, as working out a plural would set up Intl, the longest step of hydrating.
        <div className="gallery-no-js">
          <p className="gallery-count" suppressHydrationWarning>
            {onServer() ? t("detail.pictureCount", { count: total }) : ""}
          </p>
          <ol className="gallery-pages">
            {pictures.map((picture, at) => (
              <li key={picture.large}>
                <a href={`#${slideId(at)}`} aria-label={t("gallery.position", { current: at + 1, total })}>
                  {at + 1}
                </a>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="gallery-count">{t("detail.pictureCount", { count: total })}</p>
      )}
      <Lightbox pictures={pictures} title={title} index={lightbox} onIndex={setLightbox} onClose={() => setLightbox(null)} />
    </section>
  );
}
