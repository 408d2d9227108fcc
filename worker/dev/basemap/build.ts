/**
 * `npm run basemap` (part of `npm run build`): writes the offline base map, client/public/map/benelux-base.json,
 * which Vite copies into the static assets. It is what every map draws when no PMTiles archive is in
 * R2 (worker/routes/map-style.ts): land, Belgium and Luxembourg in a lighter tone, and the country
 * borders, from Natural Earth 1:10m (public domain) through the world-atlas package, cut to the
 * area around the Benelux and simplified. The output depends on nothing but world-atlas's version.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { BASE_BOX, clipLines, clipPolygons, type Polygon, type Position } from "./geometry.ts";

/** Natural Earth's ISO 3166 numeric ids of the two countries the agency works in, and our codes for them. */
const HOME_COUNTRIES: Readonly<Record<string, string>> = { "056": "BE", "442": "LU" };

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const out = join(root, "client/public/map/benelux-base.json");
const require = createRequire(import.meta.url);
const readTopology = (name: string) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8")) as Topology;

function polygonsOf(geometry: GeoJSON.Geometry | null): Polygon[] {
  if (geometry?.type === "Polygon") return [geometry.coordinates as Polygon];
  if (geometry?.type === "MultiPolygon") return geometry.coordinates as Polygon[];
  return [];
}

function multiPolygon(polygons: Polygon[], properties: Record<string, string>) {
  return { type: "Feature", properties, geometry: { type: "MultiPolygon", coordinates: polygons } };
}

const land = readTopology("land-10m.json");
const countries = readTopology("countries-10m.json");
const countryObject = countries.objects.countries as GeometryCollection<{ name: string }>;

// world-atlas's land is a collection (one feature per landmass group), its countries one feature each.
const landFeatures = feature(land, land.objects.land!) as GeoJSON.FeatureCollection | GeoJSON.Feature;
const landPolygons = (landFeatures.type === "FeatureCollection" ? landFeatures.features : [landFeatures]).flatMap((item) => polygonsOf(item.geometry));
const features: unknown[] = [multiPolygon(clipPolygons(landPolygons, BASE_BOX), { kind: "land" })];
for (const geometry of countryObject.geometries) {
  const code = HOME_COUNTRIES[String(geometry.id)];
  if (!code) continue;
  // One geometry object gives one feature (topojson-client's overloads cannot tell from the type).
  const country = feature(countries, geometry) as GeoJSON.Feature;
  const polygons = clipPolygons(polygonsOf(country.geometry), BASE_BOX);
  features.push(multiPolygon(polygons, { kind: "home", country: code }));
}
// Borders between two countries only: a coast is where the land's fill meets the sea's background.
const borders = mesh(countries, countryObject, (a, b) => a !== b);
features.push({
  type: "Feature",
  properties: { kind: "border" },
  geometry: { type: "MultiLineString", coordinates: clipLines(borders.coordinates as Position[][], BASE_BOX) },
});

mkdirSync(dirname(out), { recursive: true });
const json = JSON.stringify({ type: "FeatureCollection", bbox: BASE_BOX, features });
writeFileSync(out, json);
console.log(`offline base map: ${out.slice(root.length + 1)} (${Math.round(json.length / 1024)} kB)`);
