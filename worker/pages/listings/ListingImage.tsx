import { pictureSources } from "../../../client/domain/gallery";
import type { Picture } from "../../feed/model";
import { usePage } from "../context";

/**
 * A listing picture with a srcset over the CDN widths. Provider storage addresses are rewritten to
 * the CDN host with width, height=auto and format=webp; local (demo) pictures are used as they are.
 */
export function ListingImage({ picture, sizes, eager }: { picture: Picture; sizes: string; eager: boolean }) {
  const { imageRewrite: rewrite } = usePage();
  const { src, srcSet } = pictureSources(picture.url, rewrite);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
