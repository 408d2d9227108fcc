/**
 * Names of municipalities that neither source of data.ts carries: English names, Luxembourgish and
 * German names of Luxembourg communes, and a few names in use beside the official ones. Compiled by
 * hand from the municipalities' own usage (and their Wikipedia articles in nl, fr, en, de, lb);
 * a missing entry only means the official names are the only ones.
 *
 * Keyed by the municipality key of data.ts (NIS code, or `LU-` and the commune's slug). `names`
 * replace the shown name per language; `also` are only searched.
 */
import type { Lang } from "../../i18n/languages";

export interface Exonyms {
  names?: Partial<Record<Lang, string>>;
  also?: readonly string[];
}

const en = (name: string, ...also: string[]): Exonyms => ({ names: { en: name }, also });
/** A Luxembourg commune: its Luxembourgish name, and its German one when it differs from the French. */
const lu = (lb: string, de?: string, ...also: string[]): Exonyms => ({ ...(de ? { names: { de } } : {}), also: [lb, ...also] });

export const EXONYMS: Readonly<Record<string, Exonyms>> = {
  // Belgium: English names and the names in use beside the official ones.
  "21004": { names: { en: "Brussels", de: "Brüssel" }, also: ["Brussel-Stad", "Bruxelles-Ville", "City of Brussels", "Brussels"] },
  "11002": en("Antwerp", "Anvers"),
  "44021": en("Ghent", "Gand"),
  "31005": en("Bruges", "Brügge"),
  "35013": en("Ostend", "Ostende"),
  "24062": { also: ["Louvain", "Löwen"] },
  "12025": { names: { de: "Mecheln" }, also: ["Malines", "Mechlin"] },
  "34022": { also: ["Courtrai"] },
  "33011": en("Ypres", "Ypern"),
  "41002": { also: ["Alost"] },
  "46021": { also: ["Saint-Nicolas", "Sankt Niklas"] },
  "73111": { also: ["Tongern"] },
  "23027": { also: ["Hal"] },
  "51067": { also: ["Edingen", "Enghien"] },
  "51004": { also: ["Aat", "Ath"] },
  "55040": { also: ["Zinnik", "Soignies"] },
  "25072": { also: ["Nijvel", "Nivelles"] },
  "25112": { also: ["Waver", "Wavre"] },
  "25048": { also: ["Geldenaken", "Jodoigne"] },
  "61031": { also: ["Hoei", "Huy"] },
  "64074": { also: ["Borgworm", "Waremme"] },
  "62063": { also: ["Liege", "Luik", "Lüttich"] },
  "92094": { also: ["Namen", "Namur"] },
  "53053": { names: { de: "Bergen" }, also: ["Bergen", "Mons"] },
  "57081": { also: ["Doornik", "Tournai"] },
  "57096": { also: ["Moeskroen", "Mouscron"] },
  "57097": { also: ["Komen", "Comines", "Komen-Waasten", "Comines-Warneton"] },
  "81001": { names: { de: "Arel" }, also: ["Aarlen", "Arlon", "Arel"] },
  "82039": { names: { de: "Bastnach" }, also: ["Bastenaken", "Bastogne", "Bastnach"] },
  "52011": { also: ["Charleroi"] },
  "63023": { also: ["Eupen"] },
  "63067": { also: ["Sankt Vith", "Saint-Vith", "St. Vith"] },
  // Luxembourg: the capital, then the communes by their French name.
  "LU-luxembourg": {
    names: { nl: "Luxemburg", de: "Luxemburg", en: "Luxembourg" },
    also: ["Lëtzebuerg", "Luxemburg", "Luxembourg City", "Ville de Luxembourg", "Stad Lëtzebuerg"],
  },
  "LU-esch-sur-alzette": lu("Esch-Uelzecht", "Esch an der Alzette", "Esch/Alzette", "Esch"),
  "LU-differdange": lu("Déifferdeng", "Differdingen"),
  "LU-dudelange": lu("Diddeleng", "Düdelingen"),
  "LU-ettelbruck": lu("Ettelbréck", "Ettelbrück"),
  "LU-strassen": lu("Stroossen"),
  "LU-mersch": lu("Miersch"),
  "LU-remich": lu("Réimech"),
  "LU-petange": lu("Péiteng", "Petingen"),
  "LU-sanem": lu("Suessem", "Sassenheim"),
  "LU-hesperange": lu("Hesper", "Hesperingen"),
  "LU-bettembourg": lu("Beetebuerg", "Bettemburg"),
  "LU-schifflange": lu("Schëffleng", "Schifflingen"),
  "LU-kayl": lu("Keel"),
  "LU-walferdange": lu("Walfer", "Walferdingen"),
  "LU-bertrange": lu("Bartreng", "Bartringen"),
  "LU-mondercange": lu("Monnerech", "Monnerich"),
  "LU-junglinster": lu("Jonglënster"),
  "LU-niederanven": lu("Nidderaanwen"),
  "LU-roeser": lu("Réiser"),
  "LU-kehlen": lu("Kielen"),
  "LU-steinsel": lu("Steesel"),
  "LU-steinfort": lu("Stengefort"),
  "LU-mondorf-les-bains": lu("Munneref", "Bad Mondorf"),
  "LU-diekirch": lu("Dikrech"),
  "LU-echternach": lu("Iechternach"),
  "LU-wiltz": lu("Wolz"),
  "LU-grevenmacher": lu("Gréiwemaacher"),
  "LU-vianden": lu("Veianen"),
  "LU-clervaux": lu("Klierf", "Clerf"),
  "LU-rumelange": lu("Rëmeleng", "Rümelingen"),
  "LU-redange-sur-attert": lu("Réiden", "Redingen", "Redange"),
  "LU-contern": lu("Conter"),
  "LU-schuttrange": lu("Schëtter", "Schüttringen"),
  "LU-lorentzweiler": lu("Luerenzweiler"),
  "LU-kopstal": lu("Koplescht"),
  "LU-frisange": lu("Fréiseng", "Frisingen"),
  "LU-dippach": lu("Dippech"),
  "LU-larochette": lu("Fiels", "Fels"),
  "LU-troisvierges": lu("Ëlwen", "Ulflingen"),
  "LU-wincrange": lu("Wëntger", "Wintger"),
  "LU-rambrouch": lu("Rammerech", "Rambruch"),
  "LU-mertert": lu("Mäertert"),
  "LU-bissen": lu("Biissen"),
  "LU-lintgen": lu("Lëntgen"),
  "LU-leudelange": lu("Leideleng", "Leudelingen"),
  "LU-weiler-la-tour": lu("Weiler zum Tuer", "Weiler zum Turm"),
  "LU-useldange": lu("Useldeng", "Useldingen"),
  "LU-wormeldange": lu("Wuermeldeng", "Wormeldingen"),
  "LU-beaufort": lu("Beefort", "Befort"),
  "LU-erpeldange": lu("Ierpeldeng", "Erpeldingen"),
  "LU-esch-sur-sure": lu("Esch-Sauer", "Esch-Sauer"),
  "LU-lac-de-la-haute-sure": lu("Stauséigemeng", "Stauseegemeinde"),
  "LU-vallee-de-l-ernz": lu("Äerenzdall", "Ernztalgemeinde"),
  "LU-boulaide": lu("Bauschelt", "Bauschleiden"),
  "LU-koerich": lu("Käerch"),
  "LU-reckange-sur-mess": lu("Reckeng-Mess", "Reckingen/Mess"),
  "LU-rosport-mompach": lu("Rouspert-Mompech"),
  "LU-bous-waldbredimus": lu("Bous-Waldbriedemes"),
};
