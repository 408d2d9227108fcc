import type { Bindings } from "../bindings";
import { seedContent } from "../content";
import type { Content } from "../content/schema";
import type { Lang } from "../../client/i18n/languages";
import { alertDigestRepository } from "../alerts/alert-digests";
import { devMailboxRepository } from "../mail/dev-mailbox";
import { currentPointer, languageIndex } from "../feed/reader";
import { leadRepository } from "../db/leads";
import { newsletterRepository } from "../db/newsletter";
import { ownerPasskeyRepository } from "../db/owner-passkeys";
import { ownerPasswordLinkRepository } from "../db/owner-password-links";
import { ownerRepository } from "../db/owners";
import { i18nFor } from "../i18n";
import { providerConfigOf } from "../feed/provider/config";
import { demoCrm, providerCrm, type LeadCrm } from "./crm";
import type { DeliveryDeps } from "./deliver";
import { snapshotListings } from "./owner-reports";
import type { MailTransport } from "../mail/mail";
import { emailServiceTransport, recordingTransport } from "../mail/transports";
import { configOf } from "../services/config";
import { mailStopRepository } from "../db/mail-stops";
import { suppressingTransport } from "../mail/suppression";
import { favouriteWatchRepository } from "../favourites/watches";

/** The mail transport of this deployment: Email Service, and on localhost also the mailbox at /dev/mailbox/. */
export function mailTransportOf(env: Bindings): MailTransport {
  const transport = emailServiceTransport(env.EMAIL);
  return configOf(env).local ? recordingTransport(transport, devMailboxRepository(env.DB)) : transport;
}

/**
 * The provider's CRM when PROVIDER_* is configured, else the demo's. An invalid configuration fails
 * each push (retried, then dead-lettered: never faked) while the mails still go out.
 */
function crmFor(env: Bindings): LeadCrm {
  try {
    const config = providerConfigOf(env);
    return config ? providerCrm(config) : demoCrm(env.DB);
  } catch (error) {
    return { name: "provider", push: () => Promise.reject(error instanceof Error ? error : new Error(String(error))) };
  }
}

/**
 * The listings of the current snapshot in a language, for a digest (the site's default language when
 * the snapshot has no such language); null when no snapshot can be read (the digest is tried again).
 */
async function currentListings(env: Bindings, lang: Lang, fallback: Lang) {
  const pointer = await currentPointer(env.FEED);
  if (!pointer) return null;
  const index = (await languageIndex(env.FEED, pointer, lang)) ?? (await languageIndex(env.FEED, pointer, fallback));
  return index?.properties ?? null;
}

/**
 * What the delivery queue's consumer needs, from the bindings (a queue message has no request) and
 * the published content (worker/content/published.ts; the build's own when none is given).
 */
export function deliveryDeps(env: Bindings, overrides: Partial<DeliveryDeps> = {}, content: Content = seedContent): DeliveryDeps {
  const config = configOf(env);
  return {
    leads: leadRepository(env.DB),
    crm: crmFor(env),
    uploads: env.UPLOADS,
    alerts: alertDigestRepository(env.DB),
    watches: favouriteWatchRepository(env.DB),
    newsletter: newsletterRepository(env.DB),
    ownerLinks: ownerPasswordLinkRepository(env.DB),
    ownerPasskeys: ownerPasskeyRepository(env.DB),
    owners: ownerRepository(env.DB),
    formSecret: config.formSecret,
    listings: (lang) => currentListings(env, lang, content.site.language.languageDefault),
    db: env.DB,
    reportListings: () => snapshotListings(env, content.site.language.languageDefault),
    pictureUrl: (url, width, origin) => config.imageRewrite?.(url, width) ?? new URL(url, origin).toString(),
    mail: (origin) => ({
      agency: content.site.agency,
      agencyLang: content.site.language.languageDefault,
      from: config.mailFrom,
      origin: config.siteOrigin ?? origin ?? "http://localhost:8787",
      brandColor: content.site.header.appBar.btnColor,
      i18n: i18nFor,
      now: new Date(),
    }),
    ...overrides,
    // Whatever transport is given (a test's recording one too), an address that asked for no more mail gets none.
    transport: suppressingTransport(overrides.transport ?? mailTransportOf(env), mailStopRepository(env.DB)),
  };
}
