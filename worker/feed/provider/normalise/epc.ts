/** The energy certificate of a listing: region from the postcode/country, label from value or text. */
import { EPC_LABELS, type EpcLabel, epcGradeText, epcImagePath, epcLabel } from "../../../../client/domain/epc";
import type { Region } from "../../../../client/domain/region";
import type { EpcInfo } from "../../model";
import type { Words } from "./words";

/**
 * The energy value, or null when it is Omnicasa's 0 for "unknown" (land, a certificate not yet
 * encoded): a 0 would read as an A or A+ label. A label text that comes with it still gives the label.
 */
export function knownEnergy(raw: { EnergyPerformance?: number | null | undefined }): number | null | undefined {
  return raw.EnergyPerformance === 0 ? null : raw.EnergyPerformance;
}

/** Null when the region is unknown or the provider says nothing about energy. */
export function epcOf(region: Region | undefined, value: number | null | undefined, labelText: string | null | undefined): EpcInfo | null {
  if (region === undefined || ((value === null || value === undefined) && !labelText)) return null;
  const label = epcLabel({ region, value: value ?? null, labelText: labelText ?? null }) ?? null;
  return {
    region,
    label,
    value: value ?? null,
    imagePath: label === null ? null : (epcImagePath(region, label) ?? null),
  };
}

/** The EPC label as a detail value: "B", "A+", or the translated requested / not-applicable word. */
export function epcLabelText(label: EpcLabel | string | null, words: Words): string | null {
  if (label === null) return null;
  if (label === "requested") return words.epcRequested;
  if (label === "not-applicable") return words.epcNotApplicable;
  return epcGradeText(label as Parameters<typeof epcGradeText>[0]);
}

/** The EPC certificate's unique code as the provider gives it, or null when it gives none. */
export function epcCodeOf(raw: { EPCCertificateNumber?: string | null | undefined }): string | null {
  return raw.EPCCertificateNumber?.trim() || null;
}

/**
 * Luxembourg's thermal insulation class ("a" to "i", as the energy efficiency labels), read from the
 * provider's text ("B", "b"); null when there is none or it names no Luxembourg class.
 */
export function insulationClassOf(raw: { ThermalInsulationClass?: string | null | undefined }): string | null {
  const text = raw.ThermalInsulationClass?.trim();
  if (!text) return null;
  const label = epcLabel({ region: "luxembourg", labelText: text });
  return label !== undefined && EPC_LABELS.luxembourg.some((grade) => grade === label) ? label : null;
}
