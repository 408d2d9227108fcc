import { pictureSources } from "../../client/domain/gallery";
import type { Image } from "../content/schema";
import { usePage } from "./context";

/**
 * An image of the agency's content. One it uploaded (/media/content/) comes from the image CDN with
 * a srcset over the same widths and webp format as listing pictures, when the CDN is configured;
 * the images shipped with the site, and every image without a CDN, are used as they are.
 */
export function ContentImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: Image;
  /** What share of the viewport the image takes, for the browser to pick a width. */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const { imageRewrite, lang } = usePage();
  const { src, srcSet } = pictureSources(image.url, imageRewrite);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt[lang]}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
