import * as v from "valibot";
import { ADDRESS_USES, type AddressKind, type AddressUse, isWebAddress, normalAddress } from "../../client/domain/web-address";

/**
 * The addresses staff may type in the content (issue 37): the valibot side of the one rule in
 * client/domain/web-address.ts, which the staff editor checks with too. Each field names which kinds
 * it takes (ADDRESS_USES); an `http:` address where https is wanted is refused with its own message
 * (WEB_ADDRESS_INSECURE, which tells staff to type https), anything else not of the use's kinds as
 * `{use}_address`, which the editor says in words (worker/staff/content/messages.ts).
 */
export { ADDRESS_USES, type AddressKind, type AddressUse, isWebAddress };

/** The issue type of an http address where https is wanted (said apart: the fix is one letter). */
export const WEB_ADDRESS_INSECURE = "insecure_address";
/** The issue type of an address that is not of its use's kinds. */
export const refusedAddress = (use: AddressUse) => `${use}_address` as const;
/** Whether an issue type is one of an address's refusals (insecure or not of its kinds). */
export const isAddressIssue = (type: string): boolean =>
  type === WEB_ADDRESS_INSECURE || (Object.keys(ADDRESS_USES) as AddressUse[]).some((use) => type === refusedAddress(use));

type AddressAction = v.BaseValidation<string, string, v.BaseIssue<string>> & { requirement: (value: string) => boolean };

/** A valibot check whose issue type is `type` (so the editor can say why in words), not valibot's generic "check". */
function addressCheck(type: string, requirement: (value: string) => boolean, expects: string): AddressAction {
  return {
    kind: "validation",
    type,
    reference: addressCheck,
    async: false,
    expects,
    requirement,
    "~run"(dataset, config) {
      if (dataset.typed && !this.requirement(dataset.value)) v._addIssue(this, "address", dataset, config);
      return dataset;
    },
  };
}

/**
 * An address for a use, as one valibot schema for every staff-entered address: kept normalised
 * (normalAddress: spaces around it, in a telephone number or a mail's subject are no reason to refuse
 * it), an `http:` address refused as insecure where https is wanted, anything else not of the use's
 * kinds as refused.
 */
export function webAddress(use: AddressUse) {
  const kinds: readonly AddressKind[] = ADDRESS_USES[use];
  const insecure = (value: string) => kinds.includes("https") && !kinds.includes("http") && /^http:/i.test(value);
  return v.pipe(
    v.string(),
    v.transform(normalAddress),
    addressCheck(WEB_ADDRESS_INSECURE, (value) => !insecure(value), "https"),
    addressCheck(refusedAddress(use), (value) => insecure(value) || isWebAddress(value, kinds), kinds.join(" | ")),
  );
}
