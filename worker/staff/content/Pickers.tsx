import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import type { OptionFilterProps } from "../../../client/staff/islands/OptionFilter";
import type { ImageAltProps } from "../../../client/staff/islands/ImageAlt";
import { fieldPath } from "../../content/documents";
import type { MediaAlt } from "../../content/media";
import { StaffIsland } from "../StaffIsland";
import { recordOf } from "./document-view";
import type { Field } from "./fields";
import { UPLOAD } from "./form-read";
import { fieldId } from "./labels";

/** Something a module may show that has a name: an article by its title, a team by who is in it. */
export interface RelationChoice {
  type: string;
  id: number;
  name: string;
}

/** An image of the media library as a picker shows it. */
export interface MediaChoice {
  path: string;
  width: number;
  height: number;
  alt: MediaAlt;
}

/** Kinds a module chooses one of by name; the others (a property list, a form) are one thing each. */
const NAMED = new Set(["article", "category"]);
const THUMB = 120;

/** The search box that narrows a list of choices as one types (client/staff/islands/OptionFilter.tsx); absent without a script. */
function Filter({ target }: { target: string }) {
  const t = useT();
  const props: OptionFilterProps = { target, label: t("staff.content.filter.label"), count: t("staff.content.filter.count", { count: "{count}" }) };
  return (
    <StaffIsland name="OptionFilter" props={props}>
      {null}
    </StaffIsland>
  );
}

