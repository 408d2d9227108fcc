import { useT } from "../../../client/i18n/catalog";
import type { Picture } from "../../feed/model";
import { ListingImage } from "./ListingImage";

/**
 * The pictures of a property: the first large and eager (it is the page's LCP), the others lazy.
 * Without JavaScript every picture is reachable by scrolling the strip.
 */
export function Gallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useT();
  if (pictures.length === 0) return <p className="picture-missing gallery-empty">{t("listing.noPhotos")}</p>;
  return (
    <section className="gallery" aria-label={t("detail.gallery", { title })}>
      <ul className="gallery-strip">
        {pictures.map((picture, index) => (
          <li key={picture.url} className="gallery-slide">
            <a href={picture.url} aria-label={t("detail.openPicture", { number: index + 1, total: pictures.length })}>
              <ListingImage picture={picture} sizes="(min-width: 1024px) 66vw, 100vw" eager={index === 0} />
            </a>
          </li>
        ))}
      </ul>
      <p className="gallery-count">{t("detail.pictureCount", { count: pictures.length })}</p>
    </section>
  );
}
