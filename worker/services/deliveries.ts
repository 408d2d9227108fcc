import type { Bindings } from "../bindings";
import { seedContent } from "../content";
import { devMailboxRepository } from "../db/dev-mailbox";
import { leadRepository } from "../db/leads";
import { i18nFor } from "../i18n";
import { providerConfigOf } from "../feed/provider/config";
import { demoCrm, providerCrm, type LeadCrm } from "../leads/crm";
import type { DeliveryDeps } from "../leads/deliver";
import type { MailTransport } from "../mail/mail";
import { emailServiceTransport, recordingTransport } from "../mail/transports";
import { configOf } from "./config";

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

/** What the delivery queue's consumer needs, from the bindings (a queue message has no request). */
export function deliveryDeps(env: Bindings, overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  const config = configOf(env);
  const content = seedContent;
  return {
    leads: leadRepository(env.DB),
    transport: mailTransportOf(env),
    crm: crmFor(env),
    uploads: env.UPLOADS,
    mail: (origin) => ({
      agency: content.site.agency,
      agencyLang: content.site.language.languageDefault,
      from: { name: config.mailFrom.name ?? content.site.agency.name, email: config.mailFrom.email },
      origin: config.siteOrigin ?? origin ?? "http://localhost:8787",
      brandColor: content.site.header.appBar.btnColor,
      i18n: i18nFor,
      now: new Date(),
    }),
    ...overrides,
  };
}
