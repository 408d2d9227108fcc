import { Island } from "../../../client/components/Island";
import { galleryPicture } from "../../../client/domain/gallery";
import { useT } from "../../../client/i18n/catalog";
import GalleryIsland from "../../../client/islands/Gallery";
import type { Picture } from "../../feed/model";
import { usePage } from "../context";

/**
 * The pictures of a property or a project, as the Gallery island (a slideshow with a lightbox)
 * over a server-rendered strip that works without JavaScript. The CDN addresses are worked out here,
 * so the island receives plain, ready-to-use data.
 */
export function Gallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useT();
  const { imageRewrite: rewrite } = usePage();
  if (pictures.length === 0) return <p className="picture-missing gallery-empty">{t("listing.noPhotos")}</p>;
  const prepared = pictures.map((picture) => galleryPicture(picture, rewrite));
  return <Island name="Gallery" component={GalleryIsland} props={{ pictures: prepared, title }} />;
}
