import { articlePath, slugify } from "../domain/slug";
import type { Lang } from "./languages";

/**
 * The one table of localized addresses. The router (worker/routes/area.ts registers Hono routes from
 * `sitePatterns`), the language switcher, hreflang and canonical links, redirects, the sitemap,
 * robots.txt and the feed's detail paths all read it; no other file spells a localized path. The
 * agency's content may rename a page's slug (its `params.path`, except FIXED_SLUG_ROUTES): every
 * function here that gives such a page's address takes the slug table (or the Links) to read, the
 * published version's that the request holds (`services.links`), or CODE_SLUGS where only the code's
 * table exists (browser islands, the seed). Nothing here holds state.
 * `original` is the CMS path of SPEC 2; `slug` is the first segment after the language prefix.
 */
export const ROUTES = {
  home: { original: "/", slug: { nl: "", fr: "", en: "", de: "" } },
  forSale: { original: "/for-sale/", slug: { nl: "te-koop", fr: "a-vendre", en: "for-sale", de: "zu-verkaufen" } },
  forRent: { original: "/for-rent/", slug: { nl: "te-huur", fr: "a-louer", en: "for-rent", de: "zu-vermieten" } },
  projects: { original: "/Nieuwbouw/", slug: { nl: "nieuwbouw", fr: "projets", en: "new-builds", de: "neubau" } },
  project: { original: "/project/", slug: { nl: "project", fr: "projet", en: "project", de: "projekt" } },
  aboutUs: { original: "/aboutus/", slug: { nl: "over-ons", fr: "qui-sommes-nous", en: "services", de: "ueber-uns" } },
  demandRegister: {
    original: "/demand-register/",
    slug: { nl: "zoekopdracht", fr: "recherche", en: "search-alert", de: "suchauftrag" },
  },
  contact: { original: "/contact/", slug: { nl: "contact", fr: "contact", en: "contact", de: "kontakt" } },
  freeValuation: {
    original: "/contact-demand/",
    slug: { nl: "gratis-schatting", fr: "estimation-gratuite", en: "free-valuation", de: "kostenlose-bewertung" },
  },
  privacy: {
    original: "/privacy/",
    slug: { nl: "privacy-statement", fr: "privacy-statement", en: "privacy-statement", de: "datenschutzerklaerung" },
  },
  cookiePolicy: {
    original: "/Cookie-policy/",
    slug: { nl: "cookie-policy", fr: "cookie-policy", en: "cookie-policy", de: "cookie-richtlinie" },
  },
  disclaimer: {
    original: "/Disclaimer/",
    slug: { nl: "disclaimer", fr: "disclaimer", en: "disclaimer", de: "haftungsausschluss" },
  },
  accessibility: {
    original: "/accessibility/",
    slug: { nl: "toegankelijkheid", fr: "accessibilite", en: "accessibility", de: "barrierefreiheit" },
  },
  login: { original: "/login/", slug: { nl: "login", fr: "login", en: "login", de: "anmelden" } },
  favourites: { original: "/favourites/", slug: { nl: "favorieten", fr: "favoris", en: "favourites", de: "favoriten" } },
  buyingCosts: {
    original: "/buying-costs/",
    slug: { nl: "aankoopkosten", fr: "frais-d-achat", en: "buying-costs", de: "kaufnebenkosten" },
  },
} as const satisfies Record<string, { original: string; slug: Record<Lang, string> }>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** Every route's first segment in every language: the code's table above, or the published content's. */
export type RouteSlugs = { readonly [K in RouteKey]: Readonly<Record<Lang, string>> };
export const CODE_SLUGS = Object.fromEntries(ROUTE_KEYS.map((key) => [key, ROUTES[key].slug])) as Record<RouteKey, Record<Lang, string>> as RouteSlugs;

/**
 * The routes whose address the agency may not rename in the content: home has none; the listing roots
 * and the project detail are written into every listing's path; the search alert's and the login's
 * addresses go out in mails (manage and stop links, the link to choose a password) and in the
 * one-click unsubscribe header, which a redirect would not carry; the favourites page's goes out as a
 * shared link and in the change mails of a saved list, the cost calculator's (with the figures in its
 * query) in the "send me this calculation" mail.
 */
