import type { PropertyDetail } from "../../feed/model";

/**
 * The comparison's "cost to buy" row (issue 41, section 1's costs). Its rules live in
 * client/domain/costs (another part of the issue, not on this branch yet): until they are wired in
 * here the row shows nothing, and the table has no empty row. Wire it by rendering one
 * `<tr><th scope="row">…</th>{listings.map(… <td>total</td>)}</tr>` from those rules.
 */
export function CompareCostsRow(_props: { listings: readonly PropertyDetail[] }) {
  return null;
}
