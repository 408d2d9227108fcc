import type { Image } from "../content/schema";
import { usePage } from "./context";
import { ListingImage } from "./listings/ListingImage";

/**
 * An image of the agency's content, in the page's language. One it uploaded (/media/content/) comes
 * from the image CDN like a listing picture when the CDN is configured; the images shipped with the
 * site, and every image without a CDN, are used as they are.
 */
export function ContentImage({ image, sizes, eager = false, className }: { image: Image; sizes: string; eager?: boolean; className?: string }) {
  const { lang } = usePage();
  return (
    <ListingImage
      picture={{ url: image.url, width: image.width, height: image.height, alt: image.alt[lang] }}
      sizes={sizes}
      eager={eager}
      className={className}
      decoding={eager ? "sync" : "async"}
    />
  );
}
