import type { Bindings } from "../bindings";
import { draftContent } from "../content/draft";
import { mediaLibrary } from "../content/media";
import { clearPublishedMarks, publishSelected, selectedChanges } from "../content/publish-ready";
import { publishWaitingTestimonials, showTestimonial, waitingTestimonials, withdrawTestimonial } from "../content/testimonials";
import {
  createDocument,
  deleteDocument,
  restoreRevision,
  saveDocument,
  unpublishedDocuments,
  workingCopy,
  workingDocument,
  workingDocuments,
} from "../content/working-copy";
import { captchaReplayRepository } from "../db/captcha-replay";
import { contentDocumentRepository } from "../content/content-documents";
import { contentReadyRepository } from "../content/content-ready";
import { contentVersionRepository } from "../content/content-versions";
import { devMailboxRepository } from "../mail/dev-mailbox";
import { leadWorkRepository } from "../db/lead-work";
import { leadRepository } from "../db/leads";
import { listingHistoryRepository } from "../feed/listing-history-store";
import { mailStopRepository } from "../db/mail-stops";
import { matchingAlertRepository } from "../alerts/matching-alerts";
import { newsletterRepository } from "../db/newsletter";
import { favouriteWatchRepository } from "../favourites/watches";
import { ownerLeadRepository } from "../db/owner-leads";
import { ownerPasskeyRepository } from "../db/owner-passkeys";
import { ownerPasswordLinkRepository } from "../db/owner-password-links";
import { ownerReportRepository } from "../db/owner-reports";
import { ownerSessionRepository } from "../auth/owner-sessions";
import { ownerViewTotalsRepository } from "../db/owner-view-totals";
import { ownerRepository } from "../db/owners";
import { writeChangedPassword, writePasswordFromLink } from "../db/password-write";
import { propertyViewRepository } from "../db/property-views";
import { searchAlertRepository } from "../alerts/search-alerts";
import { staffAlertRepository } from "../alerts/staff-alerts";
import { staffDashboardRepository } from "../db/staff-dashboard";
import { staffLeadRepository } from "../db/staff-leads";
import { staffOwnerRepository } from "../db/staff-owners";
import { staffPeopleRepository } from "../db/staff-people";
import { staffPropertyRepository } from "../db/staff-properties";
import { complianceGapRepository } from "../compliance/gaps";
import { staffRoleRepository } from "../db/staff-roles";
import { staffSubscriberRepository } from "../db/staff-subscribers";
import { staffTestimonialRepository } from "../db/staff-testimonials";
import { syncRunRepository } from "../feed/sync-runs";
import { friendCheck } from "../leads/friend-limits";
import { subscribeFromLead } from "../leads/newsletter-signup";
import { putPhoto } from "../leads/photo";
import { erasePerson, erasurePlan } from "../privacy/erase";
import { exportPerson } from "../privacy/export";
import { boundTo, lazily } from "./lazily";

/** The content editor's data work (worker/content): documents, versions, ready marks, the working copy, publishing, testimonials. */
function contentRepositories(db: D1Database) {
  // Object.assign onto the lazy object: a spread would read (and so make) every repository at once.
  return Object.assign(
    lazily({
      documents: () => contentDocumentRepository(db),
      versions: () => contentVersionRepository(db),
      ready: () => contentReadyRepository(db),
    }),
    boundTo(db, {
      workingCopy,
      workingDocuments,
      workingDocument,
      saveDocument,
      restoreRevision,
      unpublishedDocuments,
      createDocument,
      deleteDocument,
      selectedChanges,
      clearPublishedMarks,
      publishSelected,
      draftContent,
      showTestimonial,
      withdrawTestimonial,
      waitingTestimonials,
      publishWaitingTestimonials,
    }),
  );
}

