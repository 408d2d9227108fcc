import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { readCsv } from "../../support/csv";
import { clearTables, staffFetch, storeLead } from "./helpers";

beforeEach(clearTables);

/** The CSV as a staff member of `lang` downloads it, each row as header → cell. */
async function download(lang: string): Promise<Record<string, string>[]> {
  const { body } = await staffFetch("/staff/leads.csv", { headers: { Cookie: `vitrine_staff_lang=${lang}` } });
  return readCsv(body);
}

const VISIT = {
  form: "contact-appointment",
  lang: "fr" as const,
  page: "/fr/a-vendre/ettelbruck/appartement/5013/",
  propertyId: 5013,
  person: { title: "ms", firstName: "Marie", lastName: "Dubois", email: "marie@example.be", phone: "+32470123456" },
  payload: {
    fields: { moment: "2026-11-30T16", remark: "Le soir, si possible", rentalConditions: "on" },
    about: { kind: "property" as const, id: 5013, title: "Appartement lumineux", reference: "VIT-5013", path: "/fr/a-vendre/ettelbruck/appartement/5013/" },
  },
};
const ALERT = {
  form: "demand-register",
  lang: "nl" as const,
  page: "/nl/zoekopdracht/",
  person: { firstName: "Jan", lastName: "Peeters", email: "jan@example.be", phone: "+4917012345678" },
  payload: { fields: { goal: "0", types: "1,2", zones: "9000, 9050", priceMax: "450000", frequency: "instant" } },
};

describe("the leads CSV opens in Excel as the staff reads the inbox", () => {
  it("has the staff's language in its header, local times, one column per answer, words for codes and readable phone numbers", async () => {
    // 30 Nov 2026 15:05 UTC is 16:05 in Brussels (winter time).
    await storeLead({ email: "marie@example.be", ...VISIT }, Date.UTC(2026, 10, 30, 15, 5));
    // 1 Jul 2026 08:30 UTC is 10:30 in Brussels (summer time).
    await storeLead({ email: "jan@example.be", ...ALERT }, Date.UTC(2026, 6, 1, 8, 30));

    const [visit, alert] = await download("nl");
    expect(Object.keys(visit!)).toEqual(expect.arrayContaining(["Ontvangen", "Formulier", "Taal", "Voornaam", "Naam", "Telefoon"]));
    expect(visit!["Ontvangen"]).toBe("2026-11-30 16:05");
    expect(alert!["Ontvangen"]).toBe("2026-07-01 10:30");
    expect(visit!["Formulier"]).toBe("Bezoekaanvraag");
    expect(visit!["Taal"]).toBe("Français");
    expect(visit!["Aanspreking"]).toBe("Mevr.");
    expect(visit!["Telefoon"]).toBe("0470 12 34 56");
    expect(alert!["Telefoon"]).toBe("0049 170 12345678");
    expect(visit!["Over"]).toBe("Appartement lumineux (VIT-5013)");
    // Each answer in a column of its own, in words.
    const moment = Object.entries(visit!).find(([, cell]) => cell.includes("30 november 2026"));
    expect(moment?.[1]).toBe("maandag 30 november 2026, 16:00–19:00");
    expect(Object.values(visit!)).toContain("Le soir, si possible");
    expect(visit!["Huurvoorwaarden gelezen"]).toBe("Ja");
    expect(Object.values(alert!)).toEqual(expect.arrayContaining(["Kopen", "Huis, villa of hoeve, Appartement", "9000, 9050", "Meteen", "€\u00a0450.000"]));
    // Nothing stored as a code reaches a cell, and no cell starts with a visible apostrophe.
    const cells = [...Object.values(visit!), ...Object.values(alert!)];
    for (const code of ["contact-appointment", "demand-register", "instant", "2026-11-30T16", "ms"]) expect(cells).not.toContain(code);
    expect(cells.filter((cell) => cell.startsWith("'"))).toEqual([]);
  });

  it("speaks French to a French-speaking staff member", async () => {
    await storeLead({ email: "marie@example.be", ...VISIT }, Date.UTC(2026, 10, 30, 15, 5));
    const [visit] = await download("fr");
    expect(visit!["Formulaire"]).toBe("Demande de visite");
    expect(Object.values(visit!)).toContain("lundi 30 novembre 2026, 16:00–19:00");
  });
});

describe("the leads workbook for Excel", () => {
  it("holds texts as texts, moments as dates on the agency's clock and the header in the staff's language", async () => {
    await storeLead({ email: "jan@example.be", ...ALERT, person: { ...ALERT.person, firstName: "=1+1" } }, Date.UTC(2026, 10, 30, 15, 5));
    const { response, bytes } = await staffFetch("/staff/leads.xlsx", { headers: { Cookie: "vitrine_staff_lang=fr" } });
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const files = unzipSync(bytes);
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    const strings = strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array());
    const texts = [...`${sheet}${strings}`.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((match) => match[1]);
    expect(texts).toEqual(expect.arrayContaining(["Reçu", "Formulaire", "Alerte de recherche", "+49 170 12345678", "=1+1"]));
    // No cell is a formula; the moment is a date serial: 30 Nov 2026 16:05 in Brussels.
    expect(sheet).not.toContain("<f>");
    const serial = (Date.UTC(2026, 10, 30, 16, 5) - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(sheet).toContain(`<v>${serial}</v>`);
  });
});
