import { ParentOptions } from "../content/Pickers";
import { useT } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import type { AddressFillProps } from "../../../client/staff/islands/AddressFill";
import { FieldView } from "../content/FieldView";
import { fieldId } from "../content/labels";
import { StaffIsland } from "../StaffIsland";

/** What the new-page form shows: what was typed (or nothing yet), and what a refused post lacked. */
export interface NewPageProps {
  /** The languages the site shows, the staff member's first. */
  languages: readonly Lang[];
  title: Partial<Record<Lang, string>>;
  path: Partial<Record<Lang, string>>;
  /** The text per language, as blocks. */
  text: Partial<Record<Lang, unknown[]>>;
  parentId: number | null;
  inMenu: boolean;
  /** The pages it may sit under (those that can hold others), by name. */
  parents: readonly { id: number; name: string }[];
  /** A page's name by how a link names it, for the links of the text. */
  routeNames: Readonly<Record<string, string>>;
  /** Refused fields by form name (`title.nl`, `path.fr`, `text.en`, `parentId`), each with its message. */
  issues: ReadonlyMap<string, string>;
}

const BLOCKS = { shape: { form: "blocks" }, optional: true, nullable: false } as const;

function ErrorOf({ name, issues }: { name: string; issues: ReadonlyMap<string, string> }) {
  const message = issues.get(name);
  return message ? (
    <p className="field-error" id={`${fieldId(name)}-error`}>
      {message}
    </p>
  ) : null;
}

const describedBy = (name: string, issues: ReadonlyMap<string, string>, hint?: string) => {
  const ids = [hint, issues.has(name) ? `${fieldId(name)}-error` : undefined].filter(Boolean).join(" ");
  return { ...(issues.has(name) ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
};

/**
 * "New page" in one go (issue 42): a title in each language the site shows (the staff member's first),
 * where it sits, whether the menu shows it, and its text; the address is proposed from the title and
 * can be changed. No number, path rule or search-engine field to know: the page's own form has them.
 */
export function NewPageBody(props: NewPageProps) {
  const t = useT();
  const { languages, issues } = props;
  const ctx = { issues, shown: languages, routeNames: props.routeNames };
  const fill: AddressFillProps = { pairs: languages.map((lang) => ({ lang, title: fieldId(`title.${lang}`), path: fieldId(`path.${lang}`) })) };
  return (
    <>
      <p>
        <a href="/staff/content/">{t("staff.content.back")}</a>
      </p>
      <p>{t("staff.content.newPage.intro")}</p>
      {issues.size > 0 && (
        <div className="warning" role="alert" id="errors">
          <h2>{t("staff.content.errorsHeading", { count: issues.size })}</h2>
          <ul>
            {[...issues].map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="help">
        <p id="hint-blocks">{t("staff.content.hint.blocks")}</p>
      </div>
      <form method="post" action="/staff/content/page/new/" className="document new-page">
        <fieldset id={fieldId("title")}>
          <legend>{t("staff.content.newPage.title")}</legend>
          <p className="hint" id="hint-title">
            {t("staff.content.newPage.titleHint")}
          </p>
          {languages.map((lang) => (
            <div className="field" key={lang}>
              <label htmlFor={fieldId(`title.${lang}`)}>{t(`staff.content.lang.${lang}`)}</label>
              <input
                id={fieldId(`title.${lang}`)}
                name={`title.${lang}`}
                lang={lang}
                type="text"
                maxLength={200}
                defaultValue={props.title[lang] ?? ""}
                {...describedBy(`title.${lang}`, issues, "hint-title")}
              />
              <ErrorOf name={`title.${lang}`} issues={issues} />
            </div>
          ))}
        </fieldset>
        <fieldset id={fieldId("path")}>
          <legend>{t("staff.content.newPage.address")}</legend>
          <p className="hint" id="hint-address">
            {t("staff.content.newPage.addressHint")}
          </p>
          {languages.map((lang) => (
            <div className="field" key={lang}>
              <label htmlFor={fieldId(`path.${lang}`)}>{t(`staff.content.lang.${lang}`)}</label>
              <span className="address-input">
                <span aria-hidden="true">{`/${lang}/`}</span>
                <input
                  id={fieldId(`path.${lang}`)}
                  name={`path.${lang}`}
                  type="text"
                  maxLength={80}
                  defaultValue={props.path[lang] ?? ""}
                  placeholder={t("staff.content.newPage.addressPlaceholder")}
                  {...describedBy(`path.${lang}`, issues, "hint-address")}
                />
                <span aria-hidden="true">/</span>
              </span>
              <ErrorOf name={`path.${lang}`} issues={issues} />
            </div>
          ))}
        </fieldset>
        {/* Fills the addresses from the titles while they are typed; shows nothing itself. */}
        <StaffIsland name="AddressFill" props={fill}>
          {null}
        </StaffIsland>
        <div className="field">
          <label htmlFor={fieldId("parentId")}>{t("staff.content.newPage.parent")}</label>
          <select
            id={fieldId("parentId")}
            name="parentId"
            defaultValue={props.parentId === null ? "" : String(props.parentId)}
            {...describedBy("parentId", issues, "hint-parent")}
          >
            <ParentOptions parents={props.parents} />
          </select>
          <p className="hint" id="hint-parent">
            {t("staff.content.parentHint")}
          </p>
          <ErrorOf name="parentId" issues={issues} />
        </div>
        <div className="check">
          <input id={fieldId("inMenu")} type="checkbox" name="inMenu" defaultChecked={props.inMenu} />
          <label htmlFor={fieldId("inMenu")}>{t("staff.content.newPage.inMenu")}</label>
        </div>
        <fieldset id={fieldId("text")}>
          <legend>{t("staff.content.newPage.text")}</legend>
          {languages.map((lang) => (
            <FieldView key={lang} field={BLOCKS} value={props.text[lang] ?? []} path={`text.${lang}`} name={lang} lang={lang} ctx={ctx} />
          ))}
        </fieldset>
        <p className="hint">{t("staff.content.newPage.draftHint")}</p>
        <div className="toolbar">
          <button type="submit">{t("staff.content.newPage.create")}</button>
        </div>
      </form>
    </>
  );
}
