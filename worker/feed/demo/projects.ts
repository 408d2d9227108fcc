/**
 * Seven demo new-build projects in the four regions, each with units (a price list), pictures and
 * documents. None has an external website: a made-up address would either be someone's real site or
 * a reserved .example host a visitor could click into nothing, so the demo leaves the field empty
 * (the normaliser's handling of websites is tested with fixtures).
 */
import type { Lang } from "../../../client/i18n/languages";
import type { RawDocumentInput, RawPictureInput } from "../provider/schemas/media";
import type { RawProjectInput, RawUnitInput } from "../provider/schemas/project";
import { COUNTRY_NAMES, local, PLACES, type Place } from "./places";
import { documentPath, type ListingPicture, PICTURE_HEIGHT_PX, PICTURE_WIDTH_PX, picturePath } from "./pictures";
import { createRng, mix } from "./random";
import { DEMO_MODIFIED_FROM_MS, DEMO_SEED } from "./shape";
import { DOCUMENTS } from "./vocabulary";
import { PROJECT_TEXTS } from "./project-texts";

interface ProjectPlan {
  id: number;
  name: string;
  zip: string;
  street: number;
  units: number;
  floors: number;
  basePrice: number;
  rent: boolean;
  pictures: readonly ListingPicture[];
  deliveryYear: number;
  publicAddress: boolean;
}

const PLANS: readonly ProjectPlan[] = [
  {
    id: 801,
    name: "Residentie Leiezicht",
    zip: "9000",
    street: 1,
    units: 12,
    floors: 4,
    basePrice: 265_000,
    rent: false,
    pictures: ["apartment-modern", "project-site", "interior-living", "terrace"],
    deliveryYear: 2027,
    publicAddress: true,
  },
  {
    id: 802,
    name: "Parkhof",
    zip: "3000",
    street: 2,
    units: 9,
    floors: 3,
    basePrice: 289_000,
    rent: false,
    pictures: ["apartment-block", "interior-kitchen", "garden"],
    deliveryYear: 2026,
    publicAddress: true,
  },
  {
    id: 803,
    name: "Les Jardins de la Meuse",
    zip: "5000",
    street: 1,
    units: 10,
    floors: 3,
    basePrice: 215_000,
    rent: false,
    pictures: ["apartment-modern", "garden", "interior-bedroom"],
    deliveryYear: 2027,
    publicAddress: true,
  },
  {
    id: 804,
    name: "Résidence Flagey",
    zip: "1050",
    street: 1,
    units: 8,
    floors: 5,
    basePrice: 349_000,
    rent: false,
    pictures: ["apartment-block", "project-site", "interior-living"],
    deliveryYear: 2028,
    publicAddress: false,
  },
  {
    id: 805,
    name: "Kirchberg Living",
    zip: "1611",
    street: 0,
    units: 14,
    floors: 6,
    basePrice: 540_000,
    rent: true,
    pictures: ["apartment-modern", "interior-living", "interior-kitchen", "terrace"],
    deliveryYear: 2026,
    publicAddress: true,
  },
  {
    id: 806,
    name: "Dijlehof",
    zip: "2800",
    street: 2,
    units: 6,
    floors: 1,
    basePrice: 395_000,
    rent: false,
    pictures: ["house-terraced", "garden", "interior-kitchen"],
    deliveryYear: 2027,
    publicAddress: true,
  },
  {
    id: 807,
    name: "Domaine du Lac",
    zip: "1410",
    street: 0,
    units: 8,
    floors: 2,
    basePrice: 310_000,
    rent: false,
    pictures: ["house-villa", "project-site", "garden"],
    deliveryYear: 2028,
    publicAddress: true,
  },
];

export interface DemoProjects {
  projects: RawProjectInput[];
  units: RawUnitInput[];
  pictures: RawPictureInput[];
  documents: RawDocumentInput[];
}

export function demoProjects(lang: Lang, seed: number = DEMO_SEED): DemoProjects {
  const result: DemoProjects = { projects: [], units: [], pictures: [], documents: [] };
  for (const plan of PLANS) {
    const rng = createRng(mix(seed ^ 0x5eed, plan.id));
    const place: Place = PLACES.find((candidate) => candidate.zip === plan.zip) ?? (PLACES[0] as Place);
    const text = PROJECT_TEXTS[lang];
    const cover = picturePath(plan.pictures[0] ?? "apartment-modern");
    result.projects.push({
      ID: plan.id,
      Name: plan.name,
      Number: `P-${plan.id}`,
      SmallPictureItem: { Url: cover, Width: 380, Height: 254, ID: plan.id * 10, Name: plan.name },
      XLargePictureItem: { Url: cover },
      PublicAddress: plan.publicAddress,
      Street: local(place.streets[plan.street] ?? place.streets[0] ?? "", lang),
      HouseNumber: String(rng.int(2, 90)),
      BoxNr: "",
      Zip: place.zip,
      City: local(place.name, lang),
      CountryID: place.countryId,
      CountryName: COUNTRY_NAMES[place.countryId][lang],
      GoogleX: place.lat + 0.004,
      GoogleY: String(place.lng - 0.003),
      DescriptionA: text.description(plan.name, local(place.name, lang), plan.units),
      Delivery: text.delivery(plan.deliveryYear, rng.int(0, 3)),
      TechnicalData: text.technical,
      Situation: text.situation(local(place.name, lang)),
      ModifiedDate: `/Date(${DEMO_MODIFIED_FROM_MS + rng.int(0, 400) * 86_400_000}+0100)/`,
    });
    for (let n = 0; n < plan.units; n++) {
      const floor = n % plan.floors;
      const status = n % 5 === 1 ? (plan.rent && n % 2 === 1 ? 2 : 1) : 0;
      const price = plan.basePrice + floor * 12_000 + rng.int(0, 12) * 5_000;
      result.units.push({
        ID: plan.id * 100 + n + 1,
        ProjectID: plan.id,
        Name: `${String.fromCharCode(65 + (n % 2))}.${floor}.${n + 1}`,
        Floor: String(floor),
        Status: n % 7 === 3 ? "" : status,
        Price: n === plan.units - 1 ? "" : n % 3 === 0 ? String(price) : price,
        Surface: rng.int(58, 145),
        NumberOfBedRooms: rng.int(1, 3),
      });
    }
    plan.pictures.forEach((name, order) => {
      result.pictures.push({
        ID: plan.id * 10 + order,
        ProjectID: plan.id,
        Url: picturePath(name),
        Width: PICTURE_WIDTH_PX,
        Height: PICTURE_HEIGHT_PX,
        Order: order + 1,
      });
    });
    const files = [
      ["brochure", DOCUMENTS.brochure],
      ["price-list", DOCUMENTS.priceList],
      ["specifications", DOCUMENTS.specifications],
      ["floor-plan", DOCUMENTS.floorPlan],
    ] as const;
    files.forEach(([file, name], index) => {
      result.documents.push({ ID: plan.id * 10 + index, ProjectID: plan.id, Name: `${name[lang]} – ${plan.name}`, Url: documentPath(file) });
    });
  }
  return result;
}
