import { pictureSources } from "../../../client/domain/gallery";
import type { Picture } from "../../feed/model";
import { usePage } from "../context";

/**
 * A picture with a srcset over the CDN widths. Provider storage addresses (and the content's uploaded
 * images) are rewritten to the CDN host with width, height=auto and format=webp; local (demo)
 * pictures are used as they are.
 */
export function ListingImage({
  picture,
  sizes,
  eager,
  className,
  decoding = "async",
}: {
  picture: Picture;
  sizes: string;
  eager: boolean;
  className?: string | undefined;
  /** "sync" for the banner's picture, which is the page's largest paint. */
  decoding?: "sync" | "async";
}) {
  const { imageRewrite: rewrite } = usePage();
  const { src, srcSet } = pictureSources(picture.url, rewrite);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={eager ? "eager" : "lazy"}
      decoding={decoding}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
