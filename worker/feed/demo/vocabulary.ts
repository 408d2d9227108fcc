/**
 * The demo's words in nl, fr, en and de: type names, badges, units and detail values, as a
 * provider would send them for the LanguageId asked. Lists are read by position (see nth), so
 * the same draw gives the same meaning in every language.
 */
import type { Lang } from "../../../client/i18n/languages";

type Words = Readonly<Record<Lang, string>>;
type WordLists = Readonly<Record<Lang, readonly string[]>>;

const w = (nl: string, fr: string, en: string, de: string): Words => ({ nl, fr, en, de });

/** The six type groups (SPEC 3), their ShowOrder and names. */
export const TYPE_GROUPS: ReadonlyArray<{ webId: number; showOrder: number; name: Words }> = [
  { webId: 1, showOrder: 1, name: w("Huizen", "Maisons", "Houses", "Häuser") },
  { webId: 2, showOrder: 2, name: w("Appartementen", "Appartements", "Apartments", "Wohnungen") },
  { webId: 4, showOrder: 3, name: w("Grond", "Terrains", "Land", "Grundstücke") },
  { webId: 5, showOrder: 4, name: w("Opbrengsteigendommen", "Immeubles de rapport", "Investment properties", "Renditeobjekte") },
  { webId: 6, showOrder: 5, name: w("Handelspanden", "Commerces", "Commercial", "Gewerbeimmobilien") },
  { webId: 7, showOrder: 6, name: w("Garages & parkings", "Garages & parkings", "Garages & parking", "Garagen & Stellplätze") },
];

export interface Subtype {
  name: Words;
  /** Exterior picture for this subtype (client/public/images/listings/{picture}.svg). */
  picture: string;
}

export const SUBTYPES: Readonly<Record<number, readonly Subtype[]>> = {
  1: [
    { name: w("Woning", "Maison", "House", "Haus"), picture: "house-terraced" },
    { name: w("Villa", "Villa", "Villa", "Villa"), picture: "house-villa" },
    { name: w("Hoeve", "Ferme", "Farmhouse", "Bauernhof"), picture: "house-farm" },
    { name: w("Bungalow", "Bungalow", "Bungalow", "Bungalow"), picture: "house-villa" },
  ],
  2: [
    { name: w("Appartement", "Appartement", "Apartment", "Wohnung"), picture: "apartment-block" },
    { name: w("Studio", "Studio", "Studio", "Studio"), picture: "apartment-block" },
    { name: w("Penthouse", "Penthouse", "Penthouse", "Penthouse"), picture: "apartment-modern" },
    { name: w("Duplex", "Duplex", "Duplex", "Maisonette"), picture: "apartment-modern" },
  ],
  4: [{ name: w("Bouwgrond", "Terrain à bâtir", "Building plot", "Baugrundstück"), picture: "land-plot" }],
  5: [{ name: w("Opbrengsteigendom", "Immeuble de rapport", "Investment property", "Renditeobjekt"), picture: "yield-building" }],
  6: [
    { name: w("Winkel", "Commerce", "Shop", "Ladenlokal"), picture: "commercial-shop" },
    { name: w("Kantoor", "Bureau", "Office", "Büro"), picture: "commercial-office" },
    { name: w("Magazijn", "Entrepôt", "Warehouse", "Lagerhalle"), picture: "commercial-warehouse" },
  ],
  7: [
    { name: w("Garage", "Garage", "Garage", "Garage"), picture: "garage-box" },
    { name: w("Parkeerplaats", "Emplacement de parking", "Parking space", "Stellplatz"), picture: "parking-space" },
  ],
};

/** Marquee badges. Ids 1–4 are ordinary states and never shown (see provider/normalise/price.ts). */
export const MARQUEES = {
  forSale: { id: 1, name: w("Te koop", "À vendre", "For sale", "Zu verkaufen") },
  forRent: { id: 2, name: w("Te huur", "À louer", "For rent", "Zu vermieten") },
  new: { id: 3, name: w("Nieuw", "Nouveau", "New", "Neu") },
  priceReduced: { id: 4, name: w("Prijsdaling", "Prix réduit", "Price reduced", "Preis reduziert") },
  sold: { id: 5, name: w("Verkocht", "Vendu", "Sold", "Verkauft") },
  rented: { id: 6, name: w("Verhuurd", "Loué", "Rented", "Vermietet") },
  option: { id: 7, name: w("Optie", "Option", "Under option", "Reserviert") },
  saleAgreed: { id: 8, name: w("Onder compromis", "Sous compromis", "Sale agreed", "Verkauf vereinbart") },
} as const;

