#!/usr/bin/env node
/**
 * Writes client/domain/municipalities/data.ts, the municipality table the search and the list's city
 * filter read: every Belgian municipality and Luxembourg commune with its names and its postcodes.
 *
 *   node worker/dev/municipalities/build.mjs <NIS_ZIP_MNTY.csv> <zipcodes.lu.csv>
 *
 * Sources (read as data, nothing of their code):
 * - Belgium: the Flemish government's code table "NIS-codes via gemeente" (MAGDA code tables,
 *   version 2022-02-10: NIS code, language regime, the official French, Dutch and German names, every
 *   bpost postcode of the municipality), as published in github.com/sciensanogit/bemaps
 *   inst/extdata/NIS_ZIP_MNTY.csv (Sciensano, CC BY 4.0), ISO-8859-1. 581 municipalities: the
 *   mergers of 1 January 2025 (Statbel, REFNIS 2025: 565 municipalities) are applied below.
 * - Luxembourg: GeoNames' postal code table (geonames.org, CC BY 4.0), LU.txt as converted to CSV in
 *   github.com/zauberware/postal-codes-json-xml-csv data/LU.zip (update of 2026-03-30): every
 *   postcode with its commune (French official name). The commune mergers since GeoNames' list
 *   (2018: Habscht, Helperknapp, Rosport-Mompach; 2023: Bous-Waldbredimus, Groussbus-Wal: 100
 *   communes) are applied below.
 * Names in other languages (English, Luxembourgish, well-known exonyms) are not in either source; they
 * live in client/domain/municipalities/exonyms.ts, by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [nisFile, luFile] = process.argv.slice(2);
if (!nisFile || !luFile) {
  console.error("usage: node worker/dev/municipalities/build.mjs <NIS_ZIP_MNTY.csv> <zipcodes.lu.csv>");
  process.exit(2);
}
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../client/domain/municipalities/data.ts");

/** Belgium, 1 January 2025 (Statbel): new (or kept) NIS code → the codes it took over (the first one gives its name, unless `name`). */
const BE_MERGERS_2025 = [
  { nis: "11002", from: ["11002", "11007"] }, // Antwerpen + Borsbeek
  { nis: "23106", from: ["23023", "23024", "23032"], name: "Pajottegem" }, // Galmaarden, Gooik, Herne
  { nis: "37021", from: ["37018", "37012"] }, // Wingene + Ruiselede
  { nis: "37022", from: ["37015", "37007"] }, // Tielt + Meulebeke
  { nis: "44086", from: ["44048", "44012"], name: "Nazareth-De Pinte" },
  { nis: "44087", from: ["44034", "44073"] }, // Lochristi + Wachtebeke
  { nis: "44088", from: ["44043", "44040"], name: "Merelbeke-Melle" },
  { nis: "46029", from: ["46014", "44045"] }, // Lokeren + Moerbeke
  { nis: "46030", from: ["46003", "46013", "11056"], name: "Beveren-Kruibeke-Zwijndrecht" },
  { nis: "71071", from: ["71057", "71069"], name: "Tessenderlo-Ham" },
  { nis: "71072", from: ["71022", "73040"] }, // Hasselt + Kortessem
  { nis: "73110", from: ["73006", "73032"], name: "Bilzen-Hoeselt" },
  { nis: "73111", from: ["73083", "73009"], name: "Tongeren-Borgloon" },
  { nis: "82039", from: ["82003", "82005"] }, // Bastogne + Bertogne
];

/** Luxembourg: commune mergers after GeoNames' list (new name ← GeoNames' communes). */
const LU_MERGERS = [
  { name: "Habscht", from: ["Hobscheid", "Septfontaines"] },
  { name: "Helperknapp", from: ["Boevange-sur-Attert", "Tuntange"] },
  { name: "Rosport-Mompach", from: ["Rosport", "Mompach"] },
  { name: "Bous-Waldbredimus", from: ["Bous", "Waldbredimus"] },
  { name: "Groussbus-Wal", from: ["Grosbous", "Wahl"] },
];

