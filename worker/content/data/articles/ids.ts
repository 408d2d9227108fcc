/** Article ids, shared by the articles and the page modules that show them. */
export const ARTICLE_ID = {
  aboutUs: 25,
  homeCards: 26,
  privacy: 30,
  cookiePolicy: 31,
  disclaimer: 32,
  freeValuation: 33,
  ourServices: 34,
  accessibility: 35,
} as const;

/** The team category shown on the about-us page (SPEC 2: "team view of category id 4"). */
export const TEAM_CATEGORY_ID = 4;
