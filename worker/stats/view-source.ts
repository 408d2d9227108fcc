import { sourceOfHost, sourceOfReferrer } from "../../client/domain/referrer-source";
import { CAMPAIGN_MAIL_SOURCES, CAMPAIGN_MEDIUMS, type ViewSource } from "./source-hosts";

export { VIEW_SOURCES, type ViewSource } from "./source-hosts";
export { sourceOfHost };

export interface ViewRequest {
  /** The detail page's address, with its query string (utm_* parameters). */
  url: URL;
  /** The Referer header, if the browser sent one. */
  referer: string | null | undefined;
  /** Hosts of the site itself (request host, SITE_ORIGIN): moving within the site is direct. */
  ownHosts: readonly string[];
}

/** utm_medium decides; else utm_source named like a known site or mail tool; else nothing. */
function sourceOfCampaign(params: URLSearchParams): ViewSource | undefined {
  const medium = params.get("utm_medium")?.trim().toLowerCase();
  if (medium && CAMPAIGN_MEDIUMS[medium]) return CAMPAIGN_MEDIUMS[medium];
  const name = params.get("utm_source")?.trim().toLowerCase();
  if (!name) return undefined;
  if ((CAMPAIGN_MAIL_SOURCES as readonly string[]).includes(name)) return "email";
  // "google", "immoweb.be", "facebook": read as a host, with a suffix added when it has none.
  const source = sourceOfHost(name.includes(".") ? name : `${name}.com`);
  return source === "referral" ? undefined : source;
}

/**
 * Where a detail-page view came from: campaign parameters first (a newsletter link says so even
 * when the mail client hides the referrer), then the referring host. No referrer, an unreadable
 * one, or the site's own pages: direct.
 */
export function classifyViewSource({ url, referer, ownHosts }: ViewRequest): ViewSource {
  const campaign = sourceOfCampaign(url.searchParams);
  if (campaign) return campaign;
  return sourceOfReferrer(referer, ownHosts) ?? "direct";
}