/** "Sint-Gillis (bij-Brussel)" → "Sint-Gillis": the qualifier tells homonyms apart, the postcode does that here. */
const plain = (name) => name.replace(/\s*\([^)]*\)\s*$/, "").trim();
const slug = (name) =>
  name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function belgium() {
  const text = new TextDecoder("latin1").decode(readFileSync(nisFile));
  const byNis = new Map();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith("#") || line.startsWith("NIS_CODE")) continue;
    const [nis, regime, fr, nl, de, postcode] = line.split(";");
    let entry = byNis.get(nis);
    if (!entry) byNis.set(nis, (entry = { nis, regime, fr: plain(fr), nl: plain(nl), de: plain(de), postcodes: new Set() }));
    entry.postcodes.add(postcode);
  }
  if (byNis.size !== 581) throw new Error(`expected 581 municipalities before the 2025 mergers, found ${byNis.size}`);
  // The names in the municipality's own official language(s): Brussels is bilingual, French first.
  const local = (entry) => (entry.regime.startsWith("N") ? entry.nl : entry.regime.startsWith("D") ? entry.de || entry.fr : entry.fr || entry.nl);
  const namesOf = (entry) => {
    const own = local(entry);
    return { nl: entry.nl || own, fr: entry.fr || own, de: entry.de || own, en: entry.regime.startsWith("B") ? entry.fr : own };
  };
  const rows = new Map();
  for (const entry of byNis.values()) rows.set(entry.nis, { key: entry.nis, country: "BE", names: namesOf(entry), former: [], postcodes: entry.postcodes });
  for (const merger of BE_MERGERS_2025) {
    const members = merger.from.map((nis) => byNis.get(nis));
    if (members.some((member) => !member)) throw new Error(`unknown NIS code in merger ${merger.nis}`);
    // Without a new name, the municipality keeps the first one's (Wingene, Lokeren, Bastogne ...).
    const names = merger.name ? { nl: merger.name, fr: merger.name, de: merger.name, en: merger.name } : namesOf(members[0]);
    const former = members.flatMap((member) => Object.values(namesOf(member)));
    for (const nis of merger.from) rows.delete(nis);
    rows.set(merger.nis, {
      key: merger.nis,
      country: "BE",
      names,
      former: [...new Set(former)].filter((name) => !Object.values(names).includes(name)),
      postcodes: new Set(members.flatMap((member) => [...member.postcodes])),
    });
  }
  if (rows.size !== 565) throw new Error(`expected 565 municipalities after the 2025 mergers, found ${rows.size}`);
  return [...rows.values()];
}

function luxembourg() {
  const lines = readFileSync(luFile, "utf8").split(/\r?\n/).filter(Boolean);
  const header = lines.shift().split(",");
  const column = (name) => header.indexOf(name);
  const [zipAt, communeAt] = [column("zipcode"), column("province")];
  const mergedInto = new Map(LU_MERGERS.flatMap((merger) => merger.from.map((name) => [name, merger.name])));
  const communes = new Map();
  for (const line of lines) {
    const cells = line.split(",");
    const original = cells[communeAt];
    const name = original === "Ville de Luxembourg" ? "Luxembourg" : (mergedInto.get(original) ?? original);
    let commune = communes.get(name);
    if (!commune)
      communes.set(
        name,
        (commune = { key: `LU-${slug(name)}`, country: "LU", names: { nl: name, fr: name, de: name, en: name }, former: new Set(), postcodes: new Set() }),
      );
    if (original !== name && original !== "Ville de Luxembourg") commune.former.add(original);
    commune.postcodes.add(cells[zipAt].replace(/^L-/, ""));
  }
  if (communes.size !== 100) throw new Error(`expected 100 Luxembourg communes, found ${communes.size}`);
  return [...communes.values()].map((commune) => ({ ...commune, former: [...commune.former] }));
}

/** "1009,1010,1011,1013" → "1009-1011,1013" over the codes the municipality has (a range never spans another's code). */
function compact(codes, taken) {
  const sorted = [...codes].map(Number).sort((a, b) => a - b);
  const parts = [];
  let start = sorted[0];
  let end = start;
  const flush = () => parts.push(start === end ? String(start) : `${start}-${end}`);
  for (const code of sorted.slice(1)) {
    const between = taken.filter((other) => other > end && other < code);
    if (between.length === 0) end = code;
    else {
      flush();
      start = end = code;
    }
  }
  flush();
  return parts.join(",");
}

const rows = [...belgium(), ...luxembourg()];
for (const row of rows) {
  for (const value of [...Object.values(row.names), ...row.former]) if (/[|;,]/.test(value)) throw new Error(`separator in name ${value}`);
}
const lines = ["BE", "LU"].flatMap((country) => {
  const own = rows.filter((row) => row.country === country);
  return own.map((row) => {
    // Codes of the other municipalities of the country, so a range only covers codes of this one.
    const others = own.filter((other) => other !== row).flatMap((other) => [...other.postcodes].map(Number));
    const taken = [...new Set(others)].sort((a, b) => a - b);
    const { nl, fr, de, en } = row.names;
    // Belgium's ~1,150 codes are listed one by one (a range would also claim the unused codes between);
    // Luxembourg's ~4,300 street codes as ranges, where a gap is only a code no commune uses.
    const postcodes = country === "LU" ? compact(row.postcodes, taken) : [...row.postcodes].sort().join(",");
    return [row.key, row.country, nl, fr, de, en, row.former.join(";"), postcodes].join("|");
  });
});

const out = `/* Generated by worker/dev/municipalities/build.mjs from its sources (named there, with their licences and dates); do not edit by hand.
 * Belgium: Flemish government code table "NIS-codes via gemeente" 2022-02-10 (via sciensanogit/bemaps, CC BY 4.0), with the
 * mergers of 1 January 2025. Luxembourg: GeoNames postal codes (CC BY 4.0, via zauberware/postal-codes-json-xml-csv,
 * 2026-03-30), with the commune mergers of 2018 and 2023. Generated on ${new Date().toISOString().slice(0, 10)}.
 * One line per municipality: key|country|nl|fr|de|en|former municipalities (;)|postcodes (, and in Luxembourg ranges a-b). */
export const MUNICIPALITY_ROWS = \`
${lines.join("\n")}
\`;
`;
writeFileSync(OUT, out);
console.log(`wrote ${lines.length} municipalities to ${OUT}`);