export const FIXED_SLUG_ROUTES = [
  "home",
  "forSale",
  "forRent",
  "projects",
  "project",
  "demandRegister",
  "login",
  "favourites",
  "buyingCosts",
] as const satisfies readonly RouteKey[];
export const isRenamable = (key: RouteKey): boolean => !(FIXED_SLUG_ROUTES as readonly RouteKey[]).includes(key);

/** A route whose address no publish can rename: its path is the code's in every content version. */
export type FixedRouteKey = (typeof FIXED_SLUG_ROUTES)[number];

/** Where each page the agency made answers (it has no route), by its `page-{id}` target. */
export type FreePagePaths = ReadonlyMap<string, Readonly<Record<Lang, string>>>;

/**
 * The page addresses of one published content version (worker/content/page-paths.ts `linksOf`): its
 * route slugs and where the pages the agency made answer. A request holds the one of the version it
 * is answered from (`services.links`) and hands it to whatever writes a link.
 */
export interface Links {
  readonly slugs: RouteSlugs;
  readonly freePages: FreePagePaths;
}

/** The code's own addresses and no page of the agency's: what the browser and the seed know. */
export const CODE_LINKS: Links = { slugs: CODE_SLUGS, freePages: new Map() };

/** How links and moved addresses name a page: by the route it serves, or by its id when the agency made it (`page-12`). */
export const pageTargetOf = (page: { id: number; route?: RouteKey | undefined }): string => page.route ?? `page-${page.id}`;

const isRouteKey = (key: string): key is RouteKey => (ROUTE_KEYS as readonly string[]).includes(key);

/**
 * A linked page's address as the site answers it now: a route key's, or that of a page the agency
 * made (`page-{id}`), in `links`. Home when no such page is shown: publishing refuses such a link, a
 * preview may still hold one, and the browser never resolves content links itself.
 */
export function targetPath(links: Links, target: string, lang: Lang): string {
  if (isRouteKey(target)) return pathFor(links.slugs, target, lang);
  return links.freePages.get(target)?.[lang] ?? fixedPath("home", lang);
}

/** A route's first segment in `lang` in the slug table `slugs`. */
export const slugFor = (slugs: RouteSlugs, key: RouteKey, lang: Lang): string => slugs[key][lang];

/** The localized path of a route in the slug table `slugs` (a content version's, or CODE_SLUGS), with its trailing slash. */
export function pathFor(slugs: RouteSlugs, key: RouteKey, lang: Lang): string {
  const slug = slugs[key][lang];
  return slug ? `/${lang}/${slug}/` : `/${lang}/`;
}

/** The path of a route no publish can rename (FIXED_SLUG_ROUTES): the same in every content version, so it needs no slug table. */
export function fixedPath(key: FixedRouteKey, lang: Lang): string {
  return pathFor(CODE_SLUGS, key, lang);
}

/** The first segment of every thank-you page (SPEC 2, "Thank-you pages"). */
export const THANK_YOU_PREFIX: Record<Lang, string> = { nl: "bedankt", fr: "merci", en: "thank-you", de: "danke" };

