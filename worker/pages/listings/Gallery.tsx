import { Island } from "../../../client/components/Island";
import { galleryPicture } from "../../../client/domain/gallery";
import { useT } from "../../../client/i18n/catalog";
import GalleryIsland from "../../../client/islands/Gallery";
import type { Picture } from "../../feed/model";
import { usePage } from "../context";

/**
 * The pictures of a property or a project, as the Gallery island (pictures, controls, desktop
 * thumbnails and a lightbox) over a server-rendered strip that works without JavaScript. The CDN
 * addresses are worked out here, so the island receives plain, ready-to-use data.
 *
 * The island's stylesheet is linked right before it: the controls and thumbnails are in the server
 * markup and need their boxes at the first paint, not when the island's script arrives (no layout
 * shift). It blocks only what follows it, and the island's chunk finds it already there.
 */
export function Gallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useT();
  const { imageRewrite: rewrite, assets } = usePage();
  if (pictures.length === 0) return <p className="picture-missing gallery-empty">{t("listing.noPhotos")}</p>;
  const prepared = pictures.map((picture) => galleryPicture(picture, rewrite));
  return (
    <>
      {assets.galleryStylesheets?.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <Island name="Gallery" component={GalleryIsland} props={{ pictures: prepared, title }} />
    </>
  );
}
