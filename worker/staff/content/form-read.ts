import { LANGUAGES } from "../../../client/i18n/languages";
import { fieldPath, type DocumentIssue } from "../../content/documents";
import { blocksFromText } from "../../../client/staff/block-text";
import { emptyValue, type Field } from "./fields";

/**
 * A document as its edit form posted it. Each input is named by its field's path
 * (`params.modules[0].title.nl`, worker/content/documents.ts fieldPath); a list says how many items
 * it has in `#path`. Nothing is judged here: the draft schema says what is wrong, and what staff
 * typed comes back to them as typed (a number field holding "12a" stays "12a").
 */

type Posted = Pick<FormData, "get" | "getAll" | "has">;

const text = (form: Posted, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
};

/** Nothing typed or ticked in it: an optional group, text, box or choice that stays absent. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (value !== null && typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}

const present = (entries: [string, unknown][]) => Object.fromEntries(entries.filter(([, value]) => value !== undefined));

function readValue(field: Field, form: Posted, path: string): unknown {
  const shape = field.shape;
  switch (shape.form) {
    case "text":
      return text(form, path);
    case "number": {
      const raw = text(form, path);
      if (raw === "") return field.nullable ? null : undefined;
      const number = Number(raw.replace(",", "."));
      return Number.isFinite(number) ? number : raw;
    }
    case "boolean":
      return form.has(path);
    case "choice": {
      const raw = text(form, path);
      if (raw === "" && !shape.options.includes("")) return undefined;
      const option = shape.options.find((candidate) => String(candidate) === raw);
      return option ?? raw;
    }
    case "fixed": {
      const raw = form.get(path);
      if (typeof raw !== "string" || raw === "") return shape.value;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    }
    case "group":
      return present(shape.entries.map(([key, entry]) => [key, readField(entry, form, fieldPath(path, key))]));
    case "languages":
      return Object.fromEntries(LANGUAGES.map((lang) => [lang, readValue(shape.item, form, fieldPath(path, lang)) ?? ""]));
    case "list": {
      const count = Math.min(Number(text(form, `#${path}`)) || 0, 500);
      return Array.from({ length: count }, (_, index) => readValue(shape.item, form, fieldPath(path, index)));
    }
    case "lines":
      return text(form, path)
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
    case "choices":
      return form.getAll(path).filter((value): value is string => typeof value === "string" && shape.options.includes(value));
    case "blocks":
      return blocksFromText(text(form, path));
    case "link": {
      const href = text(form, fieldPath(path, "href"));
      const route = text(form, fieldPath(path, "route"));
      // Both given: kept so, for linkIssues to ask which one is meant.
      if (href !== "" && route !== "") return { route, href };
      if (href !== "") return { href };
      if (route !== "") return { route };
      return field.optional ? undefined : { route };
    }
    case "parent": {
      const raw = text(form, path);
      return raw === "" ? null : Number.isInteger(Number(raw)) ? Number(raw) : raw;
    }
    case "tuple":
      return shape.items.map((item, index) => readValue(item, form, fieldPath(path, index)));
    case "relation": {
      const [type = "", id = ""] = text(form, path).split(":");
      return { type, id: /^\d{1,9}$/.test(id) ? Number(id) : id };
    }
    case "image":
      return readImage(shape, form, path);
    case "either": {
      const object = readValue(shape.object, form, path);
      if (isBlank(object)) return undefined;
      const values = object !== null && typeof object === "object" ? Object.values(object) : [];
      // Only the address given: the plain form of the value.
      return values.length === 1 && typeof values[0] === "string" ? values[0] : object;
    }
  }
}

/** Marks an image picked in the library with this post: its alt texts come from the library (worker/staff/content/image-choices.ts). */
export const PICKED = "_picked";
/** An image file uploaded in place for an image field, to be stored in the library and used there. */
export const UPLOAD = "_upload";

function readImage(shape: Extract<Field["shape"], { form: "image" }>, form: Posted, path: string): unknown {
  const address = shape.kind === "bare" ? path : fieldPath(path, "url");
  const url = text(form, address);
  const file = form.get(fieldPath(path, UPLOAD));
  const upload = file !== null && typeof file === "object" && file.size > 0 ? file : undefined;
  const picked = url !== "" && url !== text(form, fieldPath(path, "_was"));
  if (shape.kind === "bare") return upload ? { [UPLOAD]: upload, url } : url;
  const alt = shape.alt ? readValue(shape.alt, form, fieldPath(path, "alt")) : undefined;
  // Nothing chosen: no size either, so an optional image left empty stays absent.
  if (url === "" && !upload)
    return present([
      ["url", url],
      ["alt", alt],
    ]);
  const size = (key: string) => {
    const raw = text(form, fieldPath(path, key));
    return raw === "" ? undefined : Number(raw);
  };
  return present([
    ["url", url],
    ["width", size("width")],
    ["height", size("height")],
    ["alt", alt],
    [PICKED, picked || undefined],
    [UPLOAD, upload],
  ]);
}

