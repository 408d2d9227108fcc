import type { Lang } from "../../../../client/i18n/languages";
import { isRenamable, ROUTES, type PageRouteKey } from "../../../../client/i18n/routes";
import { BRAND } from "../agency";
import type { ModuleInput, PageInput, Texts } from "../types";

/** Builders shared by the page modules: they fill the fields every page repeats. */

export const CREATED = "2024-03-04";
export const MODIFIED = "2026-01-12";
const OG_IMAGE = "/images/demo/og-default.svg";

/** The menu/page title in every language, all public. */
export function titles(text: Texts): PageInput["params"]["title"] {
  return {
    nl: { text: text.nl, public: true },
    fr: { text: text.fr, public: true },
    en: { text: text.en, public: true },
    de: { text: text.de, public: true },
  };
}

type Meta = { title: string; description: string };

/**
 * SEO metadata per language. The description doubles as Open Graph and Twitter description, so it is
 * kept within 160 characters (checked in the tests).
 */
export function metadata(meta: { nl: Meta; fr: Meta; en: Meta; de: Meta }): PageInput["params"]["metadata"] {
  const one = (lang: Lang) => {
    const { title, description } = meta[lang];
    const full = `${title} | ${BRAND[lang]}`;
    return {
      pageTitle: title,
      metadataTitle: full,
      metadataDescription: description,
      ogTitle: full,
      ogType: "website",
      ogImage: OG_IMAGE,
      ogDescription: description,
      twitterTitle: full,
      twitterImage: OG_IMAGE,
      twitterDescription: description,
    };
  };
  return { nl: one("nl"), fr: one("fr"), en: one("en"), de: one("de") };
}

export const FULL_WIDTH = { sm: 12, md: 12, lg: 12 };
export const NARROW = { sm: 12, md: 10, lg: 10 };

type ModuleCore = Pick<ModuleInput, "id" | "title" | "titleSize" | "sort" | "view" | "relations">;

/** A module with the defaults of SPEC 9: full width, 4 items of 4 per row, no background, Published. */
export function module(fields: ModuleCore & Partial<ModuleInput>): ModuleInput {
  return {
    position: "contentRow",
    span: 12,
    col: fields.span === 10 ? NARROW : FULL_WIDTH,
    backgroundType: "none",
    status: "Published",
    numberItemOfRow: 4,
    maxItems: 4,
    isHasSubcategories: false,
    ...fields,
  };
}

/** A page with the defaults every page of the demo shares. */
export function page(
  fields: Pick<PageInput, "id" | "name" | "sort" | "inMenu"> & { route: PageRouteKey } & {
    params: Pick<PageInput["params"], "title" | "metadata" | "modules"> & Partial<PageInput["params"]>;
  },
): PageInput {
  return {
    parentId: null,
    status: "Published",
    createDate: CREATED,
    modifyDate: MODIFIED,
    ...fields,
    params: {
      isActiveSEO: true,
      showBreadCrumb: true,
      showPageBanner: true,
      // The address staff may rename, shown in the editor as the route table gives it.
      ...(isRenamable(fields.route) ? { path: { ...ROUTES[fields.route].slug } } : {}),
      ...fields.params,
    },
  };
}