/** The staff area's tables (worker/db/staff-*, lead work, the alerts matching a listing). */
function staffRepositories(db: D1Database) {
  return lazily({
    people: () => staffPeopleRepository(db),
    roles: () => staffRoleRepository(db),
    alerts: () => staffAlertRepository(db),
    subscribers: () => staffSubscriberRepository(db),
    leads: () => staffLeadRepository(db),
    leadWork: () => leadWorkRepository(db),
    properties: () => staffPropertyRepository(db),
    owners: () => staffOwnerRepository(db),
    testimonials: () => staffTestimonialRepository(db),
    matchingAlerts: () => matchingAlertRepository(db),
    dashboard: () => staffDashboardRepository(db),
    /** Listings lacking what their region requires (worker/compliance), as the last sync recorded them. */
    compliance: () => complianceGapRepository(db),
  });
}

/** The owner portal's tables: owners, their sessions, passkeys, links, reports, and what the portal shows of a listing. */
function ownerRepositories(db: D1Database) {
  return Object.assign(
    lazily({
      owners: () => ownerRepository(db),
      sessions: () => ownerSessionRepository(db),
      passkeys: () => ownerPasskeyRepository(db),
      reports: () => ownerReportRepository(db),
      passwordLinks: () => ownerPasswordLinkRepository(db),
      viewTotals: () => ownerViewTotalsRepository(db),
      leads: () => ownerLeadRepository(db),
    }),
    boundTo(db, { writeChangedPassword, writePasswordFromLink }),
  );
}

/**
 * The D1 repositories (worker/db) and the data work over them, grouped by area, each made when first
 * read and kept for the request. Nothing here runs a query until a route calls it.
 */
export function repositoriesOf(env: Pick<Bindings, "DB" | "UPLOADS">, local: boolean) {
  const db = env.DB;
  return lazily({
    propertyViews: () => propertyViewRepository(db),
    syncRuns: () => syncRunRepository(db),
    leads: () => leadRepository(db),
    captchaReplay: () => captchaReplayRepository(db),
    /** The local mailbox (/dev/mailbox/); undefined on a deployed site, where mail is never kept. */
    devMailbox: () => (local ? devMailboxRepository(db) : undefined),
    searchAlerts: () => searchAlertRepository(db),
    newsletter: () => newsletterRepository(db),
    /** "Tell me when something changes" on a favourites list (worker/favourites). */
    favouriteWatches: () => favouriteWatchRepository(db),
    mailStops: () => mailStopRepository(db),
    /** Each listing's recorded price and state history (the property page's history section, the favourites page, the owner portal). */
    listingHistory: () => listingHistoryRepository(db),
    /** What a form post writes beside its lead: the friend limits, a newsletter subscription (worker/leads). */
    forms: () => boundTo(db, { friendCheck, subscribeFromLead }),
    content: () => contentRepositories(db),
    staff: () => staffRepositories(db),
    owners: () => ownerRepositories(db),
    /** A person's data: export and erasure (worker/privacy); erasure also deletes their photos from the uploads. */
    privacy: () => ({
      ...boundTo(db, { exportPerson, erasurePlan }),
      erasePerson: (...rest: DropTwo<Parameters<typeof erasePerson>>) => erasePerson(db, env.UPLOADS, ...rest),
    }),
  });
}

type DropTwo<T extends unknown[]> = T extends [unknown, unknown, ...infer R] ? R : never;

/** The uploads bucket (R2) as the site uses it: the content editor's media library, and testimonial photos. */
export function uploadsOf(env: Pick<Bindings, "UPLOADS">) {
  return lazily({
    media: () => mediaLibrary(env.UPLOADS),
    /** Puts a lead's photo where its lead names it (worker/leads/photo.ts); false when R2 refused it. */
    putPhoto: () => (photo: Parameters<typeof putPhoto>[1]) => putPhoto(env.UPLOADS, photo),
    /** A stored testimonial photo by its key (the staff look at it before publishing); null when gone. */
    photo: () => (key: string) => env.UPLOADS.get(key),
  });
}

export type Repositories = ReturnType<typeof repositoriesOf>;
export type Uploads = ReturnType<typeof uploadsOf>;
export type ContentRepositories = ReturnType<typeof contentRepositories>;
export type StaffRepositories = ReturnType<typeof staffRepositories>;
export type OwnerRepositories = ReturnType<typeof ownerRepositories>;
