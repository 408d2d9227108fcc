/**
 * Who sends visitors to a detail page, by the referring host or the campaign parameters. The lists
 * are data, read by worker/stats/view-source.ts; add a site here, not there.
 *
 * Two kinds of entries:
 * - a `domain` matches that host and its subdomains (`t.co`, `l.facebook.com` for `facebook.com`);
 * - a `brand` matches the label before a country or generic suffix, so `google` covers google.be,
 *   google.co.uk and google.com.br but not google.example.org.
 */

/** Where a view came from, as the owner portal shows it (SPEC 3 "Owner statistics": source). */
export const VIEW_SOURCES = ["direct", "search", "social", "portal", "email", "referral"] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

export interface HostRules {
  domains: readonly string[];
  brands: readonly string[];
}

/** Webmail first: mail.google.com is mail, not a search. Hosts starting with these labels count too. */
export const WEBMAIL_HOSTS: HostRules = {
  domains: [
    "mail.google.com",
    "inbox.google.com",
    "outlook.live.com",
    "outlook.office.com",
    "outlook.office365.com",
    "mail.yahoo.com",
    "mail.aol.com",
    "mail.proton.me",
    "mail.protonmail.com",
    "mail.zoho.com",
    "webmail.telenet.be",
    "webmail.proximus.be",
    "webmail.scarlet.be",
    "webmail.post.lu",
    "webmail.pt.lu",
    "gmx.net",
    "gmx.de",
    "gmx.com",
    "web.de",
    "icloud.com",
  ],
  brands: [],
};
/** First labels of a host that mean a webmail client on any provider (webmail.example.be). */
export const WEBMAIL_HOST_PREFIXES = ["webmail", "mail", "email", "outlook"] as const;

/** Real-estate portals of Belgium and Luxembourg where the agency's listings are also published. */
export const PORTAL_HOSTS: HostRules = {
  domains: ["immo.vlan.be", "immo.notaris.be", "immo.notaire.be", "2dehands.be", "2ememain.be", "biddit.be"],
  brands: ["immoweb", "zimmo", "immovlan", "realo", "logic-immo", "immoscoop", "athome", "immotop", "wortimmo", "habiter"],
};

export const SOCIAL_HOSTS: HostRules = {
  domains: ["t.co", "x.com", "fb.com", "fb.me", "m.me", "messenger.com", "lnkd.in", "wa.me", "youtu.be", "t.me", "threads.net", "bsky.app", "pin.it"],
  brands: ["facebook", "instagram", "linkedin", "twitter", "whatsapp", "pinterest", "youtube", "tiktok", "snapchat", "reddit", "telegram"],
};

export const SEARCH_HOSTS: HostRules = {
  domains: ["search.brave.com", "kagi.com", "mojeek.com", "search.aol.com", "yep.com"],
  brands: ["google", "bing", "duckduckgo", "yahoo", "ecosia", "qwant", "yandex", "baidu", "startpage", "ask", "seznam", "naver"],
};

/** Referrers from apps (Android sends `android-app://{package}/`): mail clients, social apps, search. */
export const APP_SOURCES: Readonly<Record<string, ViewSource>> = {
  "com.google.android.gm": "email",
  "com.microsoft.office.outlook": "email",
  "com.google.android.googlequicksearchbox": "search",
  "com.facebook.katana": "social",
  "com.facebook.orca": "social",
  "com.instagram.android": "social",
  "com.linkedin.android": "social",
  "com.twitter.android": "social",
  "com.whatsapp": "social",
  "com.pinterest": "social",
  "com.zhiliaoapp.musically": "social",
};

/** `utm_medium` values (folded to lower case) and the source they mean. */
export const CAMPAIGN_MEDIUMS: Readonly<Record<string, ViewSource>> = {
  email: "email",
  "e-mail": "email",
  mail: "email",
  newsletter: "email",
  social: "social",
  "social-media": "social",
  social_media: "social",
  socialmedia: "social",
  "social-network": "social",
  sm: "social",
  "paid-social": "social",
  paidsocial: "social",
  cpc: "search",
  ppc: "search",
  paidsearch: "search",
  "paid-search": "search",
  sem: "search",
  organic: "search",
  portal: "portal",
  listing: "portal",
  classified: "portal",
  classifieds: "portal",
  referral: "referral",
  affiliate: "referral",
  display: "referral",
  banner: "referral",
  direct: "direct",
  none: "direct",
  "(none)": "direct",
};

/** `utm_source` values that name a mail tool rather than a site. */
export const CAMPAIGN_MAIL_SOURCES = ["newsletter", "email", "e-mail", "mail", "mailchimp", "brevo", "sendinblue", "mailjet", "campaignmonitor"] as const;
