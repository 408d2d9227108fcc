import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { ROUTE_KEYS } from "../../../client/i18n/routes";
import { textFromBlocks } from "../../../client/staff/block-text";
import type { RichTextProps } from "../../../client/staff/islands/RichText";
import { fieldPath, isUntranslated } from "../../content/documents";
import type { Block } from "../../content/schema";
import { StaffIsland } from "../StaffIsland";
import { recordOf } from "./document-view";
import { holds, type Field, type Place } from "./fields";
import { choiceLabel, fieldLabel, fieldId } from "./labels";
import { ImagePicker, ParentOptions, RelationPicker, type MediaChoice, type RelationChoice } from "./Pickers";

/** What every field of one form shares: the messages of refused fields by path, and the languages the site shows. */
export interface FormContext {
  issues: ReadonlyMap<string, string>;
  shown: readonly Lang[];
  /** A page's name by how a link names it (its route, or `page-{id}` for a page the agency made), for link choices. */
  routeNames: Readonly<Record<string, string>>;
  /** The pages this page may sit under, by id; none when it serves a route (its address is the route's, whatever its parent). */
  parents?: readonly { id: number; name: string }[] | undefined;
  /** What an empty text stands for (a page's search-engine texts default from its title and text), by path. */
  placeholders?: ReadonlyMap<string, string> | undefined;
  /** Fields shown folded in a disclosure, by path, with its summary: a page's search-engine texts. */
  folded?: ReadonlyMap<string, string> | undefined;
  /** What a module may show, by name (articles, teams); the other kinds need no choice. */
  relations?: readonly RelationChoice[] | undefined;
  /** The media library, for image fields. */
  media?: readonly MediaChoice[] | undefined;
  /** The staff member's language: what an image's description is shown in. */
  lang?: Lang | undefined;
  /** What a field means for visitors, said under its label (worker/staff/content/notes.ts), by path. */
  notes?: Readonly<Record<string, FieldNote>> | undefined;
  /** Rendering the Advanced part (or its social part) of the form: only the fields placed there, inside what holds them. */
  part?: Exclude<Place, "hidden"> | undefined;
}

/** A note under a field's label, with a link to where the thing it speaks of is edited. */
export interface FieldNote {
  text: string;
  link?: { href: string; text: string };
}

function NoteOf({ path, ctx }: { path: string; ctx: FormContext }) {
  const note = ctx.notes?.[path];
  if (!note) return null;
  return (
    <p className="hint field-note" id={`${fieldId(path)}-note`}>
      {note.text}
      {note.link && (
        <>
          {" "}
          <a href={note.link.href}>{note.link.text}</a>
        </>
      )}
    </p>
  );
}

/** What a link may lead to: the code's routes, the pages the agency made, and the page it leads to now (still chosen when it is deleted: publishing names it). */
function linkTargets(routes: readonly string[], ctx: FormContext, current?: string): string[] {
  const targets = [...routes, ...Object.keys(ctx.routeNames).filter((key) => !routes.includes(key))];
  return current && !targets.includes(current) ? [...targets, current] : targets;
}

/** A page a link may lead to, by its name: the page's own, or the route's in words when no page serves it (a listing, the login). */
export const routeName = (t: ReturnType<typeof useT>, ctx: FormContext, key: string): string =>
  ctx.routeNames[key] ?? ((ROUTE_KEYS as readonly string[]).includes(key) ? t(`staff.content.route.${key}`) : t("staff.content.deletedPage"));

interface Props {
  field: Field;
  value: unknown;
  path: string;
  /** The field's own key: what names it. */
  name: string;
  ctx: FormContext;
  /** Set on the inputs of one language of a language-keyed field. */
  lang?: Lang | undefined;
  /** Names the field when its key does not (an item of a pair). */
  label?: string;
}

const asText = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