/** What a module shows, chosen by name among everything of each kind: never a number. */
export function RelationPicker(props: {
  path: string;
  label: string;
  value: unknown;
  types: readonly string[];
  choices: readonly RelationChoice[];
  aria: { "aria-invalid"?: true; "aria-describedby"?: string };
  errors: ReactNode;
}) {
  const t = useT();
  const id = fieldId(props.path);
  const current = recordOf(props.value);
  const type = typeof current.type === "string" ? current.type : "";
  const currentId = typeof current.id === "number" ? current.id : 0;
  const chosen = `${type}:${currentId}`;
  const groups = props.types.map((kind) => {
    const options = NAMED.has(kind)
      ? props.choices.filter((choice) => choice.type === kind).map((choice) => ({ value: `${kind}:${choice.id}`, name: choice.name }))
      : [{ value: `${kind}:${type === kind ? currentId : 0}`, name: t(`staff.content.relation.${kind}`) }];
    // What it shows now stays chosen when it is gone (a deleted article): publishing names that.
    // A new module (id 0) asks for a choice.
    if (kind === type && !options.some((option) => option.value === chosen))
      options.push({ value: chosen, name: t(currentId === 0 ? "staff.content.relation.choose" : "staff.content.relation.missing") });
    return { kind, options };
  });
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <Filter target={id} />
      <select id={id} name={props.path} defaultValue={chosen} {...props.aria}>
        {groups.map((group) => (
          <optgroup key={group.kind} label={t(`staff.content.relationKind.${group.kind}`)}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {props.errors}
    </div>
  );
}

/** An image's description in the staff member's language, or the first one it has. */
export function descriptionOf(alt: MediaAlt, lang: Lang | undefined): string | undefined {
  return (lang && alt[lang]) || LANGUAGES.map((each) => alt[each]).find((text) => text);
}

const sized = (width: unknown, height: unknown, side = THUMB) => {
  const w = typeof width === "number" && width > 0 ? width : side;
  const h = typeof height === "number" && height > 0 ? height : side;
  return { width: Math.min(w, side), height: Math.max(1, Math.round((Math.min(w, side) * h) / w)) };
};

/**
 * An image field: the image it shows, a library of thumbnails to pick another (radio buttons inside a
 * disclosure, no script needed) or a file to upload in place; the alt texts below it are what the
 * upload is described with, and what picking an image fills in from the library. Width and height
 * are the server's (worker/staff/content/uploaded-sizes.ts); no address is ever typed.
 */
export function ImagePicker(props: {
  field: Field & { shape: { form: "image" } };
  path: string;
  label: string;
  value: unknown;
  media: readonly MediaChoice[];
  lang: Lang | undefined;
  open: boolean;
  errors: ReactNode;
  /** The alt texts' fields, for an image that has them. */
  alt: ReactNode;
}) {
  const t = useT();
  const { field, path } = props;
  const bare = field.shape.kind === "bare";
  const record = bare ? { url: props.value } : recordOf(props.value);
  const url = typeof record.url === "string" ? record.url : "";
  const address = bare ? path : fieldPath(path, "url");
  const id = fieldId(path);
  const library = fieldId(address);
  const known = props.media.some((item) => item.path === url);
  const current = sized(record.width, record.height, 240);
  return (
    <fieldset id={bare ? undefined : id} className="image-field">
      <legend>{props.label}</legend>
      {props.errors}
      <div className="image-current">
        {url ? (
          <img src={url} alt={t("staff.content.image.current")} width={current.width} height={current.height} loading="lazy" />
        ) : (
          <p>{t("staff.content.image.none")}</p>
        )}
      </div>
      <input type="hidden" name={fieldPath(path, "_was")} value={url} />
      {!bare && (
        <>
          <input type="hidden" name={fieldPath(path, "width")} value={typeof record.width === "number" ? record.width : ""} />
          <input type="hidden" name={fieldPath(path, "height")} value={typeof record.height === "number" ? record.height : ""} />
        </>
      )}
      <details className="image-choice" open={props.open}>
        <summary>{t("staff.content.image.choose")}</summary>
        <Filter target={library} />
        <fieldset id={library} className="image-library">
          <legend>{t("staff.content.image.library", { count: props.media.length })}</legend>
          {(field.optional || url === "") && (
            <label className="thumb" data-filter="">
              <input type="radio" name={address} value="" defaultChecked={url === ""} />
              <span>{t("staff.content.image.noImage")}</span>
            </label>
          )}
          {url !== "" && !known && (
            <label className="thumb" data-filter="">
              <input type="radio" name={address} value={url} defaultChecked />
              <img src={url} alt="" {...sized(record.width, record.height)} loading="lazy" />
              <span>{t("staff.content.image.keep")}</span>
            </label>
          )}
          {props.media.map((item) => {
            const description = descriptionOf(item.alt, props.lang);
            return (
              <label key={item.path} className="thumb" data-filter={Object.values(item.alt).join(" ")}>
                <input
                  type="radio"
                  name={address}
                  value={item.path}
                  defaultChecked={item.path === url}
                  {...(field.shape.alt && Object.keys(item.alt).length > 0 ? { "data-alt": JSON.stringify(item.alt) } : {})}
                />
                <img src={item.path} alt="" {...sized(item.width, item.height)} loading="lazy" />
                <span>{description ?? t("staff.content.image.undescribed")}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-upload`}>{t("staff.content.image.upload")}</label>
          <input
            id={`${id}-upload`}
            type="file"
            name={fieldPath(path, UPLOAD)}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-upload-hint`}
          />
          <p className="hint" id={`${id}-upload-hint`}>
            {t(field.shape.alt ? "staff.content.image.uploadHint" : "staff.content.image.uploadHintPlain")}
          </p>
        </div>
      </details>
      {props.alt}
      {field.shape.alt && (
        <StaffIsland
          name="ImageAlt"
          props={
            {
              name: address,
              was: fieldPath(path, "_was"),
              alt: Object.fromEntries(LANGUAGES.map((lang) => [lang, fieldPath(fieldPath(path, "alt"), lang)])),
            } satisfies ImageAltProps
          }
        >
          {null}
        </StaffIsland>
      )}
    </fieldset>
  );
}

/** The choices of a page's parent: the top level, then each page that may hold it, by name. */
export function ParentOptions({ parents }: { parents: readonly { id: number; name: string }[] }) {
  const t = useT();
  return (
    <>
      <option value="">{t("staff.content.topLevel")}</option>
      {parents.map((parent) => (
        <option key={parent.id} value={String(parent.id)}>
          {parent.name}
        </option>
      ))}
    </>
  );
}
