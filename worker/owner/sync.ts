/**
 * Owner accounts from the provider's owner contacts (issue 10 "Accounts"): at a full sync every
 * contact with a valid e-mail becomes (or updates) the account of that address, and that account's
 * 'provider' links become the listings the provider says the contact owns now. Passwords and the
 * staff's 'invite' links are never touched; an account the provider no longer lists keeps what it
 * had (an owner still sees a property they sold: the portal says it is gone), except when the
 * person moved to another address (worker/db/owner-sync.ts). A person erased at their request is
 * left out for good (erased_provider_contacts).
 */
import * as v from "valibot";
import { email as emailField } from "../../client/forms/fields";
import { isLang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import { OWNERS_PER_BATCH, ownerSyncRepository, type SyncedOwner } from "../db/owner-sync";
import type { OwnerContact, OwnerDataSource } from "./types";

/** What one owner sync did (logged by the caller). */
export interface OwnerSyncSummary {
  source: string;
  /** Accounts upserted (contacts sharing an address count once). */
  owners: number;
  /** 'provider' links those accounts now have. */
  links: number;
  /** Contacts left out: no valid e-mail address, or no language the site knows. */
  skipped: number;
  /** Contacts left out because the person's account was erased at their request (worker/owner/README.md, "Owner portal"). */
  erased: number;
}

const emailSchema = emailField();

/**
 * The accounts `contacts` make: valid addresses only, one per address (two contacts sharing one,
 * a couple, become one account owning both's listings, named after the first).
 */
export function syncedOwners(contacts: readonly OwnerContact[]): { owners: SyncedOwner[]; skipped: number } {
  const byEmail = new Map<string, SyncedOwner & { propertyIds: number[]; projectIds: number[] }>();
  const providerIds = new Set<string>();
  let skipped = 0;
  for (const contact of contacts) {
    const parsed = v.safeParse(emailSchema, contact.email);
    if (!parsed.success || !isLang(contact.lang) || contact.providerId.trim() === "") {
      skipped += 1;
      continue;
    }
    const known = byEmail.get(parsed.output);
    if (known) {
      known.propertyIds.push(...contact.propertyIds);
      known.projectIds.push(...contact.projectIds);
      continue;
    }
    // One provider person, one account (the column is unique): a person listed twice keeps the first address.
    if (providerIds.has(contact.providerId)) {
      skipped += 1;
      continue;
    }
    providerIds.add(contact.providerId);
    byEmail.set(parsed.output, {
      providerId: contact.providerId,
      email: parsed.output,
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      lang: contact.lang,
      propertyIds: [...contact.propertyIds],
      projectIds: [...contact.projectIds],
    });
  }
  const owners = [...byEmail.values()].map((owner) => ({
    ...owner,
    propertyIds: [...new Set(owner.propertyIds)].filter(isListingId),
    projectIds: [...new Set(owner.projectIds)].filter(isListingId),
  }));
  return { owners, skipped };
}

function isListingId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/**
 * Upserts the owner accounts of `source` (see the module comment). The provider is asked first and
 * in full: when that fails nothing is written and the call rejects. Chunks of OWNERS_PER_BATCH
 * owners are written one D1 batch each.
 */
export async function syncOwners(env: Pick<Bindings, "DB">, source: OwnerDataSource, now: number): Promise<OwnerSyncSummary> {
  const contacts = await source.owners();
  const synced = syncedOwners(contacts);
  const repository = ownerSyncRepository(env.DB);
  const erasedIds = await repository.erasedAmong(synced.owners.map((owner) => owner.providerId));
  const owners = synced.owners.filter((owner) => !erasedIds.has(owner.providerId));
  for (let from = 0; from < owners.length; from += OWNERS_PER_BATCH) await repository.upsertChunk(owners.slice(from, from + OWNERS_PER_BATCH), now);
  const links = owners.reduce((sum, owner) => sum + owner.propertyIds.length + owner.projectIds.length, 0);
  const summary = { source: source.name, owners: owners.length, links, skipped: synced.skipped, erased: erasedIds.size };
  console.info(
    `owner sync (${summary.source}): ${summary.owners} accounts, ${summary.links} listings linked` +
      (summary.skipped > 0 ? `, ${summary.skipped} contacts skipped (no valid e-mail address or language)` : "") +
      (summary.erased > 0 ? `, ${summary.erased} contacts skipped (erased at the person's request)` : ""),
  );
  return summary;
}