export const PRICE_UNITS = {
  sale: { id: 1, text: w("€", "€", "€", "€") },
  rent: { id: 2, text: w("€/maand", "€/mois", "€/month", "€/Monat") },
  /** SPEC 9: unit 7 shows "from" before the price. */
  from: { id: 7, text: w("€", "€", "€", "€") },
} as const;

/** EPCLabelText phrases client/domain/epc.ts recognises. */
export const EPC_PHRASES = {
  requested: w("In aanvraag", "En demande", "Requested", "Beantragt"),
  notApplicable: w("Niet van toepassing", "Non applicable", "Not applicable", "Nicht anwendbar"),
} as const;

const lists = (nl: string[], fr: string[], en: string[], de: string[]): WordLists => ({ nl, fr, en, de });

export const VALUES = {
  heating: lists(
    ["Gas (centrale verwarming)", "Warmtepomp", "Stookolie", "Elektrisch"],
    ["Gaz (chauffage central)", "Pompe à chaleur", "Mazout", "Électrique"],
    ["Gas (central heating)", "Heat pump", "Heating oil", "Electric"],
    ["Gas (Zentralheizung)", "Wärmepumpe", "Heizöl", "Elektrisch"],
  ),
  glazing: lists(
    ["Dubbel glas", "Driedubbel glas"],
    ["Double vitrage", "Triple vitrage"],
    ["Double glazing", "Triple glazing"],
    ["Doppelverglasung", "Dreifachverglasung"],
  ),
  frame: lists(["PVC", "Aluminium", "Hout"], ["PVC", "Aluminium", "Bois"], ["PVC", "Aluminium", "Wood"], ["PVC", "Aluminium", "Holz"]),
  kitchen: lists(
    ["Volledig ingerichte keuken", "Open keuken", "Half ingerichte keuken"],
    ["Cuisine entièrement équipée", "Cuisine ouverte", "Cuisine semi-équipée"],
    ["Fully equipped kitchen", "Open kitchen", "Partly equipped kitchen"],
    ["Vollausgestattete Küche", "Offene Küche", "Teilausgestattete Küche"],
  ),
  roofMaterial: lists(
    ["Pannen", "Leien", "Plat dak (EPDM)"],
    ["Tuiles", "Ardoises", "Toit plat (EPDM)"],
    ["Tiles", "Slate", "Flat roof (EPDM)"],
    ["Ziegel", "Schiefer", "Flachdach (EPDM)"],
  ),
  roofCondition: lists(
    ["Goed", "Recent vernieuwd", "Te vernieuwen"],
    ["Bon", "Récemment rénové", "À rénover"],
    ["Good", "Recently renewed", "To be renewed"],
    ["Gut", "Kürzlich erneuert", "Erneuerungsbedürftig"],
  ),
  orientation: lists(
    ["Zuid", "Zuidwest", "West", "Oost", "Noord"],
    ["Sud", "Sud-ouest", "Ouest", "Est", "Nord"],
    ["South", "South-west", "West", "East", "North"],
    ["Süd", "Südwest", "West", "Ost", "Nord"],
  ),
  availability: lists(
    ["Onmiddellijk", "Bij akte", "In overleg"],
    ["Immédiatement", "À l'acte", "À convenir"],
    ["Immediately", "At deed signing", "By arrangement"],
    ["Sofort", "Bei Beurkundung", "Nach Vereinbarung"],
  ),
  contract: lists(
    ["Huurcontract 9 jaar", "Huurcontract korte duur (3 jaar)"],
    ["Bail de 9 ans", "Bail de courte durée (3 ans)"],
    ["9-year lease", "Short lease (3 years)"],
    ["Mietvertrag 9 Jahre", "Kurzzeitmietvertrag (3 Jahre)"],
  ),
  inventory: lists(
    ["Plaatsbeschrijving, kosten gedeeld door huurder en verhuurder"],
    ["État des lieux, frais partagés entre locataire et bailleur"],
    ["Inventory, costs shared by tenant and landlord"],
    ["Übergabeprotokoll, Kosten zwischen Mieter und Vermieter geteilt"],
  ),
  interior: lists(
    ["Parketvloer, inbouwkasten", "Vloerverwarming, alarmsysteem", "Open haard, zolder met veel bergruimte"],
    ["Parquet, placards intégrés", "Chauffage par le sol, système d'alarme", "Feu ouvert, grenier avec beaucoup de rangement"],
    ["Parquet floor, built-in wardrobes", "Underfloor heating, alarm system", "Open fireplace, attic with plenty of storage"],
    ["Parkettboden, Einbauschränke", "Fußbodenheizung, Alarmanlage", "Offener Kamin, Dachboden mit viel Stauraum"],
  ),
  exterior: lists(
    ["Zonnepanelen, regenwaterput", "Aangelegde tuin met tuinhuis", "Oprit voor twee wagens"],
    ["Panneaux solaires, citerne d'eau de pluie", "Jardin aménagé avec abri", "Allée pour deux voitures"],
    ["Solar panels, rainwater tank", "Landscaped garden with shed", "Driveway for two cars"],
    ["Solaranlage, Regenwasserzisterne", "Angelegter Garten mit Gartenhaus", "Einfahrt für zwei Autos"],
  ),
  areaApplication: lists(
    ["Woongebied", "Woongebied met landelijk karakter", "Woonuitbreidingsgebied"],
    ["Zone d'habitat", "Zone d'habitat à caractère rural", "Zone d'extension d'habitat"],
    ["Residential area", "Residential area with a rural character", "Residential expansion area"],
    ["Wohngebiet", "Wohngebiet mit ländlichem Charakter", "Wohnerweiterungsgebiet"],
  ),
  floodZone: lists(
    ["Niet overstromingsgevoelig", "Mogelijk overstromingsgevoelig", "Effectief overstromingsgevoelig"],
    ["Zone non inondable", "Zone potentiellement inondable", "Zone effectivement inondable"],
    ["Not flood-prone", "Possibly flood-prone", "Flood-prone"],
    ["Nicht hochwassergefährdet", "Möglicherweise hochwassergefährdet", "Hochwassergefährdet"],
  ),
  asbestos: lists(
    ["Asbestattest: asbestveilig", "Asbestattest: niet asbestveilig"],
    ["Attestation amiante : sans risque", "Attestation amiante : présence d'amiante"],
    ["Asbestos certificate: asbestos-safe", "Asbestos certificate: not asbestos-safe"],
    ["Asbestbescheinigung: asbestsicher", "Asbestbescheinigung: nicht asbestsicher"],
  ),
  lifeAnnuity: lists(
    ["Lijfrente: boeket € 60.000, rente € 950 per maand, één lijfrentetrekker van 78 jaar"],
    ["Viager : bouquet € 60.000, rente € 950 par mois, un crédirentier de 78 ans"],
    ["Life annuity: down payment € 60,000, annuity € 950 per month, one annuitant aged 78"],
    ["Leibrente: Anzahlung € 60.000, Rente € 950 pro Monat, ein Rentenempfänger von 78 Jahren"],
  ),
} as const;

/** Document names (the files are drawn under /images/listings/documents/). */
export const DOCUMENTS = {
  brochure: w("Brochure", "Brochure", "Brochure", "Broschüre"),
  floorPlan: w("Grondplan", "Plan", "Floor plan", "Grundriss"),
  priceList: w("Prijslijst", "Liste de prix", "Price list", "Preisliste"),
  epcCertificate: w("EPC-certificaat", "Certificat PEB", "EPC certificate", "Energieausweis"),
  specifications: w("Lastenboek", "Cahier des charges", "Specifications", "Baubeschreibung"),
} as const;
