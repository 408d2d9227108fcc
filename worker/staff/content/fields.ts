import type * as v from "valibot";
import { LANGUAGES } from "../../../client/i18n/languages";
import { isLanguageKeyed } from "../../content/documents";

/**
 * What an edit form needs to know of a content schema (worker/content/schema.ts), read from the
 * valibot schema itself so a form can never drift from what a save is checked against: which input
 * each field gets, its bounds, which fields are language-keyed, lists, links or rich text.
 */
export type Shape =
  | { form: "text"; input: "text" | "email" | "date"; multiline: boolean; minLength?: number; maxLength?: number }
  | { form: "number"; min?: number; max?: number; integer: boolean }
  | { form: "boolean" }
  | { form: "choice"; options: readonly (string | number)[] }
  /** A value the form shows but nobody types: a literal, an id, the route a page serves, its dates. */
  | { form: "fixed"; value?: unknown }
  | { form: "group"; entries: readonly (readonly [string, Field])[] }
  /** Language-keyed content: the same field in nl, fr, en and de, side by side. */
  | { form: "languages"; item: Field }
  | { form: "list"; item: Field }
  /** A list of plain texts: one per line of a text area. */
  | { form: "lines" }
  /** A set chosen among a few values: checkboxes. */
  | { form: "choices"; options: readonly string[] }
  /** Rich text blocks: the Tiptap island, over a text area in the short syntax of client/staff/block-text.ts. */
  | { form: "blocks" }
  /** The page a page sits under (its id), or none: chosen among the pages that can hold others (FormContext.parents). */
  | { form: "parent" }
  /** A page of the site by its route, or an https:, mailto: or tel: address. */
  | { form: "link"; routes: readonly string[] }
  | { form: "tuple"; items: readonly Field[] }
  /** What a module shows (an article, a team, a list, a form), chosen by name: `relations` {type, id}, posted as "type:id". */
  | { form: "relation"; types: readonly string[] }
  /**
   * An image of the media library, picked among thumbnails or uploaded in place: an image with its
   * size and alt texts (ImageSchema), with its size only, or a bare address.
   */
  | { form: "image"; kind: "full" | "sized" | "bare"; alt?: Field }
  /** An address alone, or the same address with more about it (a video and its type). */
  | { form: "either"; object: Field };

/**
 * Where a field is on screen: in the form (absent), in the "Advanced" part at the form's end (what a
 * developer may need), in its "Sharing on social media" part, or nowhere (kept as it is on save).
 */
export type Place = "advanced" | "social" | "hidden";

export interface Field {
  shape: Shape;
  optional: boolean;
  nullable: boolean;
  place?: Place;
}

interface PipeItem {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
}

/** The parts of a valibot schema object the form reads (valibot's own types are generic over every schema). */
interface SchemaNode {
  readonly type: string;
  readonly pipe?: readonly (PipeItem | SchemaNode)[];
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly item?: SchemaNode;
  readonly items?: readonly SchemaNode[];
  readonly options?: readonly unknown[];
  readonly wrapped?: SchemaNode;
  readonly literal?: unknown;
}

/** Keys whose texts run longer than a line. */
const MULTILINE = new Set([
  "description",
  "description2",
  "bio",
  "comment",
  "summary",
  "text",
  "introText",
  "metadataDescription",
  "ogDescription",
  "twitterDescription",
  "bannerDescription",
]);
/** Fields the server keeps: what a page or item is, never typed by staff. */
const FIXED = new Set(["id", "route", "createDate", "modifyDate"]);
/** ...except where the key names what an item points to: the article or team category a module shows. */
const CHOSEN_IN = new Set(["relations"]);

/** Layout and order settings of a developer's: in the Advanced part, never in the way. */
const ADVANCED = new Set(["class", "col", "span", "sort", "categoryId"]);
/** The Open Graph and X texts of a page: in the Advanced part's "Sharing on social media". */
const SOCIAL = new Set(["ogTitle", "ogType", "ogImage", "ogDescription", "twitterTitle", "twitterSite", "twitterImage", "twitterDescription"]);
/** Image addresses kept as a bare string: picked from the media library too. */
const BARE_IMAGES = new Set(["image", "ogImage", "twitterImage"]);

const actions = (node: SchemaNode): PipeItem[] =>
  (node.pipe ?? []).filter((item): item is PipeItem => "kind" in item && (item.kind === "validation" || item.kind === "transformation"));
const requirement = (node: SchemaNode, type: string): unknown => actions(node).find((item) => item.type === type)?.requirement;
const numberOf = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

const isSchema = (value: unknown): value is SchemaNode => value !== null && typeof value === "object" && "type" in value && "kind" in value;

function isLink(node: SchemaNode): boolean {
  const options = (node.options ?? []).filter(isSchema);
  return options.length === 2 && options.every((option) => option.type === "object" && (option.entries?.route ?? option.entries?.href));
}

const hasEntries = (node: SchemaNode, keys: readonly string[]): boolean =>
  node.type === "object" && Object.keys(node.entries ?? {}).length === keys.length && keys.every((key) => node.entries?.[key]);

