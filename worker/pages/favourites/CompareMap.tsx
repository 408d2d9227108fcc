import { useT } from "../../../client/i18n/catalog";
import type { ComparedListing } from "./model";

const WIDTH = 320;
const HEIGHT = 200;
const MARGIN = 24;

/**
 * Where the compared listings lie relative to each other: an inline drawing with a numbered marker
 * per listing whose address is published (no map library, no tiles: a few hundred bytes of markup).
 * Longitude is scaled by the cosine of the latitude so distances look right at Belgian latitudes.
 */
export function CompareMap({ listings }: { listings: readonly ComparedListing[] }) {
  const t = useT();
  const placed = listings.filter((listing) => listing.item.geo);
  if (placed.length < 2) return <p className="compare-map-none">{t("favourites.compare.mapNone")}</p>;
  const cos = Math.cos((placed[0]!.item.geo!.lat * Math.PI) / 180);
  const xs = placed.map((listing) => listing.item.geo!.lng * cos);
  const ys = placed.map((listing) => listing.item.geo!.lat);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 0.002);
  const scale = Math.min(WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN) / span;
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const point = (index: number) => ({ x: WIDTH / 2 + (xs[index]! - midX) * scale, y: HEIGHT / 2 - (ys[index]! - midY) * scale });
  return (
    <svg className="compare-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t("favourites.compare.mapLabel")}>
      <rect width={WIDTH} height={HEIGHT} rx="6" className="compare-map-ground" />
      {placed.slice(1).map((_, index) => {
        const from = point(0);
        const to = point(index + 1);
        return <line key={index} x1={from.x} y1={from.y} x2={to.x} y2={to.y} className="compare-map-line" />;
      })}
      {placed.map((listing, index) => {
        const { x, y } = point(index);
        return (
          <g key={listing.item.id}>
            <circle cx={x} cy={y} r="11" className="compare-map-marker" />
            <text x={x} y={y + 4} textAnchor="middle" className="compare-map-number">
              {listing.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