/** One thank-you page per form of the spec; the slug follows the prefix. */
export const THANK_YOU_FORMS = {
  "contact-me": { nl: "vraag-over-een-pand", fr: "question-sur-un-bien", en: "contact-me", de: "kontaktanfrage" },
  "contact-appointment": {
    nl: "bezoekaanvraag",
    fr: "demande-de-visite",
    en: "visit-request",
    de: "besichtigungstermin",
  },
  "contact-construction": {
    nl: "vraag-over-nieuwbouw",
    fr: "question-projet-neuf",
    en: "new-build-enquiry",
    de: "neubauanfrage",
  },
  "contact-demand": {
    nl: "gratis-schatting",
    fr: "estimation-gratuite",
    en: "free-valuation",
    de: "kostenlose-bewertung",
  },
  "demand-register": { nl: "zoekopdracht", fr: "recherche", en: "search-alert", de: "suchauftrag" },
  "send-to-friend": { nl: "doorsturen-naar-een-vriend", fr: "envoyer-a-un-ami", en: "send-to-friend", de: "weiterempfehlen" },
  "site-contact": {
    nl: "persoonlijke-service-op-maat-van-uw-vastgoedproject",
    fr: "service-personnalise-sur-mesure-pour-votre-projet-immobilier",
    en: "personal-service-tailored-to-your-property-project",
    de: "persoenlicher-service-fuer-ihr-immobilienprojekt",
  },
  "sign-newsletter": { nl: "nieuwsbrief", fr: "newsletter", en: "newsletter", de: "newsletter" },
  "testing-testing": { nl: "testing-testing", fr: "testing-testing", en: "testing-testing", de: "testing-testing" },
  // Forms the spec names without a thank-you page of its own (documents, offer to buy, testimonial).
  "document-request": { nl: "documenten", fr: "documents", en: "documents", de: "unterlagen" },
  "offer-to-buy": { nl: "bod", fr: "offre", en: "offer", de: "kaufangebot" },
  testimonial: { nl: "getuigenis", fr: "temoignage", en: "testimonial", de: "erfahrungsbericht" },
  // "Send me this calculation" on the cost calculator (issue 41, section 1).
  "cost-calculation": { nl: "berekening-aankoopkosten", fr: "calcul-frais-d-achat", en: "buying-costs-calculation", de: "kaufnebenkosten-berechnung" },
} as const satisfies Record<string, Record<Lang, string>>;

export type ThankYouForm = keyof typeof THANK_YOU_FORMS;

/**
 * Form and thank-you slugs the site used before each language had its own (the spec's English keys
 * in Dutch and French): their addresses answer with a 301 to the new ones, and a post still arrives.
 */
export const MOVED_FORM_SLUGS: Readonly<Record<Lang, Readonly<Record<string, ThankYouForm>>>> = {
  nl: {
    "contact-me": "contact-me",
    "contact-appointment": "contact-appointment",
    "contact-construction": "contact-construction",
    "demand-register": "demand-register",
    "send-to-friend": "send-to-friend",
    "sign-newsletter": "sign-newsletter",
  },
  fr: {
    "contact-me": "contact-me",
    "contact-appointment": "contact-appointment",
    "contact-construction": "contact-construction",
    "demand-register": "demand-register",
    "send-to-friend": "send-to-friend",
  },
  en: {
    "contact-appointment": "contact-appointment",
    "contact-construction": "contact-construction",
    "demand-register": "demand-register",
    "sign-newsletter": "sign-newsletter",
  },
  de: {},
};

/** The form an old slug of `lang` stood for (MOVED_FORM_SLUGS). */
export function movedFormBySlug(lang: Lang, slug: string): ThankYouForm | undefined {
  return Object.hasOwn(MOVED_FORM_SLUGS[lang], slug.toLowerCase()) ? MOVED_FORM_SLUGS[lang][slug.toLowerCase()] : undefined;
}
export const THANK_YOU_FORM_KEYS = Object.keys(THANK_YOU_FORMS) as ThankYouForm[];

/** The word after the language that shows a page as a preview (SPEC 2): /nl/preview/over-ons/. */
export const PREVIEW_SEGMENT = "preview";

/** The first segment of the address a form posts to; the form's slug follows (the thank-you slug). */
export const FORM_PREFIX: Record<Lang, string> = { nl: "formulier", fr: "formulaire", en: "form", de: "formular" };

/** The owner portal's first segment (SPEC 2 "owner portal"); its pages follow. The login page is ROUTES.login. */
export const PORTAL_PREFIX: Record<Lang, string> = { nl: "eigenaar", fr: "proprietaire", en: "owner", de: "eigentuemer" };

/** The newsletter's signed-link pages (confirm, stop) live under this segment, the same in every language. */
export const NEWSLETTER_SEGMENT = "newsletter";

/** A search alert's manage page (confirm, edit, stop) behind its signed token: `/nl/zoekopdracht/<token>/`. */
export function alertManagePath(lang: Lang, token: string): string {
  return `${fixedPath("demandRegister", lang)}${token}/`;
}

