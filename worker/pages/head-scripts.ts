import { CONSENT_WAIT_FOR_UPDATE_MS } from "../../client/domain/limits";
import type { SiteConfig } from "../content/schema";

/** Swaps the no-js class before first paint, so no-JavaScript fallbacks never flash for others. */
export const noJsScript = `document.documentElement.classList.replace("no-js","js");`;

/**
 * Google Consent Mode v2 defaults (SPEC 4), set before any tag can load: everything denied until the
 * visitor answers, and tags wait CONSENT_WAIT_FOR_UPDATE_MS for a stored answer.
 */
export const consentDefaultsScript =
  `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};` +
  `gtag("consent","default",{ad_user_data:"denied",ad_storage:"denied",analytics_storage:"denied",ad_personalization:"denied",wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}});`;

/** The configured colours as CSS custom properties (the schema only lets hex colours through). */
export function themeStyle(site: SiteConfig): string {
  const { appBar, menu, menuMobile, headerLinks } = site.header;
  const vars: Record<string, string> = {
    "--appbar-bg": appBar.bgColor,
    "--appbar-text": appBar.textColor,
    "--button-bg": appBar.btnColor,
    "--button-text": appBar.btnTextColor,
    "--menu-font-size": `${menu.menuFontSize}px`,
    "--drawer-bg": menuMobile.backgroundColor,
    "--drawer-text": menuMobile.color,
    "--drawer-button": menuMobile.btnDrawerColor,
    "--toplinks-bg": headerLinks.bgColor,
    "--toplinks-text": headerLinks.color,
    "--toplinks-font-size": `${headerLinks.fontSize}px`,
    "--footer-bg": site.footer.bgColor,
    "--footer-text": site.footer.textColor,
    "--footer-max-width": `${site.footer.maxWidth}px`,
  };
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
}
