import { Hono } from "hono";
import { choosePasswordPath, forgotPasswordPath, portalAccountPath, portalLogoutPath } from "../../../client/i18n/routes";
import { requireOwner } from "../auth/require-owner";
import type { AppEnv } from "../../env";
import { noindex } from "../../seo/indexing";
import { type SiteArea } from "../../routes/area";
import { postAccount, showAccount } from "./owner-account";
import { postLogin, postLogout, showLogin } from "./owner-login";
import { ownerPostLimit } from "./owner-page";
import { postChoose, showChoose } from "./owner-choose";
import { postForgot, showForgot } from "./owner-forgot";

/**
 * The owners' side of the site, never indexed nor stored by a cache: the login page (SPEC 2
 * `/login/`), "forgot password", the mailed link to choose a password, signing out and the account
 * page (under the portal's address, behind the login). The preview copy only shows the login page
 * (its form posts to the public one). Mounted before the portal's area, so these addresses are
 * answered here. Every POST is covered by the site's same-origin check (CSRF).
 */
export function owner(area: SiteArea) {
  const { lang } = area;
  const login = area.paths.page("login");
  const app = new Hono<AppEnv>().get(login, noindex, (c) => showLogin(c, area));
  if (area.preview) return app;
  const forgot = forgotPasswordPath(lang);
  const choose = choosePasswordPath(lang, ":token");
  const account = portalAccountPath(lang);
  const limited = ownerPostLimit(area);
  return app
    .post(login, noindex, limited, (c) => postLogin(c, area))
    .get(forgot, noindex, (c) => showForgot(c, area))
    .post(forgot, noindex, limited, (c) => postForgot(c, area))
    .get(choose, noindex, (c) => showChoose(c, area))
    .post(choose, noindex, limited, (c) => postChoose(c, area))
    .post(portalLogoutPath(lang), noindex, limited, (c) => postLogout(c, area))
    .get(account, noindex, requireOwner, (c) => showAccount(c, area))
    .post(account, noindex, limited, requireOwner, (c) => postAccount(c, area));
}
