/** How an owner account is named wherever it is shown: a mail's greeting, the portal's bar, a passkey's account, the staff list. */
import type { Owner } from "../db/owners";

/** The owner's first and last name, or "" when the provider gave neither. */
export function ownerName(owner: Pick<Owner, "firstName" | "lastName">): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

/** What a page needs to name an owner. */
export type OwnerName = Pick<Owner, "firstName" | "lastName" | "email">;

/** The owner's name, or the account's address when there is no name to show. */
export function ownerDisplayName(owner: OwnerName): string {
  return ownerName(owner) || owner.email;
}