/** One field of the form; an optional one left blank is absent. */
export function readField(field: Field, form: Posted, path: string): unknown {
  const value = readValue(field, form, path);
  return field.optional && isBlank(value) ? undefined : value;
}

/** The document the form posted. */
export const readDocument = (field: Field, form: Posted): unknown => readValue(field, form, "");

/** The links of a posted document given both a page and an address: which one is meant is not for the server to guess. */
export function linkIssues(value: unknown, at = ""): DocumentIssue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linkIssues(item, fieldPath(at, index)));
  if (value === null || typeof value !== "object") return [];
  if ("route" in value && "href" in value && Object.keys(value).length === 2) return [{ at, code: "union", message: "a page and an address" }];
  return Object.entries(value).flatMap(([key, entry]) => linkIssues(entry, fieldPath(at, key)));
}

/** `a.b[2].c` as the keys it walks. */
export function pathKeys(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? match[1]! : Number(match[2])));
}

/** The field at `path` of a form, if the form has one there. */
export function fieldAt(root: Field, path: string): Field | undefined {
  let field: Field | undefined = root;
  for (const key of pathKeys(path)) {
    const shape: Field["shape"] | undefined = field?.shape;
    if (!shape) return undefined;
    if (shape.form === "group") field = shape.entries.find(([name]) => name === key)?.[1];
    else if (shape.form === "list" && typeof key === "number") field = shape.item;
    else if (shape.form === "languages" && typeof key === "string") field = shape.item;
    else if (shape.form === "tuple" && typeof key === "number") field = shape.items[key];
    else return undefined;
  }
  return field;
}

/** What a list button asks: add an item to a list, remove one, or move it up or down. */
export type ListChange = { op: "add"; list: string } | { op: "remove" | "up" | "down"; list: string; index: number };

const LIST_CHANGE = /^(add|remove|up|down):(.+)$/;

/** The list change a posted button asks for, when it names a list of the form. */
export function listChangeOf(root: Field, value: string | null): ListChange | undefined {
  const match = value ? LIST_CHANGE.exec(value) : null;
  if (!match) return undefined;
  const [, op, path] = match as unknown as [string, ListChange["op"], string];
  if (op === "add") return fieldAt(root, path)?.shape.form === "list" ? { op, list: path } : undefined;
  const item = /^(.*)\[(\d+)\]$/.exec(path);
  if (!item || fieldAt(root, item[1]!)?.shape.form !== "list") return undefined;
  return { op, list: item[1]!, index: Number(item[2]) };
}

/** The value at a path of a document. */
export function valueAt(document: unknown, keys: readonly (string | number)[]): unknown {
  return keys.reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string | number, unknown>)[key] : undefined), document);
}

function listIn(document: unknown, path: string): unknown[] | undefined {
  const list = valueAt(document, pathKeys(path));
  return Array.isArray(list) ? list : undefined;
}

/**
 * `document` with the list change made (in place), and the path of the item to show next. A list a
 * blank optional group left absent is created.
 */
export function applyListChange(root: Field, document: unknown, change: ListChange): string {
  let list = listIn(document, change.list);
  if (!list) {
    const keys = pathKeys(change.list);
    let at = document as Record<string | number, unknown>;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string | number, unknown>;
    list = [];
    at[keys.at(-1)!] = list;
  }
  const item = fieldAt(root, change.list);
  if (change.op === "add") {
    list.push(item?.shape.form === "list" ? emptyValue({ ...item.shape.item, optional: false }) : undefined);
    return fieldPath(change.list, list.length - 1);
  }
  const { index } = change;
  if (index >= list.length) return change.list;
  if (change.op === "remove") {
    list.splice(index, 1);
    return change.list;
  }
  const to = change.op === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return fieldPath(change.list, index);
  [list[index], list[to]] = [list[to], list[index]];
  return fieldPath(change.list, to);
}
