/**
 * What an owner may see in the portal (issue 10, "Portal access"): the properties linked to the
 * account (owner_listings kind 'property') and every unit of a linked project (kind 'project'), read
 * against the request's listing snapshot. Any other id is not the owner's, and the portal answers it
 * exactly as an address that does not exist (404), so an id never tells whether it is someone else's.
 */
import type { OwnedListing } from "../db/owners";
import type { ProjectDetail, ProjectUnit, PropertySummary } from "../feed/model";

/** One property the owner may see, with what the snapshot knows of it. */
export interface PortalListing {
  id: number;
  /** The property as the snapshot lists it; null when it is no longer on the site (or is a unit the feed lists only in its project). */
  summary: PropertySummary | null;
  /** The unit it is in its project's price list, when the owner sees it through the project. */
  unit: ProjectUnit | null;
  /** That project. */
  project: ProjectDetail | null;
}

/** A project the owner is linked to: its units, or none known when the project is no longer on the site. */
export interface PortalProject {
  id: number;
  project: ProjectDetail | null;
  units: PortalListing[];
}

/** Everything the owner may see: properties of their own, and projects with their units. */
export interface OwnerPortfolio {
  properties: PortalListing[];
  projects: PortalProject[];
}

export interface PortfolioSources {
  /** The snapshot's properties in the page's language. */
  properties: readonly PropertySummary[];
  /** A project's detail (with its units) from the snapshot, or null when it is not there. */
  project: (id: number) => Promise<ProjectDetail | null>;
}

/**
 * The owner's portfolio. A property linked directly and also a unit of a linked project is shown
 * once, in its project. A linked property the snapshot no longer has stays in (its statistics and
 * history are still the owner's); a linked project the snapshot no longer has shows no units, since
 * only the snapshot says which they were.
 */
export async function ownerPortfolio(owned: readonly OwnedListing[], sources: PortfolioSources): Promise<OwnerPortfolio> {
  const projectIds = owned.filter((link) => link.kind === "project").map((link) => link.listingId);
  const projects = await Promise.all(projectIds.map(async (id) => ({ id, project: await sources.project(id) })));
  const unitIds = new Set(projects.flatMap(({ project }) => project?.units.map((unit) => unit.id) ?? []));
  const directIds = owned.filter((link) => link.kind === "property" && !unitIds.has(link.listingId)).map((link) => link.listingId);
  const wanted = new Set([...directIds, ...unitIds]);
  const summaries = new Map<number, PropertySummary>();
  for (const item of sources.properties) if (wanted.has(item.id)) summaries.set(item.id, item);
  return {
    properties: directIds.map((id) => ({ id, summary: summaries.get(id) ?? null, unit: null, project: null })),
    projects: projects.map(({ id, project }) => ({
      id,
      project,
      units: (project?.units ?? []).map((unit) => ({ id: unit.id, summary: summaries.get(unit.id) ?? null, unit, project })),
    })),
  };
}

/** The listing `id` of the portfolio, or undefined when the owner may not see it. */
export function ownedListing(portfolio: OwnerPortfolio, id: number): PortalListing | undefined {
  return portfolio.properties.find((item) => item.id === id) ?? portfolio.projects.flatMap((group) => group.units).find((item) => item.id === id);
}

/** Every property id of the portfolio (direct and units), each once. */
export function portfolioIds(portfolio: OwnerPortfolio): number[] {
  return [...new Set([...portfolio.properties.map((item) => item.id), ...portfolio.projects.flatMap((group) => group.units.map((item) => item.id))])];
}
