/** The detail groups of a property page: general, surfaces, comfort, energy, legal, financial. */
import type { Region } from "../../../../client/domain/region";
import type { DetailField, DetailGroup, EpcInfo } from "../../model";
import { type RawProperty, TAKE_OVER_GOAL } from "../schemas/property";
import { epcCodeOf, epcLabelText, insulationClassOf, knownEnergy } from "./epc";
import { type FormatContext, formatDetailValue } from "./format";
import { DETAIL_FIELDS, DETAIL_GROUP_IDS, labelId, PRICE_DERIVED_FIELDS } from "./labels";
import { addressOf } from "./media";
import { zeroCountShown } from "./room-counts";

export interface DetailContext extends FormatContext {
  epc: EpcInfo | null;
  /** The price line as the summary shows it (badge, on request, from…). */
  priceText: string;
  /** False when the price is on request: fields that reveal it are left out. */
  pricePublished: boolean;
  /** The listing's type group (WebID): which counts of 0 are facts (./room-counts.ts). */
  typeGroup: number;
  /** The listing's region: Luxembourg names its energy classes and its duties in its own words. */
  region?: Region | null | undefined;
}

/**
 * The provider's one RegistrationRights amount on a Luxembourg sale: Luxembourg charges the
 * registration duty (6 %) and the transcription duty (1 %) on a purchase, and agencies' software
 * gives them as one sum (the demo feed computes 7 %). Naming it "registration rights" alone would
 * read as Belgium's duty, and splitting it in two would invent a split the provider never sent; so
 * the one amount is labelled with both duties and their rates (LUXEMBOURG_LABELS).
 */
const LUXEMBOURG_LABELS: Readonly<Record<string, string>> = {
  energyLabel: "energyClassLu",
  registrationRights: "registrationRightsLu",
};

/** Groups in fixed order; a group without any field is left out. */
export function detailGroups(raw: RawProperty, context: DetailContext): DetailGroup[] {
  const { words } = context;
  const fields = new Map<DetailGroup["id"], DetailField[]>(DETAIL_GROUP_IDS.map((id) => [id, []]));
  const luxembourg = context.region === "luxembourg";
  const add = (group: DetailGroup["id"], name: string, value: string | null) => {
    const shown = luxembourg ? (LUXEMBOURG_LABELS[name] ?? name) : name;
    if (value !== null && value !== "") fields.get(group)?.push({ label: labelId(shown), value });
  };

  add("general", "reference", raw.RecordFile ?? String(raw.ID));
  add("general", "address", addressOf(raw, raw.PublishAddress, words));
  add("general", "zip", raw.Zip);
  add("general", "city", raw.City);
  add("general", raw.Goal === 1 ? "monthlyRent" : "price", context.priceText);
  add("general", "goal", raw.Goal === 1 ? words.forRent : raw.Goal === TAKE_OVER_GOAL ? words.takeOver : words.forSale);
  add("general", "type", raw.TypeDescription);
  add("energy", "energyLabel", epcLabelText(context.epc?.label ?? null, words));
  // The Flemish EPC's unique code beside its label; Luxembourg's second class beside its first.
  add("energy", "epcCode", epcCodeOf(raw));
  const insulation = luxembourg ? insulationClassOf(raw) : null;
  add("energy", "insulationClassLu", insulation === null ? null : epcLabelText(insulation, words));
  add("energy", "epcSpecific", formatDetailValue("energyPerArea", knownEnergy(raw), context));

  for (const [group, name, key, kind] of DETAIL_FIELDS) {
    if (!context.pricePublished && PRICE_DERIVED_FIELDS.has(name)) continue;
    if (kind === "count" && raw[key] === 0 && !zeroCountShown(raw, context.typeGroup, key)) continue;
    add(group, name, formatDetailValue(kind, raw[key], context));
  }

  return DETAIL_GROUP_IDS.flatMap((id) => {
    const list = fields.get(id) ?? [];
    return list.length > 0 ? [{ id, fields: list }] : [];
  });
}
