/**
 * The demo feed in the provider's raw shape, per language: what a real provider would answer on
 * each endpoint. DemoFeedSource and the tests' fake provider both serve it.
 */
import type { Lang } from "../../../client/i18n/languages";
import type { RawCityInput, RawTypeGroupInput } from "../provider/schemas/lists";
import type { RawDocumentInput, RawPictureInput } from "../provider/schemas/media";
import type { RawProjectInput, RawUnitInput } from "../provider/schemas/project";
import type { RawPropertyInput } from "../provider/schemas/property";
import { driftedShapes, renderDrifted } from "./drift";
import { COUNTRY_NAMES, local, PLACES } from "./places";
import { demoProjects } from "./projects";
import { renderListing } from "./render";
import { DEMO_SEED, shapeOf } from "./shape";
import { TYPE_GROUPS } from "./vocabulary";

/** Properties on the demo site: enough for every type group, region, goal and status to show up. */
export const DEMO_PROPERTY_COUNT = 180;

export interface DemoRawFeed {
  properties: RawPropertyInput[];
  typeGroups: RawTypeGroupInput[];
  cities: RawCityInput[];
  projects: RawProjectInput[];
  units: RawUnitInput[];
  pictures: RawPictureInput[];
  documents: RawDocumentInput[];
}

export interface DemoOptions {
  count?: number | undefined;
  seed?: number | undefined;
  /**
   * The run's drift step (drift.ts, DEMO_FEED_DRIFT = "on"): the feed then changes from run to
   * run. Undefined gives the fixed demo feed.
   */
  drift?: number | undefined;
}

/**
 * `count` demo properties in the provider's raw shape, the same for the same arguments (ids from
 * 5001). Item i does not depend on the others, so 50 000 items cost 50 000 small steps.
 */
export function generateDemoProperties(count: number, seed: number = DEMO_SEED, lang: Lang = "nl"): RawPropertyInput[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => renderListing(shapeOf(index, seed), lang).property);
}

export function demoRawFeed(lang: Lang, options: DemoOptions = {}): DemoRawFeed {
  const count = options.count ?? DEMO_PROPERTY_COUNT;
  const seed = options.seed ?? DEMO_SEED;
  const drifted = options.drift === undefined ? undefined : driftedShapes(count, seed, options.drift);
  const shapes = drifted?.map((item) => item.shape) ?? Array.from({ length: count }, (_, index) => shapeOf(index, seed));
  const listings = drifted?.map((item) => renderDrifted(item, lang)) ?? shapes.map((shape) => renderListing(shape, lang));
  const projects = demoProjects(lang, seed);
  return {
    properties: listings.map((listing) => listing.property),
    typeGroups: TYPE_GROUPS.map((group) => ({
      ID: group.webId,
      WebID: group.webId,
      Name: group.name[lang],
      ShowOrder: group.showOrder,
      Sale: shapes.filter((shape) => shape.webId === group.webId && shape.goal === 0).length,
      Rent: shapes.filter((shape) => shape.webId === group.webId && shape.goal === 1).length,
    })),
    cities: PLACES.map((place) => ({
      Name: local(place.name, lang),
      Zip: place.zip,
      CountryID: place.countryId,
      CountryName: COUNTRY_NAMES[place.countryId][lang],
      PropertyCount: shapes.filter((shape) => shape.place === place).length,
    })),
    projects: projects.projects,
    units: projects.units,
    pictures: [...listings.flatMap((listing) => listing.pictures), ...projects.pictures],
    documents: [...listings.flatMap((listing) => listing.documents), ...projects.documents],
  };
}
