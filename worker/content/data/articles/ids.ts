/** Article ids, shared by the articles and the page modules that show them. */
export const ARTICLE_ID = {
  aboutUs: 25,
  homeCards: 26,
  privacy: 30,
  cookiePolicy: 31,
  disclaimer: 32,
  freeValuation: 33,
  ourServices: 34,
  // Far above the others: see ACCESSIBILITY_IDS.
  accessibility: 3900,
} as const;

/** The team category shown on the about-us page (SPEC 2: "team view of category id 4"). */
export const TEAM_CATEGORY_ID = 4;

/**
 * The accessibility statement's page and modules (issue 39). Its ids sit far above the others: it came
 * after sites went live, and a page, module or article the agency made takes the next free id, so an
 * agency's own document is very unlikely to hold these (worker/content/code-pages.ts adds the page to their content).
 */
export const ACCESSIBILITY_IDS = { page: 3900, statementModule: 3900, formModule: 3901 } as const;