/** The alert's one-click unsubscribe address (RFC 8058: a POST stops it, a GET shows a stop button). */
export function alertStopPath(lang: Lang, token: string): string {
  return `${alertManagePath(lang, token)}stop/`;
}

/** A newsletter subscription's page (confirm button) behind its signed token: `/nl/newsletter/<token>/`. */
export function newsletterPath(lang: Lang, token: string): string {
  return `/${lang}/${NEWSLETTER_SEGMENT}/${token}/`;
}

/** The subscription's one-click unsubscribe address (RFC 8058, as alertStopPath). */
export function newsletterStopPath(lang: Lang, token: string): string {
  return `${newsletterPath(lang, token)}stop/`;
}

/** A property or project id in an address: digits only, never longer than the provider's ids. */
export const LISTING_ID = /^\d{1,12}$/;

export function thankYouPath(form: ThankYouForm, lang: Lang): string {
  return `/${lang}/${THANK_YOU_PREFIX[lang]}/${THANK_YOU_FORMS[form][lang]}/`;
}

/** Where a form posts to: `/nl/formulier/contact-me/` (the form's thank-you slug after the form prefix). */
export function formPath(form: ThankYouForm, lang: Lang): string {
  return `/${lang}/${FORM_PREFIX[lang]}/${THANK_YOU_FORMS[form][lang]}/`;
}

/** The owner portal's home in `lang`: `/nl/eigenaar/`. */
export function portalPath(lang: Lang): string {
  return `/${lang}/${PORTAL_PREFIX[lang]}/`;
}

/**
 * The owner pages' own segments: under the portal (account, logout) and under the login page
 * (forgot password, the mailed link to choose one).
 */
export const OWNER_SEGMENTS = {
  account: { nl: "account", fr: "compte", en: "account", de: "konto" },
  logout: { nl: "afmelden", fr: "deconnexion", en: "logout", de: "abmelden" },
  forgotPassword: { nl: "wachtwoord-vergeten", fr: "mot-de-passe-oublie", en: "forgot-password", de: "passwort-vergessen" },
  choosePassword: { nl: "wachtwoord", fr: "mot-de-passe", en: "password", de: "passwort" },
} as const satisfies Record<string, Record<Lang, string>>;

/** One owned property's page in the portal: `/nl/eigenaar/5001/`. */
export function portalPropertyPath(lang: Lang, propertyId: number): string {
  return `${portalPath(lang)}${propertyId}/`;
}

/** The owner's account page (password, passkeys, sessions): `/nl/eigenaar/account/`. */
export function portalAccountPath(lang: Lang): string {
  return `${portalPath(lang)}${OWNER_SEGMENTS.account[lang]}/`;
}

/** Where the sign-out button posts: `/nl/eigenaar/afmelden/`. */
export function portalLogoutPath(lang: Lang): string {
  return `${portalPath(lang)}${OWNER_SEGMENTS.logout[lang]}/`;
}

/** The "forgot password" page: `/nl/login/wachtwoord-vergeten/`. */
export function forgotPasswordPath(lang: Lang): string {
  return `${fixedPath("login", lang)}${OWNER_SEGMENTS.forgotPassword[lang]}/`;
}

/** A mailed one-time link to choose a password: `/nl/login/wachtwoord/{signed token}/`. */
export function choosePasswordPath(lang: Lang, token: string): string {
  return `${fixedPath("login", lang)}${OWNER_SEGMENTS.choosePassword[lang]}/${token}/`;
}

/** The same address shown as a preview: `/nl/over-ons/` → `/nl/preview/over-ons/`. */
export function previewPath(path: string, lang: Lang): string {
  return path.startsWith(`/${lang}/`) ? `/${lang}/${PREVIEW_SEGMENT}${path.slice(lang.length + 1)}` : path;
}

/** `/nl/te-koop/gent/villa/123/`; a segment that slugs to nothing falls back to the zip / type group. */
export function propertyPath(lang: Lang, item: { goal: 0 | 1; city: string; zip: string; typeName: string; typeGroup: number; id: number }): string {
  const city = slugify(item.city, lang) || slugify(item.zip) || "-";
  const type = slugify(item.typeName, lang) || String(item.typeGroup);
  return `${fixedPath(item.goal === 0 ? "forSale" : "forRent", lang)}${city}/${type}/${item.id}/`;
}

