import { useT } from "../../../client/i18n/catalog";
import type { MediaItem, MediaRefusal } from "../../content/media";
import { MAX_MEDIA_BYTES, MAX_MEDIA_SIDE } from "../../content/media";
import { When } from "./When";

/** The images staff uploaded for the content, and the form to add one. */
export function ContentMediaBody({
  items,
  uploaded,
  refused,
}: {
  items: readonly MediaItem[];
  uploaded?: string | undefined;
  refused?: MediaRefusal | undefined;
}) {
  const t = useT();
  return (
    <>
      <p>
        <a href="/staff/content/">{t("staff.content.back")}</a>
      </p>
      {uploaded && (
        <p className="notice" role="status">
          {t("staff.content.media.uploaded", { path: uploaded })}
        </p>
      )}
      {refused && (
        <p className="warning" role="alert" id="upload-error">
          {t(`staff.content.media.refused.${refused}`, { megabytes: MAX_MEDIA_BYTES / 1024 / 1024, pixels: MAX_MEDIA_SIDE })}
        </p>
      )}
      <p>{t("staff.content.media.intro")}</p>
      <form method="post" action="/staff/content/media/" encType="multipart/form-data" className="stack">
        <label>
          {t("staff.content.media.file")}
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            required
            {...(refused ? { "aria-invalid": true, "aria-describedby": "upload-error" } : {})}
          />
        </label>
        <button type="submit">{t("staff.content.media.upload")}</button>
      </form>
      <table>
        <caption>{t("staff.content.media.library", { count: items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staff.content.media.image")}</th>
            <th scope="col">{t("staff.content.media.address")}</th>
            <th scope="col">{t("staff.content.media.size")}</th>
            <th scope="col">{t("staff.content.savedBy")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.path}>
              <td>
                {/* The alt text belongs to where the image is used (every image field asks it in four languages): here it only shows which file this is. */}
                <img
                  src={item.path}
                  alt=""
                  width={Math.min(item.width, 160)}
                  height={Math.round((Math.min(item.width, 160) * item.height) / item.width)}
                  loading="lazy"
                />
              </td>
              <td>
                <code>{item.path}</code>
              </td>
              <td className="num">{`${item.width} × ${item.height} · ${Math.ceil(item.bytes / 1024)} KB`}</td>
              <td>
                <When at={item.uploadedAt} /> · {item.uploadedBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
