import { allowedTags, toGtagConsent, type ConsentFlags, type TagIds, type TagKind } from "../domain/consent";

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

/** The configured tag ids, rendered by the server as inert JSON so no id is hard-coded in the bundle. */
export function readTagIds(): TagIds {
  const node = document.getElementById("vitrine-tags");
  if (!node?.textContent) return {};
  try {
    return JSON.parse(node.textContent) as TagIds;
  } catch {
    return {};
  }
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const loaded = new Set<TagKind>();

function load(tag: TagKind, ids: TagIds, gtag: Gtag): void {
  if (loaded.has(tag)) return;
  loaded.add(tag);
  switch (tag) {
    case "analytics":
    case "ads": {
      const id = tag === "analytics" ? ids.googleAnalyticsId : ids.googleAdsId;
      if (!id) return;
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
      gtag("js", new Date());
      gtag("config", id, { send_page_view: false });
      return;
    }
    case "tagManager":
      window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId ?? "")}`);
      return;
    case "pixel": {
      if (!window.fbq) {
        const fbq: Fbq = (...args: unknown[]) => {
          (fbq.queue ??= []).push(args);
        };
        fbq.version = "2.0";
        window.fbq = fbq;
        addScript("https://connect.facebook.net/en_US/fbevents.js");
      }
      window.fbq("init", ids.facebookPixelId);
      return;
    }
  }
}

/**
 * Tells Consent Mode the visitor's answer, loads the tags it allows and, right after an answer,
 * sends the page view that the defaults held back (SPEC 4).
 */
export function applyConsent(flags: ConsentFlags, options: { pageView: boolean }, ids: TagIds = readTagIds()): void {
  const gtag: Gtag = window.gtag ?? ((...args: unknown[]) => (window.dataLayer ??= []).push(args));
  gtag("consent", "update", toGtagConsent(flags));
  for (const tag of allowedTags(ids, flags)) load(tag, ids, gtag);
  if (!options.pageView) return;
  gtag("event", "page_view", { page_location: location.href, page_title: document.title });
  if (typeof window.fbq === "function") window.fbq("track", "PageView");
}
