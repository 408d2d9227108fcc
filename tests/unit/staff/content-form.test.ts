import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { documentSchema, documentsOf, SITE_SECTIONS } from "../../../worker/content/documents";
import { PageSchema, SiteConfigSchema } from "../../../worker/content/schema";
import type { Translate } from "../../../client/i18n/catalog";
import { formOf, type Field } from "../../../worker/staff/content/fields";
import { choiceLabel } from "../../../worker/staff/content/labels";
import { applyListChange, fieldAt, listChangeOf, PICKED, readDocument, UPLOAD } from "../../../worker/staff/content/form-read";
import { holds } from "../../../worker/staff/content/fields";
import { placeAt } from "../../../worker/staff/content/Advanced";
import { withImageChoices } from "../../../worker/staff/content/image-choices";
import { ROUTE_KEYS } from "../../../client/i18n/routes";
import { locate } from "../../../worker/staff/content/locate";
import { untranslated } from "../../../worker/content/publish-check";

const ROOT = join(import.meta.dirname, "../../..");

/** Every key a content form names a field by. */
function keysOf(field: Field, keys = new Set<string>()): Set<string> {
  const shape = field.shape;
  if (shape.form === "group")
    for (const [key, entry] of shape.entries) {
      keys.add(key);
      keysOf(entry, keys);
    }
  if (shape.form === "languages" || shape.form === "list") keysOf(shape.item, keys);
  if (shape.form === "either") keysOf(shape.object, keys);
  return keys;
}

