import type { ArticleInput } from "../types";
import { accessibilityArticle } from "./accessibility";
import { aboutUsArticle } from "./about-us";
import { cookiePolicyArticle } from "./cookie-policy";
import { disclaimerArticle } from "./disclaimer";
import { freeValuationArticle } from "./free-valuation";
import { homeCards } from "./home-cards";
import { ourServices } from "./our-services";
import { privacyArticle } from "./privacy";

export const articles: ArticleInput[] = [
  aboutUsArticle,
  homeCards,
  privacyArticle,
  cookiePolicyArticle,
  disclaimerArticle,
  freeValuationArticle,
  ourServices,
  accessibilityArticle,
];
