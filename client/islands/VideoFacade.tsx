import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Icon } from "../components/icons";
import { embedUrl, youtubeThumbnailUrl, type MediaLink, type ThumbnailQuality } from "../domain/media";
import { useT } from "../i18n/catalog";

/** SPEC 10: YouTube thumbnail quality low, medium or high, high by default. */
export const VIDEO_THUMBNAIL_QUALITY: ThumbnailQuality = "high";
/** Width and height of YouTube's "hqdefault" still, so the facade reserves its space. */
const THUMBNAIL_SIZE_PX = { width: 480, height: 360 } as const;

export interface VideoFacadeProps {
  link: Extract<MediaLink, { kind: "youtube" | "vimeo" }>;
  /** What the video shows, for the labels (a property's title). */
  title: string;
}

/**
 * A click-to-load video: until the visitor asks for it, only a still (YouTube) or a plain poster
 * (Vimeo) is shown and nothing is fetched from the player's host. Without JavaScript it is a link
 * to the video.
 */
export default function VideoFacade({ link, title }: VideoFacadeProps) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const player = embedUrl(link);
  // The link that was clicked is gone: keyboard users continue in the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing && player) {
    const separator = player.includes("?") ? "&" : "?";
    return (
      <div className="video-frame">
        <iframe
          ref={frame}
          src={`${player}${separator}autoplay=1`}
          title={t("media.player", { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <a className={`video-facade video-${link.kind}`} href={link.url} target="_blank" rel="noopener noreferrer" onClick={play}>
      {link.kind === "youtube" && (
        <img
          src={youtubeThumbnailUrl(link.id, VIDEO_THUMBNAIL_QUALITY)}
          width={THUMBNAIL_SIZE_PX.width}
          height={THUMBNAIL_SIZE_PX.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="video-play">
        <Icon name="play" size={32} />
      </span>
      <span className="video-label">{t("media.play", { title })}</span>
    </a>
  );
}
