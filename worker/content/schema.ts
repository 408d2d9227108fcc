import * as v from "valibot";
import { LANGUAGES } from "../../client/i18n/languages";
import { MAX_LENGTH } from "../../client/forms/fields";
import { PAGE_ROUTE_KEYS, ROUTE_KEYS } from "../../client/i18n/routes";
import { webAddress } from "./web-address";

/**
 * The agency's content, validated with valibot at start-up and in the tests.
 * Field names follow SPEC 3 so that content exported from the CMS maps one to one.
 */

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

/** Language-keyed content (SPEC 3): every enabled-able language must be present. */
export const localized = <T extends v.GenericSchema>(item: T) => v.object({ nl: item, fr: item, en: item, de: item });
export const LocalizedText = localized(nonEmpty);
export type LocalizedText = v.InferOutput<typeof LocalizedText>;

const color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{3,8}$/, "a hex colour"));
const position = v.picklist(["left", "center", "right"]);
const status = v.picklist(["Published", "Draft"]);
const langCode = v.picklist(LANGUAGES);
/** A site-relative asset path or an https address (an image, a video). */
const url = webAddress("media");
/** How a link names a page the agency made: it has no route of the code, only its id (`page-12`). */
export const FREE_PAGE_TARGET = /^page-[1-9][0-9]{0,8}$/;
/** A page of the site: a route key, or a page the agency made (FREE_PAGE_TARGET). */
const pageTarget = v.union([v.picklist(ROUTE_KEYS), v.pipe(v.string(), v.regex(FREE_PAGE_TARGET, "a page"))]);
/** A page of the site (resolved to its localized path per language) or an external address. */
const link = v.union([v.object({ route: pageTarget }), v.object({ href: webAddress("link") })]);

export const ImageSchema = v.object({
  url,
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: LocalizedText,
});
export type Image = v.InferOutput<typeof ImageSchema>;

/** Rich text kept as blocks, not HTML, so everything is escaped on output. */
export const BlockSchema = v.variant("type", [
  v.object({ type: v.literal("p"), text: nonEmpty }),
  v.object({ type: v.picklist(["h2", "h3"]), text: nonEmpty }),
  v.object({ type: v.literal("ul"), items: v.pipe(v.array(nonEmpty), v.minLength(1)) }),
  v.object({ type: v.literal("link"), text: nonEmpty, link }),
]);
export type Block = v.InferOutput<typeof BlockSchema>;
const richText = localized(v.pipe(v.array(BlockSchema), v.minLength(1)));

const columns = v.object({
  sm: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  md: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  lg: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
});

const HeaderLinkSchema = v.object({
  status,
  label: LocalizedText,
  link,
  icon: v.optional(v.picklist(["phone", "mail", "pin", "facebook", "instagram", "linkedin", "clock"])),
  color: v.optional(color),
});