describe("content forms read from the schema", () => {
  it("gives each kind of field its input", () => {
    const header = formOf(SiteConfigSchema.entries.header);
    expect(fieldAt(header, "appBar.bgColor")?.shape).toMatchObject({ form: "text", input: "text" });
    expect(fieldAt(header, "menu.position")?.shape).toEqual({ form: "choice", options: ["left", "center", "right"] });
    expect(fieldAt(header, "headerLinks.left")?.shape.form).toBe("list");
    expect(fieldAt(header, "headerLinks.left[0].link")?.shape.form).toBe("link");
    expect(fieldAt(header, "headerLinks.left[0].label")?.shape.form).toBe("languages");
    expect(fieldAt(header, "headerLinks.left[0].icon")).toMatchObject({ optional: true, shape: { form: "choice" } });
    const page = formOf(PageSchema);
    expect(fieldAt(page, "id")?.shape.form).toBe("fixed");
    expect(fieldAt(page, "route")?.shape.form).toBe("fixed");
    expect(fieldAt(page, "params.modules[0].relations")?.shape).toEqual({
      form: "relation",
      types: PageSchema.entries.params.entries.modules.item.entries.relations.entries.type.options,
    });
    expect(fieldAt(page, "params.image")?.shape).toMatchObject({ form: "image", kind: "full", alt: { shape: { form: "languages" } } });
    expect(fieldAt(formOf(SiteConfigSchema.entries.popup), "media")?.shape).toEqual({ form: "image", kind: "sized" });
    expect(fieldAt(formOf(SiteConfigSchema.entries.settings), "image")?.shape).toEqual({ form: "image", kind: "bare" });
    expect(fieldAt(page, "parentId")).toMatchObject({ nullable: true, shape: { form: "parent" } });
    expect(fieldAt(formOf(documentSchema({ kind: "article", id: "1" })!), "body.nl")?.shape.form).toBe("blocks");
    expect(fieldAt(formOf(documentSchema({ kind: "team", id: "1" })!), "languages")?.shape).toEqual({ form: "choices", options: [...LANGUAGES] });
  });

  it("has a label in every catalogue for every field of every document", () => {
    const keys = new Set<string>();
    for (const document of documentsOf(seedContent)) keysOf(formOf(documentSchema(document)!), keys);
    for (const section of SITE_SECTIONS) keys.add(section);
    for (const lang of LANGUAGES) {
      const catalogue = readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8");
      const missing = [...keys].filter((key) => !new RegExp(`^msgid "staff\\.content\\.field\\.${key}"\\nmsgstr "[^"]+"`, "m").test(catalogue));
      expect(missing, lang).toEqual([]);
    }
  });

  it("says every value of every choice in words, in every catalogue", () => {
    const codes = new Set<string>();
    const collect = (field: Field, key: string) => {
      const shape = field.shape;
      if (shape.form === "choice") for (const option of shape.options) codes.add(`${key}=${String(option)}`);
      if (shape.form === "group") for (const [entryKey, entry] of shape.entries) collect(entry, entryKey);
      if (shape.form === "languages" || shape.form === "list") collect(shape.item, key);
      if (shape.form === "tuple") for (const item of shape.items) collect(item, key);
      if (shape.form === "either") collect(shape.object, key);
    };
    for (const document of documentsOf(seedContent)) collect(formOf(documentSchema(document)!), "");
    expect(codes).toContain("view=card-view");
    for (const lang of LANGUAGES) {
      const catalogue = new Map(
        [...readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8").matchAll(/^msgid "([^"]+)"\nmsgstr "([^"]*)"/gm)].map((match) => [
          match[1]!,
          match[2]!,
        ]),
      );
      const t: Translate = (id) => catalogue.get(id) || `MISSING ${id}`;
      const unsaid = [...codes].map((code) => code.split("=") as [string, string]).filter(([key, option]) => choiceLabel(t, key, option).startsWith("MISSING"));
      expect(unsaid, lang).toEqual([]);
    }
  });

  it("reads a posted form back into a document: optional fields left blank are absent, numbers stay as typed when they are not numbers", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      isPublished: "yes",
      delay: "12a",
      "title.nl": " Hallo ",
      "title.fr": "",
      "title.en": "Hi",
      "title.de": "Hallo",
      "link.route": "",
      "link.href": "",
      "media.url": "",
      "description.nl": "x",
      "description.fr": "x",
      "description.en": "x",
      "description.de": "x",
    }))
      form.append(name, value);
    expect(readDocument(formOf(SiteConfigSchema.entries.popup), form)).toEqual({
      isPublished: "yes",
      delay: "12a",
      title: { nl: "Hallo", fr: "", en: "Hi", de: "Hallo" },
      description: { nl: "x", fr: "x", en: "x", de: "x" },
    });
  });

  it("adds, moves and removes list items only for lists the form has", () => {
    const banner = formOf(SiteConfigSchema.entries.banner);
    expect(listChangeOf(banner, "add:title")).toBeUndefined();
    expect(listChangeOf(banner, "drop:gallery.images[0]")).toBeUndefined();
    const body = structuredClone(seedContent.site.banner);
    expect(applyListChange(banner, body, listChangeOf(banner, "down:gallery.images[0]")!)).toBe("gallery.images[1]");
    expect(body.gallery.images.map((image) => image.url)).toEqual([1, 0, 2].map((index) => seedContent.site.banner.gallery.images[index]!.url));
    expect(applyListChange(banner, body, listChangeOf(banner, "add:gallery.images")!)).toBe("gallery.images[3]");
    expect(body.gallery.images[3]).toEqual({ url: "", width: 1, height: 1, alt: { nl: "", fr: "", en: "", de: "" } });
  });

  it("finds the document and field of a whole-site problem", () => {
    const documents = documentsOf(seedContent);
    expect(locate("site.propertySearch.title.fr", documents)).toEqual({ ref: { kind: "site", id: "propertySearch" }, field: "title.fr" });
    expect(locate("pages[2].params.modules[0].relations.id", documents)).toEqual({
      ref: { kind: "page", id: String(seedContent.pages[2]!.id) },
      field: "params.modules[0].relations.id",
    });
    expect(locate("", documents)).toBeUndefined();
  });

  it("counts the texts still to translate in the languages the site shows", () => {
    const popup = { ...seedContent.site.popup, title: { ...seedContent.site.popup.title, fr: "", de: "" } };
    expect(untranslated(popup, ["nl", "fr", "en"]).map(({ at }) => at)).toEqual(["title.fr"]);
    expect(untranslated(seedContent, LANGUAGES)).toEqual([]);
  });

  it("keeps internals off the main form: ids and literals unseen, layout in Advanced, Open Graph and X in its social part", () => {
    const page = formOf(PageSchema);
    for (const path of ["id", "createDate", "modifyDate", "params.modules[0].id", "params.modules[0].position"])
      expect(placeAt(page, path), path).toBe("hidden");
    for (const path of ["sort", "params.modules[0].class", "params.modules[0].col.sm", "params.modules[0].span", "params.modules[0].sort"])
      expect(placeAt(page, path), path).toBe("advanced");
    for (const key of ["ogTitle", "ogType", "ogImage", "ogDescription", "twitterTitle", "twitterSite", "twitterImage", "twitterDescription"])
      expect(placeAt(page, `params.metadata.fr.${key}`), key).toBe("social");
    for (const path of ["params.metadata.fr.pageTitle", "params.modules[0].title.nl", "params.modules[0].relations", "name", "route"])
      expect(placeAt(page, path), path).toBeUndefined();
    expect(holds(page, "advanced") && holds(page, "social")).toBe(true);
    expect(holds(formOf(SiteConfigSchema.entries.agency), "advanced")).toBe(false);
    expect(placeAt(formOf(documentSchema({ kind: "team", id: "1" })!), "categoryId")).toBe("advanced");
  });

  it("names every page a link may lead to, and every kind a module may show, in every catalogue", () => {
    const kinds = PageSchema.entries.params.entries.modules.item.entries.relations.entries.type.options;
    const ids = [
      ...ROUTE_KEYS.map((key) => `staff.content.route.${key}`),
      ...kinds.flatMap((kind) => [
        `staff.content.relationKind.${kind}`,
        ...(kind === "article" || kind === "category" ? [] : [`staff.content.relation.${kind}`]),
      ]),
    ];
    for (const lang of LANGUAGES) {
      const catalogue = readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8");
      expect(
        ids.filter((id) => !catalogue.includes(`msgid "${id}"\nmsgstr "`) || catalogue.includes(`msgid "${id}"\nmsgstr ""`)),
        lang,
      ).toEqual([]);
    }
  });

  it("reads a module's choice by name back as its relation, and an image picked in the library as picked", () => {
    const page = formOf(PageSchema);
    const form = new FormData();
    form.append("params.modules[0].relations", "article:25");
    form.append("params.modules[1].relations", "contact:0");
    form.append("params.image.url", "/media/content/new.png");
    form.append("params.image._was", "/images/old.png");
    form.append("params.image.width", "10");
    form.append("params.image.height", "20");
    for (const lang of LANGUAGES) form.append(`params.image.alt.${lang}`, "");
    form.append("#params.modules", "2");
    const read = readDocument(page, form) as { params: { modules: { relations: unknown }[]; image: Record<string, unknown> } };
    expect(read.params.modules.map((module) => module.relations)).toEqual([
      { type: "article", id: 25 },
      { type: "contact", id: 0 },
    ]);
    expect(read.params.image).toMatchObject({ url: "/media/content/new.png", width: 10, height: 20, [PICKED]: true });
    form.set("params.image._was", "/media/content/new.png");
    expect((readDocument(page, form) as typeof read).params.image[PICKED]).toBeUndefined();
    // Nothing chosen in an optional image: absent, its empty alt texts with it.
    form.set("params.image.url", "");
    expect((readDocument(page, form) as typeof read).params.image).toBeUndefined();
  });

  it("fills a picked image's alt texts from the library, and stores an upload with the alt texts typed next to it", async () => {
    const stored: unknown[] = [];
    const library = {
      itemAt: async (path: string) =>
        path === "/media/content/a.png"
          ? { path, type: "image/png" as const, bytes: 1, width: 40, height: 30, uploadedBy: "", uploadedAt: "", alt: { nl: "Kantoor", en: "Office" } }
          : undefined,
      store: async (checked: { size: { width: number; height: number } }, _by: string, _now: Date, alt: object = {}) => {
        stored.push(alt);
        return { path: "/media/content/b.png", type: "image/png" as const, bytes: 1, ...checked.size, uploadedBy: "", uploadedAt: "", alt };
      },
    };
    const alt = { nl: "oud", fr: "ancien", en: "old", de: "alt" };
    const picked = await withImageChoices(library, { image: { url: "/media/content/a.png", width: 1, height: 1, alt, [PICKED]: true } }, "me", new Date());
    // The languages the library does not describe are emptied: "ancien" and "alt" described the previous image.
    expect(picked).toEqual({
      body: { image: { url: "/media/content/a.png", width: 1, height: 1, alt: { nl: "Kantoor", fr: "", en: "Office", de: "" } } },
      issues: [],
    });
    const png = readFileSync(join(ROOT, "tests/fixtures/images/photo.png"));
    const file = new File([png], "photo.png", { type: "image/png" });
    const typed = { nl: "Foto", fr: "Photo", en: "Photo", de: "Foto" };
    const uploaded = await withImageChoices(library, { image: { url: "", alt: typed, [UPLOAD]: file } }, "me", new Date());
    expect(uploaded.body).toEqual({ image: { url: "/media/content/b.png", width: 37, height: 23, alt: typed } });
    expect(stored).toEqual([typed]);
    const refused = await withImageChoices(library, { image: { url: "/x.png", alt: typed, [UPLOAD]: new File(["not an image"], "x.png") } }, "me", new Date());
    expect(refused.issues).toEqual([{ at: "image.url", code: "upload.notImage", message: "notImage" }]);
  });
});
