import { describe, expect, it } from "vitest";
import { zoneKeysOf } from "../../../client/components/forms/zone-types";
import { ALERT_FIELD_NAMES, ALERT_PERSON_FIELDS, ALERT_SEARCH_FIELDS, MAX_ZONES_TEXT } from "../../../client/forms/alert-form";
import { FORM_LAYOUTS } from "../../../client/components/forms/form-layouts";
import { foldedZonesText, readZones, zoneNames } from "../../../worker/alerts/zone-entries";

const zonesOf = (text: string): string[] => {
  const reading = readZones(text);
  if (!reading.ok) throw new Error(`refused: ${text}`);
  return [...reading.zones].sort();
};
const keysOfName = (name: string) => zonesOf(name);

/** Texts as a visitor types them in the plain field, and the chips the ZonePicker makes of them. */
const EXAMPLES: [string, string[]][] = [
  ["Antwerpen", ["Antwerpen"]],
  ["La Louvière", ["La Louvière"]],
  ["  gent ,  Sint-Niklaas", ["gent", "Sint-Niklaas"]],
  ["l1611, L-1611; 9000\n1000 1050", ["L-1611", "9000", "1000", "1050"]],
  ["9000 Gent; L-1611 Luxembourg", ["9000", "L-1611"]],
  ["Liège\r\n4000", ["Liège", "4000"]],
  ["La   Louvière, 9000, 9000", ["La Louvière", "9000"]],
  ["", []],
];

describe("a zones text, read by the ZonePicker and by the worker", () => {
  it.each(EXAMPLES)("the island makes %j into its chips, names kept as typed", (text, chips) => {
    expect(zoneKeysOf(text)).toEqual(chips);
  });

  it.each(EXAMPLES.filter(([text]) => text !== ""))("the worker reads %j and the island's chips to the same zones", (text) => {
    expect(zonesOf(zoneKeysOf(text).join(", "))).toEqual(zonesOf(text));
  });

  it("reads a name with a space as that one municipality, and a name in any case", () => {
    expect(zonesOf("La Louvière")).toEqual(keysOfName("La Louvière"));
    expect(zonesOf("La Louvière")).toContain("7100");
    expect(zonesOf("gent")).toContain("9050");
    expect(zonesOf("Antwerpen")).toContain("2000");
  });

  it("refuses an unknown name on both sides alike: the island keeps it as a chip, the worker names it", () => {
    expect(zoneKeysOf("9000, Atlantis")).toEqual(["9000", "Atlantis"]);
    expect(readZones("9000, Atlantis")).toMatchObject({ ok: false });
    expect(readZones(zoneKeysOf("9000, Atlantis").join(", "))).toEqual(readZones("9000, Atlantis"));
  });
});

describe("the zones text of an alert stored without its typed text", () => {
  const luxembourg = zonesOf("Luxembourg");

  it("names a municipality whose postcodes are all there, in the alert's language, and reads back to the same keys", () => {
    expect(luxembourg.length).toBeGreaterThan(1000);
    const text = foldedZonesText(luxembourg, "fr");
    expect(text).toBe("Luxembourg");
    expect(text.length).toBeLessThanOrEqual(MAX_ZONES_TEXT);
    expect(zoneKeysOf(text)).toEqual(["Luxembourg"]);
    expect(zonesOf(text)).toEqual(luxembourg);
  });

  it("keeps the postcodes of a municipality that is only partly there, and names whole ones", () => {
    const ghent = zonesOf("Gent");
    expect(ghent.length).toBeGreaterThan(1);
    const keys = [...ghent, "1000", ...luxembourg];
    expect(foldedZonesText(keys, "fr")).toBe("Gand, 1000, Luxembourg");
    expect(foldedZonesText(keys, "nl")).toBe("Gent, 1000, Luxemburg");
    for (const lang of ["nl", "fr", "en", "de"] as const) expect(zonesOf(foldedZonesText(keys, lang))).toEqual([...new Set(keys)].sort());
    expect(foldedZonesText(["9000", "L-1611"], "nl")).toBe("9000, L-1611");
  });

  it("keeps every key of a municipality one of whose postcodes is missing", () => {
    const partly = luxembourg.slice(1);
    const text = foldedZonesText(partly, "fr");
    expect(text).not.toContain("Luxembourg");
    expect(zonesOf(text)).toEqual(partly);
    expect(foldedZonesText([], "en")).toBe("");
  });
});

describe("an alert's zones as mails and the manage page show them", () => {
  it("names each municipality once, in the alert's language, for all its postcodes", () => {
    const keys = [...zonesOf("Gent"), ...zonesOf("Luik"), "L-1611"];
    expect(zoneNames(keys, "nl")).toEqual(["Gent", "Luik", "Luxemburg (L-1611)"]);
    expect(zoneNames(keys, "fr")).toEqual(["Gand", "Liège", "Luxembourg (L-1611)"]);
    expect(zoneNames(keys, "de")).toEqual(["Gent", "Lüttich", "Luxemburg (L-1611)"]);
  });

  it("lists the postcodes chosen of a municipality not all of whose are, and keeps a key no table knows", () => {
    expect(zoneNames(["9000", "9030", "1000", "0999"], "en")).toEqual(["Ghent (9000, 9030)", "Brussels (1000)", "0999"]);
    expect(zoneNames([], "nl")).toEqual([]);
  });
});

describe("the alert form's fields", () => {
  it("are the search's then the person's, one list for the schema, the register form and the manage page", () => {
    expect(new Set([...ALERT_SEARCH_FIELDS, ...ALERT_PERSON_FIELDS, "area"])).toEqual(new Set(ALERT_FIELD_NAMES));
    expect(FORM_LAYOUTS["demand-register"]).toEqual([...ALERT_SEARCH_FIELDS, ...ALERT_PERSON_FIELDS]);
  });
});