export const SiteConfigSchema = v.object({
  agency: v.object({
    /**
     * The brand as each language's visitors know it, the one name titles, mails, the contact block and
     * JSON-LD show in that language (a version published with one text is read by parseContent).
     */
    name: LocalizedText,
    legalName: nonEmpty,
    vatNumber: nonEmpty,
    ipiNumber: nonEmpty,
    email: v.pipe(v.string(), v.email()),
    phone: nonEmpty,
    /** `country` is the name the pages show; `countryCode` the ISO 3166-1 alpha-2 code structured data states ("BE"). */
    address: v.object({ street: nonEmpty, zip: nonEmpty, city: LocalizedText, country: LocalizedText, countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)) }),
  }),
  site_info: v.object({
    googleAnalyticsId: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/))),
    googleAdsId: v.optional(v.pipe(v.string(), v.regex(/^AW-[0-9]+$/))),
    tagManagerId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/))),
    facebookPixelId: v.optional(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
  }),
  /** "Site settings carry googleVerification, facebookVerification, nortonSafeWeb, image and robots." */
  settings: v.object({
    googleVerification: v.optional(nonEmpty),
    facebookVerification: v.optional(nonEmpty),
    nortonSafeWeb: v.optional(nonEmpty),
    image: v.optional(url),
    /** The default robots meta of indexable pages ("index, follow"); a "noindex" here closes the whole site in robots.txt. */
    robots: nonEmpty,
    /** Extra robots.txt rules; preview, API and developer paths are always disallowed (worker/seo/robots.ts). */
    robotsTxt: v.optional(
      v.object({
        /** Further site paths no crawler may fetch, e.g. "/nl/oude-pagina/". */
        disallow: v.optional(v.array(v.pipe(v.string(), v.regex(/^\/[^\s]*$/, "a site path")))),
        /** Crawlers shut out of the whole site, by user-agent token, e.g. "GPTBot". */
        blockedAgents: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]+$/, "a user-agent token")))),
      }),
    ),
    /** The agency's Twitter/X handle for twitter:site, e.g. "@vitrine". */
    twitterSite: v.optional(v.pipe(v.string(), v.regex(/^@\w{1,15}$/, "an @handle"))),
    title: LocalizedText,
    description: LocalizedText,
  }),
  language: v.object({
    languageDefault: langCode,
    languageUse: v.pipe(v.array(v.object({ code: langCode, use: v.boolean() })), v.minLength(1)),
  }),
  header: v.object({
    appBar: v.object({ bgColor: color, btnColor: color, btnTextColor: color, textColor: color, changeOnScroll: v.boolean() }),
    menu: v.object({
      position,
      showFreeEvaluation: v.boolean(),
      showHomeMenu: v.boolean(),
      menuFontSize: v.pipe(v.number(), v.minValue(10), v.maxValue(24)),
      menuMaxItems: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    menuMobile: v.object({ position: v.picklist(["left", "right"]), backgroundColor: color, color, btnDrawerColor: color }),
    /** `image` is drawn on the light app bar; `imageOnDark` over the home banner and other dark grounds (defaults to `image`). */
    logo: v.object({ position, image: ImageSchema, imageOnDark: v.optional(ImageSchema), showLogoAtStart: v.boolean() }),
    headerLinks: v.object({
      show: v.boolean(),
      bgColor: color,
      color,
      fontSize: v.pipe(v.number(), v.minValue(10), v.maxValue(20)),
      left: v.array(HeaderLinkSchema),
      right: v.array(HeaderLinkSchema),
    }),
    languageSwitcher: v.object({ position }),
  }),
  banner: v.object({
    type: v.picklist(["image", "gallery", "video", "properties", "projects"]),
    image: ImageSchema,
    gallery: v.object({ images: v.array(ImageSchema) }),
    video: v.optional(v.union([url, v.object({ url, mimetype: v.picklist(["video/mp4", "video/webm"]) })])),
    title: LocalizedText,
    description: LocalizedText,
    showLogo: v.boolean(),
  }),
  propertySearch: v.object({
    show: v.boolean(),
    showLogo: v.boolean(),
    showSearchInput: v.boolean(),
    showSearchButton: v.boolean(),
    showSearchCount: v.boolean(),
    showCountProperty: v.boolean(),
    title: LocalizedText,
    /** May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
    description: LocalizedText,
    description2: v.optional(LocalizedText),
    data: v.object({ countProperty: v.tuple([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.number(), v.integer(), v.minValue(0))]) }),
  }),
  popup: v.object({
    isPublished: v.picklist(["yes", "no"]),
    delay: v.pipe(v.number(), v.minValue(0), v.maxValue(600)),
    link: v.optional(link),
    title: LocalizedText,
    media: v.optional(v.object({ url, width: v.number(), height: v.number() })),
    description: LocalizedText,
  }),
  footer: v.object({
    bgColor: color,
    textColor: color,
    maxWidth: v.pipe(v.number(), v.minValue(600)),
    bottom: v.array(
      v.object({
        title: v.object({ text: LocalizedText, public: v.boolean() }),
        introText: v.object({ text: LocalizedText, public: v.boolean() }),
        fullText: v.object({ text: richText, public: v.boolean() }),
        image: v.object({ image: v.optional(ImageSchema), public: v.boolean() }),
        col: columns,
      }),
    ),
    copyright: LocalizedText,
  }),
  consent: v.object({ cookieLifetimeDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(395)) }),
  /** What the agency asks of visitors who want to visit a rental or offer to buy (SPEC 9; shown before they confirm). */
  leads: v.object({
    rental: v.object({
      /** The net monthly income a tenant needs, as a multiple of the rent. */
      incomeMultiple: v.pipe(v.number(), v.minValue(1)),
      maxPersons: v.pipe(v.number(), v.integer(), v.minValue(1)),
      /** The tenant's share of the inventory of fixtures, in percent. */
      inventorySharePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      depositMonths: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    /** The advance a buyer pays when the sale is signed, in percent of the price (SPEC 9: 10 %). */
    offerAdvancePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  security: v.object({ frameAncestors: v.array(v.pipe(v.string(), v.regex(/^('self'|'none'|https:\/\/[a-z0-9.-]+)$/))) }),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** What a module shows: an article, a list, a team category, the contact form, or its own text (`text`, typed in place). */
export const MODULE_TYPES = ["article", "property-list", "project-list", "category", "contact", "text"] as const;

export const ModuleSchema = v.object({
  id: v.number(),
  /** A text module may go without a heading of its own: the page's title heads it. */
  title: v.optional(LocalizedText),
  titleSize: v.picklist(["h1", "h2"]),
  description: v.optional(LocalizedText),
  description2: v.optional(LocalizedText),
  position: v.literal("contentRow"),
  span: v.picklist([12, 10]),
  col: columns,
  sort: v.number(),
  view: v.picklist(["card-view", "single-view", "ons-team-view", ""]),
  class: v.optional(v.string()),
  backgroundType: v.picklist(["none", "color", "image"]),
  image: v.optional(ImageSchema),
  colorBackground: v.optional(color),
  /** The id names the article or team category shown; a text module's is not used (its text is `text`). */
  relations: v.object({ type: v.picklist(MODULE_TYPES), id: v.number() }),
  /** A text module's own rich text (relations.type "text"), per language. */
  text: v.optional(richText),
  status,
  numberItemOfRow: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  maxItems: v.pipe(v.number(), v.integer(), v.minValue(1)),
  isHasSubcategories: v.boolean(),
});
export type Module = v.InferOutput<typeof ModuleSchema>;

/** One address segment by SPEC 2's slug rule: lower case, no accents or punctuation, words joined by hyphens. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const pageSlug = v.pipe(v.string(), v.trim(), v.regex(PAGE_SLUG, "a slug"), v.maxLength(80));

/** Each language's search-engine texts; left out, they default (worker/seo/page-defaults.ts) from the page's title and first text. */
const MetadataSchema = v.object({
  pageTitle: v.optional(nonEmpty),
  metadataTitle: v.optional(nonEmpty),
  metadataDescription: v.optional(nonEmpty),
  ogTitle: v.optional(nonEmpty),
  ogType: v.optional(nonEmpty),
  ogImage: v.optional(url),
  ogDescription: v.optional(nonEmpty),
  twitterTitle: v.optional(nonEmpty),
  twitterSite: v.optional(nonEmpty),
  twitterImage: v.optional(url),
  twitterDescription: v.optional(nonEmpty),
});

/**
 * A menu entry or a page outside the menu (SPEC 3 "Menu page"). `route` ties it to the route table;
 * a page the agency made has none and answers at its own `params.path`, under its parent's address
 * when it has a parent (SPEC 2: /{parent path}/{child path}/; worker/content/page-paths.ts).
 */
export const PageSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  parentId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: nonEmpty,
  route: v.optional(v.picklist(PAGE_ROUTE_KEYS)),
  status,
  createDate: v.pipe(v.string(), v.isoDate()),
  modifyDate: v.pipe(v.string(), v.isoDate()),
  sort: v.number(),
  inMenu: v.boolean(),
  params: v.object({
    title: localized(v.object({ text: nonEmpty, public: v.boolean() })),
    metadata: localized(MetadataSchema),
    isActiveSEO: v.boolean(),
    image: v.optional(ImageSchema),
    modules: v.array(ModuleSchema),
    redirect: v.optional(v.boolean()),
    /** Where the page sends its visitors: a page of the site by its path, an https, mailto or tel address. */
    redirectUrl: v.optional(webAddress("redirect")),
    showBreadCrumb: v.boolean(),
    showPageBanner: v.boolean(),
    bannerTitle: v.optional(LocalizedText),
    bannerDescription: v.optional(LocalizedText),
    /** The page's first address segment per language (SPEC 3 "path per language"); absent: the route table's. */
    path: v.optional(localized(pageSlug)),
  }),
});
export type Page = v.InferOutput<typeof PageSchema>;

const CardSchema = v.object({ title: LocalizedText, text: LocalizedText, image: v.optional(ImageSchema), link: v.optional(link) });

export const TestimonialSchema = v.object({
  name: nonEmpty,
  comment: LocalizedText,
  website: v.optional(webAddress("website")),
  image: v.optional(ImageSchema),
  date: v.pipe(v.string(), v.isoDate()),
  poster: nonEmpty,
});

/**
 * A testimonial a visitor sent and the agency approved (issue 17): shown in the language it was
 * written in, on the articles that show testimonials, within the testimonial form's bounds. Its id
 * is the lead's, so an erasure finds it.
 */
export const VisitorTestimonialSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  status,
  lang: langCode,
  name: v.pipe(nonEmpty, v.maxLength(MAX_LENGTH.name)),
  comment: v.pipe(nonEmpty, v.maxLength(MAX_LENGTH.remark)),
  /** A web address only (it becomes a link on the page): what the testimonial form accepts. */
  website: v.optional(v.pipe(webAddress("visitorWebsite"), v.maxLength(MAX_LENGTH.url))),
  date: v.pipe(v.string(), v.isoDate()),
});
export type VisitorTestimonial = v.InferOutput<typeof VisitorTestimonialSchema>;

export const ArticleSchema = v.object({
  id: v.number(),
  status,
  /** Path segments for SPEC 2's article path rule; a route-bound article (privacy, ...) has none. */
  category: v.optional(LocalizedText),
  subCategory: v.optional(LocalizedText),
  route: v.optional(v.picklist(ROUTE_KEYS)),
  title: LocalizedText,
  summary: LocalizedText,
  body: richText,
  image: v.optional(ImageSchema),
  cards: v.optional(v.array(CardSchema)),
  testimonials: v.optional(v.array(TestimonialSchema)),
  date: v.pipe(v.string(), v.isoDate()),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const TeamMemberSchema = v.object({
  id: v.number(),
  categoryId: v.number(),
  status,
  sort: v.number(),
  firstName: nonEmpty,
  lastName: nonEmpty,
  role: LocalizedText,
  bio: LocalizedText,
  email: v.pipe(v.string(), v.email()),
  phone: nonEmpty,
  languages: v.array(langCode),
  image: ImageSchema,
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const ContentSchema = v.object({
  site: SiteConfigSchema,
  pages: v.array(PageSchema),
  articles: v.array(ArticleSchema),
  team: v.array(TeamMemberSchema),
  /** Versions published before testimonials were content have none. */
  testimonials: v.optional(v.array(VisitorTestimonialSchema), []),
});
export type Content = v.InferOutput<typeof ContentSchema>;
