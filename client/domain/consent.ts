import { readConsentCookie } from "./consent-cookie";

/** Google Consent Mode v2 flags (SPEC 4): stored with the answer, all denied until then. */
export const CONSENT_FLAGS = ["ad_user_data", "ad_storage", "analytics_storage", "ad_personalization"] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type ConsentFlags = Record<ConsentFlag, boolean>;
export interface StoredConsent extends ConsentFlags {
  consent: true;
}

export { CONSENT_COOKIE } from "./consent-cookie";

export const ALL_GRANTED: ConsentFlags = { ad_user_data: true, ad_storage: true, analytics_storage: true, ad_personalization: true };
export const ALL_DENIED: ConsentFlags = { ad_user_data: false, ad_storage: false, analytics_storage: false, ad_personalization: false };

/** The gtag form of the flags: 'granted' or 'denied' per key. */
export function toGtagConsent(flags: ConsentFlags): Record<ConsentFlag, "granted" | "denied"> {
  const out = {} as Record<ConsentFlag, "granted" | "denied">;
  for (const flag of CONSENT_FLAGS) out[flag] = flags[flag] ? "granted" : "denied";
  return out;
}

export function serializeConsent(flags: ConsentFlags): string {
  const stored: StoredConsent = { consent: true, ...flags };
  return encodeURIComponent(JSON.stringify(stored));
}

/** Reads the stored answer from a Cookie header or document.cookie; anything unreadable is "not answered". */
export function parseConsent(cookieHeader: string | null | undefined): StoredConsent | undefined {
  const record = readConsentCookie(cookieHeader);
  if (!record) return undefined;
  const flags = { ...ALL_DENIED };
  for (const flag of CONSENT_FLAGS) flags[flag] = record[flag] === true;
  return { consent: true, ...flags };
}

export interface TagIds {
  googleAnalyticsId?: string | undefined;
  googleAdsId?: string | undefined;
  tagManagerId?: string | undefined;
  facebookPixelId?: string | undefined;
}

export type TagKind = "analytics" | "ads" | "tagManager" | "pixel";

/**
 * Which third-party tags may load: a tag needs its id configured and the consent it depends on.
 * Tag Manager itself honours Consent Mode, so it loads once analytics or ads are granted.
 */
export function allowedTags(ids: TagIds, flags: ConsentFlags): TagKind[] {
  const tags: TagKind[] = [];
  if (ids.googleAnalyticsId && flags.analytics_storage) tags.push("analytics");
  if (ids.googleAdsId && flags.ad_storage && flags.ad_user_data) tags.push("ads");
  if (ids.tagManagerId && (flags.analytics_storage || flags.ad_storage)) tags.push("tagManager");
  if (ids.facebookPixelId && flags.ad_storage && flags.ad_personalization) tags.push("pixel");
  return tags;
}
