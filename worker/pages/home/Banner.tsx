import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import type { Image, SiteConfig } from "../../content/schema";
import type { PropertySummary } from "../../feed/model";
import { ContentImage } from "../ContentImage";
import { usePage } from "../context";
import { ListingImage } from "../listings/ListingImage";
import { PropertyCard } from "../listings/PropertyCard";
import { ProjectCard, type ProjectCardItem } from "../projects/ProjectCard";

function Picture({ image, eager }: { image: Image; eager: boolean }) {
  return <ContentImage className="banner-image" image={image} sizes="100vw" eager={eager} />;
}

/** The featured listings of a properties or projects banner, as cards under the banner's picture. */
function ListingSlides({ slides }: { slides: Slides }) {
  const t = useT();
  const titleId = `banner-${slides.kind}-title`;
  return (
    <section className="banner-listings" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="banner-listings-title">
          {slides.kind === "properties" ? t("banner.properties") : t("banner.projects")}
        </h2>
        <ul className="cards banner-slides">
          {slides.kind === "properties"
            ? slides.items.map((item) => (
                <li key={item.id}>
                  <PropertyCard item={item} />
                </li>
              ))
            : slides.items.map((item) => (
                <li key={item.id}>
                  <ProjectCard item={item} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

/** The slides of a properties or projects home banner, loaded by the home route. */
export interface BannerListings {
  properties?: PropertySummary[] | undefined;
  projects?: ProjectCardItem[] | undefined;
}

type Slides = { kind: "properties"; items: PropertySummary[] } | { kind: "projects"; items: ProjectCardItem[] };

/** The slides a listing banner shows, or null when it has none (then it falls back to the image). */
function slidesOf(type: SiteConfig["banner"]["type"], listings: BannerListings | undefined): Slides | null {
  if (type === "properties" && listings?.properties?.length) return { kind: "properties", items: listings.properties };
  if (type === "projects" && listings?.projects?.length) return { kind: "projects", items: listings.projects };
  return null;
}

/**
 * The home banner of SPEC 2. A properties or projects banner shows the first listing's picture
 * with the featured listings under it, and falls back to the image while the listing feed has
 * nothing to show; a gallery cross-fades in CSS (still under reduced motion).
 */
export function Banner({ listings, children }: { listings: BannerListings | undefined; children: ReactNode }) {
  const { site } = usePage();
  const { banner } = site;
  const slides = slidesOf(banner.type, listings);
  const type = (banner.type === "properties" || banner.type === "projects") && !slides ? "image" : banner.type;
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
  } else if (slides?.items[0]?.picture) {
    media = (
      <div className="banner-image banner-listing-image">
        <ListingImage picture={slides.items[0].picture} sizes="100vw" eager />
      </div>
    );
  } else if (type === "video" && video) {
    media = (
      <video
        className="banner-image"
        autoPlay
        muted
        loop
        playsInline
        poster={banner.image.url}
        width={banner.image.width}
        height={banner.image.height}
        aria-hidden="true"
      >
        <source src={video.url} type={video.mimetype} />
      </video>
    );
  }
  return (
    <section className={`banner banner-${type}`}>
      {media}
      <div className="banner-overlay">{children}</div>
      {slides && <ListingSlides slides={slides} />}
    </section>
  );
}
