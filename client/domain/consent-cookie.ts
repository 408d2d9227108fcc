/**
 * The consent cookie's name and its reading, apart from the rest of client/domain/consent.ts: the
 * page's entry script asks whether analytics were granted, and must stay tiny.
 */
export const CONSENT_COOKIE = "vitrine_consent";

/** The stored answer as written (an object with `consent: true`), from a Cookie header or document.cookie; undefined when absent or unreadable. */
export function readConsentCookie(cookieHeader: string | null | undefined): Record<string, unknown> | undefined {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)));
    return typeof value === "object" && value !== null && (value as { consent?: unknown }).consent === true ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the visitor granted analytics (Consent Mode's analytics_storage). */
export const analyticsGranted = (cookieHeader: string | null | undefined): boolean => readConsentCookie(cookieHeader)?.analytics_storage === true;