export function ErrorOf({ path, ctx }: { path: string; ctx: FormContext }) {
  const message = ctx.issues.get(path);
  return message ? (
    <p className="field-error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  ) : null;
}

/** The aria attributes of an input whose field may be refused or carry a hint. */
export function described(path: string, ctx: FormContext, hint?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const ids = [hint, ctx.notes?.[path] ? `${fieldId(path)}-note` : undefined, ctx.issues.has(path) ? `${fieldId(path)}-error` : undefined]
    .filter(Boolean)
    .join(" ");
  return { ...(ctx.issues.has(path) ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
}

export function Labelled({ path, label, children, note }: { path: string; label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      {note}
      {children}
    </div>
  );
}

/** A text of one language the site shows that is still empty: said in words, not only by colour. */
function MissingNote({ path }: { path: string }) {
  const t = useT();
  return (
    <span className="missing" id={`${fieldId(path)}-missing`}>
      {t("staff.content.missingTranslation")}
    </span>
  );
}

/** ": its title" of a list item that has one (a module, a card), in the staff member's language or the first it has. */
function itemTitle(item: unknown, lang: Lang | undefined): string {
  const title = recordOf(recordOf(item).title);
  const text = (lang && title[lang]) || Object.values(title).find((each) => typeof each === "string" && each !== "");
  return typeof text === "string" && text !== "" ? `: ${text}` : "";
}

/** Keys shown earlier than the schema has them: what a module shows comes right after its title. */
const FIRST_AFTER: Readonly<Record<string, string>> = { relations: "title" };

function ordered<T extends readonly [string, unknown]>(entries: readonly T[]): T[] {
  const moved = entries.filter(([key]) => FIRST_AFTER[key] && entries.some(([other]) => other === FIRST_AFTER[key]));
  const rest = entries.filter((entry) => !moved.includes(entry));
  for (const entry of moved) rest.splice(rest.findIndex(([key]) => key === FIRST_AFTER[entry[0]]) + 1, 0, entry);
  return rest;
}

function ListView({ field, value, path, name, ctx }: Props & { field: Field & { shape: { form: "list" } } }) {
  const t = useT();
  const items = Array.isArray(value) ? value : [];
  const label = fieldLabel(t, name);
  return (
    <fieldset className="list" id={fieldId(path)}>
      <legend>{label}</legend>
      <NoteOf path={path} ctx={ctx} />
      <ErrorOf path={path} ctx={ctx} />
      <input type="hidden" name={`#${path}`} value={items.length} />
      {items.map((item, index) => {
        const at = fieldPath(path, index);
        return (
          <fieldset key={at} className="item" id={fieldId(at)}>
            <legend>{`${label} ${index + 1}${itemTitle(item, ctx.lang)}`}</legend>
            <FieldView field={field.shape.item} value={item} path={at} name={name} ctx={ctx} inList />
            <div className="item-tools">
              <button
                type="submit"
                name="_op"
                value={`up:${at}`}
                formNoValidate
                formAction={`#${fieldId(fieldPath(path, Math.max(index - 1, 0)))}`}
                disabled={index === 0}
              >
                {t("staff.content.list.up")}
              </button>
              <button
                type="submit"
                name="_op"
                value={`down:${at}`}
                formNoValidate
                formAction={`#${fieldId(fieldPath(path, Math.min(index + 1, items.length - 1)))}`}
                disabled={index === items.length - 1}
              >
                {t("staff.content.list.down")}
              </button>
              <button type="submit" name="_op" value={`remove:${at}`} formNoValidate formAction={`#${fieldId(path)}`} className="danger">
                {t("staff.content.list.remove")}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="submit" name="_op" value={`add:${path}`} formNoValidate formAction={`#${fieldId(fieldPath(path, items.length))}`}>
        {t("staff.content.list.add", { field: label })}
      </button>
    </fieldset>
  );
}

function LanguagesView({ field, value, path, name, ctx }: Props & { field: Field & { shape: { form: "languages" } } }) {
  const t = useT();
  const record = recordOf(value);
  const item = field.shape.item;
  const grouped = item.shape.form === "group";
  return (
    <fieldset className="langs" id={fieldId(path)}>
      <legend>{fieldLabel(t, name)}</legend>
      <NoteOf path={path} ctx={ctx} />
      <ErrorOf path={path} ctx={ctx} />
      <div className="lang-grid">
        {LANGUAGES.map((lang) => {
          const at = fieldPath(path, lang);
          // An optional text nobody wrote (absent in every language) waits for nothing.
          const absent = field.optional && value === undefined;
          const missing = ctx.shown.includes(lang) && !grouped && !absent && (record[lang] === undefined || isUntranslated(record[lang]));
          if (grouped) {
            return (
              <fieldset key={lang} lang={lang} className="lang">
                <legend>{t(`staff.content.lang.${lang}`)}</legend>
                <FieldView field={item} value={record[lang]} path={at} name={name} ctx={ctx} lang={lang} inList />
              </fieldset>
            );
          }
          return (
            <div key={lang} className="lang">
              <FieldView field={item} value={record[lang]} path={at} name={lang} ctx={ctx} lang={lang} missing={missing} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A field not shown: kept as it is on save (read back as a "fixed" field, worker/staff/content/form-read.ts). */
const Kept = ({ path, value }: { path: string; value: unknown }) => (
  <input type="hidden" name={path} value={value === undefined ? "" : JSON.stringify(value)} />
);

/**
 * What holds a field of the Advanced part, in that part: its name and the item or language it is in,
 * without the list's tools or count (the form's main part has them).
 */
function PassThrough(props: Props & { part: Exclude<Place, "hidden">; inList?: boolean }) {
  const { field, value, path, name, ctx, lang, part } = props;
  const t = useT();
  const shape = field.shape;
  const label = props.label ?? fieldLabel(t, name);
  const inner = (child: Field, childValue: unknown, at: string, key: string, extra: { lang?: Lang | undefined; inList?: boolean; label?: string } = {}) =>
    holds(child, part) ? (
      <FieldView
        key={at}
        field={child}
        value={childValue}
        path={at}
        name={key}
        ctx={ctx}
        lang={extra.lang ?? lang}
        inList={extra.inList}
        {...(extra.label ? { label: extra.label } : {})}
      />
    ) : null;
  switch (shape.form) {
    case "group": {
      const record = recordOf(value);
      const entries = shape.entries.map(([key, entry]) => inner(entry, record[key], fieldPath(path, key), key));
      if (path === "" || props.inList) return <>{entries}</>;
      return (
        <fieldset>
          <legend>{label}</legend>
          {entries}
        </fieldset>
      );
    }
    case "languages": {
      const record = recordOf(value);
      return (
        <fieldset className="langs">
          <legend>{label}</legend>
          {LANGUAGES.map((each) => (
            <fieldset key={each} lang={each} className="lang">
              <legend>{t(`staff.content.lang.${each}`)}</legend>
              {inner(shape.item, record[each], fieldPath(path, each), name, { lang: each, inList: true })}
            </fieldset>
          ))}
        </fieldset>
      );
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      return (
        <>
          {items.map((item, index) => (
            <fieldset key={index} className="item">
              <legend>{`${label} ${index + 1}${itemTitle(item, ctx.lang)}`}</legend>
              {inner(shape.item, item, fieldPath(path, index), name, { inList: true })}
            </fieldset>
          ))}
        </>
      );
    }
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      return <>{shape.items.map((item, index) => inner(item, items[index], fieldPath(path, index), name, { label: `${label} ${index + 1}` }))}</>;
    }
    default:
      return null;
  }
}

/** One field of a content form, bound to its schema (worker/staff/content/fields.ts); works without a script. */
export function FieldView(props: Props & { inList?: boolean; missing?: boolean }) {
  const { field, value, path, ctx } = props;
  const part = ctx.part;
  if (field.place === "hidden") return part ? null : <Kept path={path} value={value} />;
  if (field.place) return part === field.place ? <Shown {...props} ctx={{ ...ctx, part: undefined }} /> : null;
  if (part) return holds(field, part) ? <PassThrough {...props} part={part} /> : null;
  return <Shown {...props} />;
}

function Shown(props: Props & { inList?: boolean; missing?: boolean }) {
  const { field, value, path, name, ctx, lang } = props;
  const t = useT();
  const summary = ctx.folded?.get(path);
  if (summary !== undefined) {
    const unfolded = { ...ctx, folded: undefined };
    // Opened when a field inside it is refused.
    const open = [...ctx.issues.keys()].some((at) => at.startsWith(`${path}.`));
    return (
      <details className="disclosure" open={open}>
        <summary>{summary}</summary>
        <FieldView {...props} ctx={unfolded} />
      </details>
    );
  }
  const shape = field.shape;
  const label = props.label ?? (lang && name === lang ? t(`staff.content.lang.${lang}`) : fieldLabel(t, name));
  const id = fieldId(path);
  const note = props.missing ? <MissingNote path={path} /> : null;
  const hint = props.missing ? `${id}-missing` : undefined;
  switch (shape.form) {
    case "text": {
      const placeholder = ctx.placeholders?.get(path);
      const common = {
        id,
        name: path,
        lang,
        ...described(path, ctx, hint),
        ...(shape.maxLength ? { maxLength: shape.maxLength } : {}),
        ...(placeholder ? { placeholder } : {}),
      };
      const required = !field.optional && !lang && (shape.minLength ?? 0) > 0;
      return (
        <Labelled
          path={path}
          label={label}
          note={
            <>
              {note}
              <NoteOf path={path} ctx={ctx} />
            </>
          }
        >
          {shape.multiline ? (
            <textarea {...common} rows={3} defaultValue={asText(value)} required={required} />
          ) : (
            <input {...common} type={shape.input} defaultValue={asText(value)} required={required} />
          )}
          <ErrorOf path={path} ctx={ctx} />
        </Labelled>
      );
    }
    case "number":
      return (
        <Labelled path={path} label={label}>
          <input id={id} name={path} type="text" inputMode="decimal" defaultValue={asText(value)} {...described(path, ctx)} className="short" />
          <ErrorOf path={path} ctx={ctx} />
        </Labelled>
      );
    case "boolean":
      return (
        <div className="check">
          <input id={id} type="checkbox" name={path} defaultChecked={value === true} {...described(path, ctx)} />
          <label htmlFor={id}>{label}</label>
          <ErrorOf path={path} ctx={ctx} />
        </div>
      );
    case "choice":
      return (
        <Labelled path={path} label={label}>
          <select id={id} name={path} defaultValue={asText(value)} {...described(path, ctx)}>
            {field.optional && !shape.options.includes("") && <option value="">{t("staff.content.none")}</option>}
            {shape.options.map((option) => (
              <option key={option} value={String(option)}>
                {choiceLabel(t, name, option)}
              </option>
            ))}
          </select>
          <ErrorOf path={path} ctx={ctx} />
        </Labelled>
      );
    case "fixed": {
      // What a document does not have (the route of a page the agency made, of an article of its own) is not shown as a blank.
      if (field.optional && value === undefined) return null;
      // The only fixed value shown: which page of the site it is, by that page's name.
      const page = typeof value === "string" ? ctx.routeNames[value] : undefined;
      return (
        <>
          {page && <p className="fixed">{t("staff.content.routePage", { page })}</p>}
          <Kept path={path} value={value} />
        </>
      );
    }
    case "group": {
      const record = recordOf(value);
      const entries = ordered(shape.entries).map(([key, entry]) => (
        <FieldView key={key} field={entry} value={record[key]} path={fieldPath(path, key)} name={key} ctx={ctx} lang={lang} />
      ));
      if (path === "" || props.inList) return <>{entries}</>;
      return (
        <fieldset id={id}>
          <legend>{label}</legend>
          <ErrorOf path={path} ctx={ctx} />
          {entries}
        </fieldset>
      );
    }
    case "languages":
      return <LanguagesView {...props} field={field as Field & { shape: typeof shape }} />;
    case "list":
      return <ListView {...props} field={field as Field & { shape: typeof shape }} />;
    case "lines":
      return (
        <Labelled path={path} label={label}>
          <textarea id={id} name={path} rows={3} defaultValue={Array.isArray(value) ? value.join("\n") : ""} {...described(path, ctx, "hint-lines")} />
          <ErrorOf path={path} ctx={ctx} />
        </Labelled>
      );
    case "choices": {
      const chosen = Array.isArray(value) ? value : [];
      // The chosen ones first, in their order: the order is kept (a member's languages are listed so).
      const options = [
        ...shape.options.filter((option) => chosen.includes(option)).sort((a, b) => chosen.indexOf(a) - chosen.indexOf(b)),
        ...shape.options.filter((option) => !chosen.includes(option)),
      ];
      return (
        <fieldset id={id}>
          <legend>{label}</legend>
          {options.map((option) => (
            <div className="check" key={option}>
              <input id={`${id}-${option}`} type="checkbox" name={path} value={option} defaultChecked={chosen.includes(option)} />
              <label htmlFor={`${id}-${option}`}>{(LANGUAGES as readonly string[]).includes(option) ? t(`staff.content.lang.${option}`) : option}</label>
            </div>
          ))}
          <ErrorOf path={path} ctx={ctx} />
        </fieldset>
      );
    }
    case "blocks": {
      // The schema's blocks handed over as the editor's own type: the compiler says when the two part ways.
      const text = Array.isArray(value) ? textFromBlocks(value as Block[]) : "";
      const richText: RichTextProps = {
        name: path,
        id,
        labelId: `${id}-label`,
        // Not the syntax hint (hint-blocks): the editor has buttons and a hint of its own.
        describedBy: described(path, ctx, hint)["aria-describedby"],
        invalid: ctx.issues.has(path),
        text,
        routes: linkTargets(ROUTE_KEYS, ctx).map((key) => ({ key, name: routeName(t, ctx, key) })),
        labels: {
          toolbar: t("staff.content.richText.toolbar"),
          paragraph: t("staff.content.richText.paragraph"),
          heading2: t("staff.content.richText.heading2"),
          heading3: t("staff.content.richText.heading3"),
          bulletList: t("staff.content.richText.bulletList"),
          linkBlock: t("staff.content.richText.linkBlock"),
          undo: t("staff.content.richText.undo"),
          redo: t("staff.content.richText.redo"),
          hint: t("staff.content.richText.hint"),
          // The page or address is filled in by the island as the cursor moves: the placeholder stays.
          linkedTo: t("staff.content.richText.linkedTo", { target: "{target}" }),
          legend: t("staff.content.richText.linkLegend"),
          page: t("staff.content.linkKind.route"),
          address: t("staff.content.linkKind.href"),
          none: t("staff.content.none"),
          apply: t("staff.content.richText.apply"),
          remove: t("staff.content.richText.remove"),
          cancel: t("staff.content.richText.cancel"),
          missing: t("staff.content.richText.linkMissing"),
          both: t("staff.content.richText.linkBoth"),
          invalid: t("staff.content.richText.linkInvalid"),
        },
        ...(lang ? { lang } : {}),
      };
      return (
        <div className="field">
          <label htmlFor={id} id={richText.labelId}>
            {label}
          </label>
          {note}
          <StaffIsland name="RichText" props={richText}>
            <textarea
              id={id}
              name={path}
              lang={lang}
              rows={10}
              defaultValue={text}
              {...described(path, ctx, ["hint-blocks", hint].filter(Boolean).join(" "))}
            />
          </StaffIsland>
          <ErrorOf path={path} ctx={ctx} />
        </div>
      );
    }
    case "link": {
      const record = recordOf(value);
      const route = typeof record.route === "string" ? record.route : "";
      return (
        <fieldset id={id}>
          <legend>{label}</legend>
          <ErrorOf path={path} ctx={ctx} />
          <Labelled path={fieldPath(path, "route")} label={t("staff.content.linkKind.route")}>
            <select id={fieldId(fieldPath(path, "route"))} name={fieldPath(path, "route")} defaultValue={route}>
              <option value="">{t("staff.content.none")}</option>
              {linkTargets(shape.routes, ctx, route).map((key) => (
                <option key={key} value={key}>
                  {routeName(t, ctx, key)}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled path={fieldPath(path, "href")} label={t("staff.content.linkKind.href")}>
            <input
              id={fieldId(fieldPath(path, "href"))}
              name={fieldPath(path, "href")}
              type="text"
              defaultValue={asText(record.href)}
              {...described(fieldPath(path, "href"), ctx)}
            />
            <ErrorOf path={fieldPath(path, "href")} ctx={ctx} />
          </Labelled>
        </fieldset>
      );
    }
    case "parent": {
      // A page of a route answers at the route's address whatever its parent: nothing to choose.
      if (!ctx.parents) return <input type="hidden" name={path} value={asText(value)} />;
      return (
        <Labelled path={path} label={label}>
          <select id={id} name={path} defaultValue={asText(value)} {...described(path, ctx, "hint-parent")}>
            <ParentOptions parents={ctx.parents} />
          </select>
          <p className="hint" id="hint-parent">
            {t("staff.content.parentHint")}
          </p>
          <ErrorOf path={path} ctx={ctx} />
        </Labelled>
      );
    }
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      return (
        <fieldset id={id}>
          <legend>{label}</legend>
          {shape.items.map((item, index) => (
            <FieldView key={index} field={item} value={items[index]} path={fieldPath(path, index)} name={name} label={`${label} ${index + 1}`} ctx={ctx} />
          ))}
        </fieldset>
      );
    }
    case "relation":
      return (
        <RelationPicker
          path={path}
          label={label}
          value={value}
          types={shape.types}
          choices={ctx.relations ?? []}
          aria={described(path, ctx)}
          errors={
            <>
              <ErrorOf path={path} ctx={ctx} />
              <ErrorOf path={fieldPath(path, "id")} ctx={ctx} />
            </>
          }
        />
      );
    case "image": {
      const address = shape.kind === "bare" ? path : fieldPath(path, "url");
      return (
        <ImagePicker
          field={field as Field & { shape: typeof shape }}
          path={path}
          label={label}
          value={value}
          media={ctx.media ?? []}
          lang={ctx.lang}
          open={ctx.issues.has(address)}
          errors={
            <>
              <NoteOf path={path} ctx={ctx} />
              {address !== path && <ErrorOf path={path} ctx={ctx} />}
              <ErrorOf path={address} ctx={ctx} />
            </>
          }
          alt={
            shape.alt && (
              // An optional image nobody chose waits for no description: its alt texts are not "missing".
              <FieldView
                field={field.optional && value === undefined ? { ...shape.alt, optional: true } : shape.alt}
                value={recordOf(value).alt}
                path={fieldPath(path, "alt")}
                name="alt"
                ctx={ctx}
              />
            )
          }
        />
      );
    }
    case "either": {
      const object = typeof value === "string" ? { url: value } : value;
      const loose: Field = { ...shape.object, optional: true };
      const entries = shape.object.shape.form === "group" ? shape.object.shape.entries.map(([key, entry]) => [key, { ...entry, optional: true }] as const) : [];
      return <FieldView {...props} field={{ ...loose, shape: { form: "group", entries } }} value={object} />;
    }
  }
}
