import { useT } from "../../../client/i18n/catalog";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import type { MediaAlt, MediaItem, MediaRefusal } from "../../content/media";
import { MAX_ALT_LENGTH, MAX_MEDIA_BYTES, MAX_MEDIA_SIDE } from "../../content/media";
import { descriptionOf } from "../content/Pickers";
import { When } from "./When";

/** The four alt texts of an image, one field per language. */
function AltFields({ prefix, alt }: { prefix: string; alt: MediaAlt }) {
  const t = useT();
  return (
    <fieldset className="lang-grid">
      <legend>{t("staff.content.field.alt")}</legend>
      {LANGUAGES.map((lang) => (
        <div key={lang} className="field lang">
          <label htmlFor={`${prefix}-alt-${lang}`}>{t(`staff.content.lang.${lang}`)}</label>
          <input id={`${prefix}-alt-${lang}`} name={`alt.${lang}`} lang={lang} type="text" maxLength={MAX_ALT_LENGTH} defaultValue={alt[lang] ?? ""} />
        </div>
      ))}
    </fieldset>
  );
}

/** The images staff uploaded for the content, with what they show in words, and the form to add one. */
export function ContentMediaBody({
  items,
  uploaded,
  refused,
  described,
  typed = {},
  undescribed,
  lang,
}: {
  items: readonly MediaItem[];
  uploaded?: string | undefined;
  refused?: MediaRefusal | undefined;
  described?: string | undefined;
  /** What was typed in the upload form, when it was refused. */
  typed?: MediaAlt | undefined;
  /** An image whose new alt texts were too long together, with what was typed: its form stays open. */
  undescribed?: { path: string; alt: MediaAlt } | undefined;
  lang: Lang;
}) {
  const t = useT();
  return (
    <>
      <p>
        <a href="/staff/content/">{t("staff.content.back")}</a>
      </p>
      {uploaded && (
        <p className="notice" role="status">
          {t("staff.content.media.uploadedImage")} <a href={`#${uploaded}`}>{t("staff.content.media.seeIt")}</a>
        </p>
      )}
      {described && (
        <p className="notice" role="status">
          {t("staff.content.media.described")}
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
        <p className="hint">{t("staff.content.media.altHint")}</p>
        <AltFields prefix="upload" alt={typed} />
        <button type="submit">{t("staff.content.media.upload")}</button>
      </form>
      <h2>{t("staff.content.media.library", { count: items.length })}</h2>
      <ul className="media-library">
        {items.map((item, index) => {
          const description = descriptionOf(item.alt, lang);
          const width = Math.min(item.width, 240);
          const refusedHere = undescribed?.path === item.path;
          return (
            <li key={item.path} id={item.path} className="media-item">
              <img src={item.path} alt={description ?? ""} width={width} height={Math.round((width * item.height) / item.width)} loading="lazy" />
              <p>
                {description ?? t("staff.content.image.undescribed")}
                <br />
                <span className="hint">
                  {`${item.width} × ${item.height} · ${Math.ceil(item.bytes / 1024)} KB`} · <When at={item.uploadedAt} /> · {item.uploadedBy}
                </span>
              </p>
              <details {...(refusedHere ? { open: true } : {})}>
                <summary>{t("staff.content.media.editAlt")}</summary>
                <form method="post" action="/staff/content/media/describe/" className="stack">
                  {refusedHere && (
                    <p className="warning" role="alert">
                      {t("staff.content.media.refused.altTooLong")}
                    </p>
                  )}
                  <input type="hidden" name="path" value={item.path} />
                  <AltFields prefix={`item-${index}`} alt={refusedHere ? undescribed.alt : item.alt} />
                  <button type="submit">{t("staff.content.media.saveAlt")}</button>
                </form>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}
