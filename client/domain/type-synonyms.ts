/**
 * What visitors type for each property type group (SPEC 3's WebIDs: 1 house/villa/farm, 2 apartment,
 * 4 land, 5 yield property, 6 commercial, 7 garage/parking), in the four languages of the site: the
 * search box finds a group by any of them, whatever the page's language ("Wohnung" on the Dutch site
 * finds the apartments). The group's own name in the page's language is always searched as well.
 */
export const TYPE_SYNONYMS: Readonly<Record<number, readonly string[]>> = {
  1: [
    // nl
    "huis",
    "woning",
    "woonhuis",
    "villa",
    "hoeve",
    "boerderij",
    "rijwoning",
    "bungalow",
    // fr
    "maison",
    "ferme",
    "fermette",
    // en
    "house",
    "home",
    "farm",
    "farmhouse",
    // de
    "Haus",
    "Einfamilienhaus",
    "Bauernhof",
  ],
  2: ["appartement", "flat", "studio", "penthouse", "duplex", "loft", "apartment", "Wohnung", "Etagenwohnung"],
  4: ["grond", "bouwgrond", "perceel", "kavel", "terrain", "terrain à bâtir", "land", "plot", "building plot", "Grundstück", "Bauland", "Baugrundstück"],
  5: [
    "opbrengsteigendom",
    "opbrengstpand",
    "investering",
    "immeuble de rapport",
    "investissement",
    "investment property",
    "buy-to-let",
    "Renditeobjekt",
    "Anlageobjekt",
    "Mehrfamilienhaus",
  ],
  6: [
    "handelspand",
    "bedrijfspand",
    "kantoor",
    "winkel",
    "magazijn",
    "commerce",
    "commercial",
    "bureau",
    "entrepôt",
    "office",
    "shop",
    "warehouse",
    "Gewerbe",
    "Gewerbeimmobilie",
    "Büro",
    "Laden",
  ],
  7: [
    "garage",
    "parking",
    "parkeerplaats",
    "staanplaats",
    "garagebox",
    "autostaanplaats",
    "emplacement",
    "parking space",
    "carport",
    "Stellplatz",
    "Parkplatz",
    "Tiefgarage",
  ],
};

/** The synonyms of a type group (none for a group the spec does not name). */
export function typeSynonyms(webId: number): readonly string[] {
  return TYPE_SYNONYMS[webId] ?? [];
}
