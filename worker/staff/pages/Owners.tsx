import { useT } from "../../../client/i18n/catalog";
import { INVITE_LINK_TTL_MS, RESET_LINK_TTL_MS } from "../../db/owner-password-links";
import type { OwnedListing } from "../../db/owners";
import type { StaffOwner } from "../../db/staff-owners";
import { ownerName } from "../../owner/name";
import { DataTable } from "./DataTable";
import { InviteForm, type InviteFormState } from "./OwnersInvite";
import { When } from "./When";

export type { InviteFormState };

/** What a staff action on owners reports after its redirect (`?done=`). */
export const OWNER_NOTICES = ["invited", "linked", "resent", "resetSent", "unlinked"] as const;
export type OwnerNotice = (typeof OWNER_NOTICES)[number] | undefined;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** Titles of the listings in the current snapshot, by kind and id (empty when it cannot be read). */
export interface ListingTitles {
  property: ReadonlyMap<number, string>;
  project: ReadonlyMap<number, string>;
}

function ListingItem({ owner, listing, titles }: { owner: StaffOwner; listing: OwnedListing; titles: ListingTitles }) {
  const t = useT();
  const title = titles[listing.kind].get(listing.listingId);
  const what = t(`staff.owners.kind.${listing.kind}`, { id: listing.listingId });
  return (
    <li>
      {what}
      {title ? ` · ${title}` : ` · ${t("staff.owners.notListed")}`}
      {listing.origin === "invite" ? (
        <form method="post" action={`/staff/owners/${owner.id}/unlink/`} className="inline">
          <input type="hidden" name="kind" value={listing.kind} />
          <input type="hidden" name="listing" value={listing.listingId} />{" "}
          <button type="submit" className="danger">
            {t("staff.owners.unlink")}
            {/* The visible word starts the accessible name (WCAG 2.5.3); what and whose follow for a screen reader. */}
            <span className="visually-hidden">{` ${t("staff.owners.unlinkLabel", { what, email: owner.email })}`}</span>
          </button>
        </form>
      ) : (
        ` (${t("staff.owners.fromProvider")})`
      )}
    </li>
  );
}

function OwnerRow({ owner, titles }: { owner: StaffOwner; titles: ListingTitles }) {
  const t = useT();
  return (
    <tr>
      <th scope="row">{owner.email}</th>
      <td>{ownerName(owner)}</td>
      <td>{owner.lang}</td>
      <td>
        {owner.listings.length === 0 ? (
          t("staff.owners.noListings")
        ) : (
          <ul>
            {owner.listings.map((listing) => (
              <ListingItem key={`${listing.kind}-${listing.listingId}`} owner={owner} listing={listing} titles={titles} />
            ))}
          </ul>
        )}
      </td>
      <td>{t(owner.hasPassword ? "staff.owners.yes" : "staff.owners.no")}</td>
      <td>{owner.lastLoginAt ? <When at={owner.lastLoginAt} /> : t("staff.owners.never")}</td>
      <td>{t(`staff.owners.source.${owner.source}`)}</td>
      <td>
        {owner.lastLinkMailedAt && (
          <p>
            {t("staff.owners.lastLink")} <When at={owner.lastLinkMailedAt} />
          </p>
        )}
        <form method="post" action={`/staff/owners/${owner.id}/link/`}>
          <button type="submit">
            {t("staff.owners.sendLink")}
            <span className="visually-hidden">{` ${t("staff.owners.sendLinkLabel", { email: owner.email })}`}</span>
          </button>
        </form>
      </td>
    </tr>
  );
}

export interface OwnersProps {
  owners: readonly StaffOwner[];
  total: number;
  titles: ListingTitles;
  notice: OwnerNotice;
  form: InviteFormState;
  maxListings: number;
}

/** The owner accounts and the invitation form. */
export function OwnersBody({ owners, total, titles, notice, form, maxListings }: OwnersProps) {
  const t = useT();
  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {t(`staff.owners.notice.${notice}`, { days: INVITE_LINK_TTL_MS / MS_PER_DAY, hours: RESET_LINK_TTL_MS / MS_PER_HOUR })}
        </p>
      )}
      <p>{t("staff.owners.intro")}</p>
      <h2 id="invite-title">{t("staff.owners.inviteTitle")}</h2>
      <InviteForm form={form} maxListings={maxListings} />
      <h2 id="accounts-title">{t("staff.owners.accounts")}</h2>
      {total > owners.length && <p>{t("staff.owners.more", { shown: owners.length, total })}</p>}
      <DataTable
        caption={t("staff.owners.count", { count: total })}
        head={[
          "staff.owners.email",
          "staff.owners.name",
          "staff.owners.language",
          "staff.owners.listings",
          "staff.owners.password",
          "staff.owners.lastLogin",
          "staff.owners.source",
          "staff.lead.action",
        ]}
        rows={owners}
        empty={t("staff.owners.none")}
        row={(owner) => <OwnerRow key={owner.id} owner={owner} titles={titles} />}
      />
    </>
  );
}