/**
 * `/nl/project/residentie-leiezicht/801/`: the project route's slug, the name and the id. SPEC 2's
 * original form is /project/?id={id}; the id segment carries the same information in a path.
 */
export function projectPath(lang: Lang, project: { name: string; id: number }): string {
  return `${fixedPath("project", lang)}${slugify(project.name, lang) || "-"}/${project.id}/`;
}

/** Where an article without a route lives in `lang` (SPEC 2's slug rule), e.g. /nl/onze-diensten/. */
export function articleUrl(lang: Lang, parts: { category?: string | undefined; subCategory?: string | undefined; name: string }): string {
  return `/${lang}${articlePath(parts, lang)}`;
}

/** An article's address as it was before German addresses wrote umlauts out ("fur", not "fuer"): moved with a 301. */
export function umlautlessArticleUrl(lang: Lang, parts: { category?: string | undefined; subCategory?: string | undefined; name: string }): string {
  return `/${lang}${articlePath(parts)}`;
}

/** The content routes, every one but the project detail (which is an address family of its own). */
export type PageRouteKey = Exclude<RouteKey, "project">;
export const PAGE_ROUTE_KEYS = ROUTE_KEYS.filter((key): key is PageRouteKey => key !== "project");

/**
 * The Hono route patterns of one language under `base` (`/nl`, or `/nl/preview` for previews): only
 * addresses no publish can rename, so one router serves every content version. A page whose address
 * the agency may rename is found under the article pattern, in the published version's table
 * (worker/routes/pages.tsx). Ids are digits only (LISTING_ID); the article pattern catches every other address.
 */
export function sitePatterns(lang: Lang, base: string) {
  const slug = (key: FixedRouteKey) => slugFor(CODE_SLUGS, key, lang);
  return {
    page: (key: FixedRouteKey & PageRouteKey) => `${base}/${slug(key) ? `${slug(key)}/` : ""}`,
    property: `${base}/:list{(?:${slug("forSale")}|${slug("forRent")})}/:city/:type/:id{[0-9]{1,12}}/`,
    projectBare: `${base}/${slug("project")}/`,
    projectById: `${base}/${slug("project")}/:id/`,
    project: `${base}/${slug("project")}/:name/:id/`,
    thankYou: `${base}/${THANK_YOU_PREFIX[lang]}/:form/`,
    form: `${base}/${FORM_PREFIX[lang]}/:form/`,
    article: `${base}/*`,
  };
}

/** Finds the route whose localized slug in `lang` is `slug` (case-insensitive, as CMS paths vary in case). */
export function routeBySlug(slugs: RouteSlugs, lang: Lang, slug: string): RouteKey | undefined {
  const wanted = slug.toLowerCase();
  return ROUTE_KEYS.find((key) => key !== "home" && slugFor(slugs, key, lang) === wanted);
}

export function thankYouFormBySlug(lang: Lang, slug: string): ThankYouForm | undefined {
  const wanted = slug.toLowerCase();
  return THANK_YOU_FORM_KEYS.find((form) => THANK_YOU_FORMS[form][lang] === wanted);
}

/**
 * Maps an original (language-less) path to its route: an exact match on the original path first
 * (case-insensitive: the CMS spells /Nieuwbouw/ and /Cookie-policy/), then, as SPEC 2 says, the
 * last segment for the for-sale and for-rent lists (`/anything/for-sale/`).
 */
export function routeByOriginalPath(path: string): RouteKey | undefined {
  const normalized = `/${path.split("/").filter(Boolean).join("/")}/`.replace(/^\/\/$/, "/").toLowerCase();
  const exact = ROUTE_KEYS.find((key) => ROUTES[key].original.toLowerCase() === normalized);
  if (exact) return exact;
  const last = normalized.split("/").filter(Boolean).pop();
  if (last === "for-sale") return "forSale";
  if (last === "for-rent") return "forRent";
  return undefined;
}
