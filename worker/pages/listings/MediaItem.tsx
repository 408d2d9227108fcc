import { Island } from "../../../client/components/Island";
import { parseMediaLink } from "../../../client/domain/media";
import VideoFacade from "../../../client/islands/VideoFacade";

/**
 * One media link of a detail page (video or virtual tour): YouTube and Vimeo become a click-to-load
 * player, anything else (video files, Facebook, 3D tours, unknown addresses) stays a plain link.
 */
export function MediaItem({ url, label, title }: { url: string; label: string; title: string }) {
  const link = parseMediaLink(url);
  if (link?.kind === "youtube" || link?.kind === "vimeo") {
    return (
      <div className="media-item">
        <Island name="VideoFacade" component={VideoFacade} props={{ link, title }} />
      </div>
    );
  }
  return (
    <p>
      <a href={link?.url ?? url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </p>
  );
}
