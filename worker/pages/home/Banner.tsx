import type { ReactNode } from "react";
import type { Image } from "../../content/schema";
import { usePage } from "../context";

function Picture({ image, eager }: { image: Image; eager: boolean }) {
  const { lang } = usePage();
  return (
    <img
      className="banner-image"
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt[lang]}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding={eager ? "sync" : "async"}
    />
  );
}

/**
 * The home banner of SPEC 2. A properties or projects banner falls back to the image while the
 * listing feed has nothing to show; a gallery cross-fades in CSS (still under reduced motion).
 */
export function Banner({ children, listingsAvailable }: { children: ReactNode; listingsAvailable: { properties: boolean; projects: boolean } }) {
  const { site } = usePage();
  const { banner } = site;
  const type =
    (banner.type === "properties" && !listingsAvailable.properties) || (banner.type === "projects" && !listingsAvailable.projects)
      ? "image"
      : banner.type;
  const video = typeof banner.video === "string" ? { url: banner.video, mimetype: "video/mp4" } : banner.video;
  let media: ReactNode = <Picture image={banner.image} eager />;
  if (type === "gallery" && banner.gallery.images.length > 0) {
    media = (
      <div className={`banner-gallery count-${Math.min(banner.gallery.images.length, 5)}`}>
        {banner.gallery.images.slice(0, 5).map((image, index) => (
          <Picture key={image.url} image={image} eager={index === 0} />
        ))}
      </div>
    );
  } else if (type === "video" && video) {
    media = (
      <video className="banner-image" autoPlay muted loop playsInline poster={banner.image.url} width={banner.image.width} height={banner.image.height} aria-hidden="true">
        <source src={video.url} type={video.mimetype} />
      </video>
    );
  }
  return (
    <section className={`banner banner-${type}`}>
      {media}
      <div className="banner-overlay">{children}</div>
    </section>
  );
}