function shapeOf(node: SchemaNode, key: string, parent: string): Shape {
  if (FIXED.has(key) && !CHOSEN_IN.has(parent)) return { form: "fixed" };
  if (key === "parentId" && parent === "") return { form: "parent" };
  if (key === "relations" && node.type === "object" && node.entries?.type?.type === "picklist")
    return { form: "relation", types: (node.entries.type.options ?? []).filter((option) => typeof option === "string") };
  if (hasEntries(node, ["url", "width", "height", "alt"])) return { form: "image", kind: "full", alt: fieldOf(node.entries!.alt!, "alt", key) };
  if (hasEntries(node, ["url", "width", "height"])) return { form: "image", kind: "sized" };
  if (node.type === "string" && BARE_IMAGES.has(key)) return { form: "image", kind: "bare" };
  switch (node.type) {
    case "string": {
      const input = actions(node).some((item) => item.type === "email") ? "email" : actions(node).some((item) => item.type === "iso_date") ? "date" : "text";
      const minLength = numberOf(requirement(node, "min_length"));
      const maxLength = numberOf(requirement(node, "max_length"));
      return {
        form: "text",
        input,
        multiline: MULTILINE.has(key),
        ...(minLength === undefined ? {} : { minLength }),
        ...(maxLength === undefined ? {} : { maxLength }),
      };
    }
    case "number": {
      const min = numberOf(requirement(node, "min_value"));
      const max = numberOf(requirement(node, "max_value"));
      return {
        form: "number",
        integer: actions(node).some((item) => item.type === "integer"),
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case "boolean":
      return { form: "boolean" };
    case "picklist":
      return { form: "choice", options: (node.options ?? []).filter((option) => typeof option === "string" || typeof option === "number") };
    case "literal":
      return { form: "fixed", value: node.literal };
    case "object":
      if (isLanguageKeyed(node.entries ?? {})) return { form: "languages", item: fieldOf(node.entries!.nl!, key) };
      return { form: "group", entries: Object.entries(node.entries ?? {}).map(([name, entry]) => [name, fieldOf(entry, name, key)] as const) };
    case "array": {
      const item = node.item!;
      if (item.type === "picklist") return { form: "choices", options: (item.options ?? []).filter((option) => typeof option === "string") };
      if (item.type === "string") return { form: "lines" };
      if (item.type === "variant") return { form: "blocks" };
      return { form: "list", item: fieldOf(item, key) };
    }
    case "tuple":
      return { form: "tuple", items: (node.items ?? []).map((item) => fieldOf(item, key)) };
    case "union": {
      if (isLink(node)) {
        // The route keys of the code; the pages the agency made come from the working copy (FormContext.routeNames).
        const route = (node.options ?? []).filter(isSchema).find((option) => option.entries?.route)?.entries?.route;
        const keys = route?.type === "union" ? (route.options ?? []).filter(isSchema).find((option) => option.type === "picklist") : route;
        return { form: "link", routes: (keys?.options ?? []).filter((option) => typeof option === "string") };
      }
      const object = (node.options ?? []).filter(isSchema).find((option) => option.type === "object");
      if (object) return { form: "either", object: fieldOf(object, key) };
      return { form: "fixed" };
    }
    default:
      return { form: "fixed" };
  }
}

function placeOf(shape: Shape, key: string): Place | undefined {
  if (shape.form === "fixed" && key !== "route") return "hidden";
  if (SOCIAL.has(key)) return "social";
  if (ADVANCED.has(key)) return "advanced";
  return undefined;
}

function fieldOf(node: SchemaNode, key: string, parent = ""): Field {
  if (node.type === "optional") return { ...fieldOf(node.wrapped!, key, parent), optional: true };
  if (node.type === "nullable") return { ...fieldOf(node.wrapped!, key, parent), nullable: true };
  const shape = shapeOf(node, key, parent);
  const place = placeOf(shape, key);
  return { shape, optional: false, nullable: false, ...(place ? { place } : {}) };
}

const contained = new WeakMap<Field, Map<Place, boolean>>();

/** The fields a field holds (its own, its items', its languages'). */
function childrenOf(field: Field): readonly Field[] {
  const shape = field.shape;
  switch (shape.form) {
    case "group":
      return shape.entries.map(([, entry]) => entry);
    case "languages":
    case "list":
      return [shape.item];
    case "tuple":
      return shape.items;
    case "either":
      return [shape.object];
    default:
      return [];
  }
}

/** Whether a field is, or holds, a field shown in `place`. */
export function holds(field: Field, place: Place): boolean {
  let known = contained.get(field);
  if (!known) contained.set(field, (known = new Map()));
  let answer = known.get(place);
  if (answer === undefined) {
    answer = field.place === place || (field.place === undefined && childrenOf(field).some((child) => holds(child, place)));
    known.set(place, answer);
  }
  return answer;
}

const fields = new WeakMap<object, Field>();

/** The form of a document's schema (memoized: schemas are module constants). */
export function formOf(schema: v.GenericSchema): Field {
  let field = fields.get(schema);
  if (!field) {
    field = fieldOf(schema as unknown as SchemaNode, "");
    fields.set(schema, field);
  }
  return field;
}

/** The value a new list item starts with. */
export function emptyValue(field: Field): unknown {
  if (field.optional) return undefined;
  if (field.nullable) return null;
  const shape = field.shape;
  switch (shape.form) {
    case "text":
      return "";
    case "number":
      return shape.min ?? 0;
    case "boolean":
      return false;
    case "choice":
      return shape.options[0];
    case "fixed":
      return shape.value;
    case "group":
      return Object.fromEntries(shape.entries.map(([key, entry]) => [key, emptyValue(entry)]).filter(([, value]) => value !== undefined));
    case "languages":
      return Object.fromEntries(LANGUAGES.map((lang) => [lang, emptyValue(shape.item)]));
    case "list":
    case "lines":
    case "choices":
    case "blocks":
      return [];
    case "link":
      return { route: shape.routes[0] };
    case "relation":
      return { type: shape.types[0], id: 0 };
    case "image":
      return shape.kind === "bare" ? "" : { url: "", width: 1, height: 1, ...(shape.alt ? { alt: emptyValue(shape.alt) } : {}) };
    case "parent":
      return null;
    case "tuple":
      return shape.items.map(emptyValue);
    case "either":
      return "";
  }
}
