/** What both portal pages start from: the signed-in owner and what they may see in this request's snapshot. */
import type { Context } from "hono";
import type { OwnerSession } from "../../auth/session";
import type { AppEnv } from "../../env";
import type { LanguageIndex } from "../../feed/snapshot-store";
import { ownerPortfolio, type OwnerPortfolio } from "../access";

export interface PortalContext {
  session: OwnerSession;
  /** The snapshot of the page's language; null before the first sync (nothing is on the site). */
  index: LanguageIndex | null;
  portfolio: OwnerPortfolio;
}

/** The session requireOwner put on the context (the portal's and the account's routes are always behind it). */
export function sessionOf(c: Context<AppEnv>): OwnerSession {
  const session = c.var.owner;
  if (!session) throw new Error("an owner page is mounted without requireOwner");
  return session;
}

/** The owner's portfolio read against the page language's snapshot (ListingsUnavailable while there is none readable: the 503 page). */
export async function portalContext(c: Context<AppEnv>): Promise<PortalContext> {
  const session = sessionOf(c);
  const { listings } = c.var.services;
  const [index, owned] = await Promise.all([listings.index(c.var.lang), c.var.services.repos.owners.owners.listings(session.owner.id)]);
  const portfolio = await ownerPortfolio(owned, {
    properties: index?.properties ?? [],
    project: (id) => (index ? listings.project(index, id) : Promise.resolve(null)),
  });
  return { session, index, portfolio };
}
