import type { PageInput } from "../types";
import { accessibility } from "./accessibility";
import { aboutUs } from "./about-us";
import { buyingCosts } from "./buying-costs";
import { contact, demandRegister, freeValuation } from "./forms";
import { home } from "./home";
import { cookiePolicy, disclaimer, login, privacy } from "./legal";
import { favourites } from "./favourites";
import { forRent, forSale, projects } from "./listings";

/** The seven menu entries of SPEC 2 first, then the pages reached by links only. */
export const pages: PageInput[] = [
  home,
  forSale,
  forRent,
  projects,
  aboutUs,
  demandRegister,
  contact,
  freeValuation,
  privacy,
  cookiePolicy,
  disclaimer,
  login,
  accessibility,
  favourites,
  buyingCosts,
];
