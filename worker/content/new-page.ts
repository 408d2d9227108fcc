import { proposeSlug } from "../../client/domain/slug";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";

/**
 * "New page" in one go (issue 42): what staff type on the short form (a title, where the page
 * sits, whether the menu shows it, its text, and an address proposed from the title) made into a
 * whole page document: shown on the site once published, with one text module holding the text.
 * Nothing here is checked: the draft schema (worker/content/documents.ts) checks the page on save.
 */

/** What the new-page form posts, read and trimmed. */
export interface NewPageInput {
  title: Partial<Record<Lang, string>>;
  /** The addresses typed (or proposed by the form's island); empty ones are proposed from the title. */
  path: Partial<Record<Lang, string>>;
  /** The text in each language, as rich-text blocks (client/staff/block-text.ts). */
  text: Partial<Record<Lang, unknown[]>>;
  parentId: number | null;
  inMenu: boolean;
}

export { proposeSlug };

/** The languages in the order the staff member reads them: their own first, then the others as the site lists them. */
export const staffFirst = (lang: Lang): Lang[] => [lang, ...LANGUAGES.filter((other) => other !== lang)];

/**
 * Each language's address: the one typed (put in slug form), else proposed from that language's
 * title, else from the first title there is (the staff member's language first), so a draft titled
 * in one language already has an address everywhere, to be changed when it is translated.
 */
export function proposedPaths(input: Pick<NewPageInput, "title" | "path">, staffLang: Lang): Record<Lang, string> {
  const anyTitle = staffFirst(staffLang)
    .map((lang) => input.title[lang] ?? "")
    .find((title) => title.trim() !== "");
  const paths = {} as Record<Lang, string>;
  for (const lang of LANGUAGES) {
    const typed = proposeSlug(input.path[lang] ?? "", lang);
    paths[lang] = typed || proposeSlug(input.title[lang] ?? "", lang) || proposeSlug(anyTitle ?? "", lang);
  }
  return paths;
}

const inEveryLanguage = <T>(value: (lang: Lang) => T): Record<Lang, T> => ({ nl: value("nl"), fr: value("fr"), en: value("en"), de: value("de") });

/** The module a new page's text lives in: full width, shown, without a heading of its own (the page's title heads it); its id comes on save. */
export function textModule(text: NewPageInput["text"]): Record<string, unknown> {
  return {
    titleSize: "h2",
    position: "contentRow",
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    sort: 0,
    view: "single-view",
    backgroundType: "none",
    // The id is not used by a text module: its text is its own.
    relations: { type: "text", id: 0 },
    text: inEveryLanguage((lang) => text[lang] ?? []),
    status: "Published",
    numberItemOfRow: 1,
    maxItems: 1,
    isHasSubcategories: false,
  };
}

/**
 * The page document made from the form: shown on the site once published (status Published), at the
 * top level or under `parentId`, in the menu or not, placed after every other page (`sort`), with
 * one text module when any text was typed. Its search-engine texts are left to their defaults.
 */
export function newPageBody(input: NewPageInput, context: { staffLang: Lang; sort: number; today: string }): Record<string, unknown> {
  const titles = inEveryLanguage((lang) => (input.title[lang] ?? "").trim());
  const name = staffFirst(context.staffLang)
    .map((lang) => titles[lang])
    .find((title) => title !== "");
  const hasText = LANGUAGES.some((lang) => (input.text[lang] ?? []).length > 0);
  return {
    status: "Published",
    name: name ?? "",
    parentId: input.parentId,
    createDate: context.today,
    modifyDate: context.today,
    sort: context.sort,
    inMenu: input.inMenu,
    params: {
      title: inEveryLanguage((lang) => ({ text: titles[lang], public: true })),
      metadata: inEveryLanguage(() => ({})),
      isActiveSEO: true,
      modules: hasText ? [textModule(input.text)] : [],
      showBreadCrumb: true,
      showPageBanner: true,
      path: proposedPaths(input, context.staffLang),
    },
  };
}
