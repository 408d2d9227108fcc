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

/**
 * The pages issue 41 added (favourites, the cost calculator), far above the others for the same reason
 * as ACCESSIBILITY_IDS: worker/content/code-pages.ts adds them to content published before them, where
 * the agency's next page already took the id after the build's last.
 */
export const LATER_PAGE_IDS = { favourites: 3902, buyingCosts: 3903 } as const;
