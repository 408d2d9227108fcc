import { Hono, type Context } from "hono";
import * as v from "valibot";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import type { OwnedKind } from "../../db/owners";
import { ownerServices } from "../../owner/services";
import type { Services } from "../../services";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { OWNER_NOTICES, OwnersBody, type InviteFormState, type ListingTitles, type OwnerNotice } from "../pages/Owners";
import { UUID } from "./leads";
import { postedForm } from "./content-context";
import { textFields } from "../../request/read-body";

/** Listings one invitation may give, per kind. */
export const MAX_INVITED_LISTINGS = 50;
/** Digits of a listing id (the providers' ids are positive integers well under 2^31). */
const MAX_ID_DIGITS = 9;

/** A list of listing ids as typed or posted: separated by spaces, commas or semicolons; each once. */
const IdList = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.transform((text) => (text === "" ? [] : text.split(/[\s,;]+/))),
  v.maxLength(MAX_INVITED_LISTINGS),
  v.array(v.pipe(v.string(), v.regex(new RegExp(`^[1-9]\\d{0,${MAX_ID_DIGITS - 1}}$`)), v.transform(Number))),
  v.transform((ids) => [...new Set(ids)]),
);

/** The invitation form (staff page and `npm run owner:invite`). No language: the account's, else the site's default. */
export const InviteSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
  lang: v.optional(v.picklist(LANGUAGES)),
  properties: IdList,
  projects: IdList,
});
export type InviteInput = v.InferOutput<typeof InviteSchema>;

/** What an invitation did, as the page's notice and the command line's JSON say it. */
export interface InviteResult {
  email: string;
  created: boolean;
  lang: Lang;
  properties: number[];
  projects: number[];
  /** Whether an invitation link was queued: only for an account without a password. */
  mailed: boolean;
}

/**
 * Makes (or finds) the account of the address, gives it the listings (origin 'invite'), and, when it
 * has no password yet, mails it a link to choose one (in the invitation's language, else the account's).
 */
export async function inviteOwner(
  services: Pick<Services, "repos" | "wing">,
  input: InviteInput,
  defaultLang: Lang,
  now: number = Date.now(),
): Promise<InviteResult> {
  const owners = services.repos.owners.owners;
  const existing = await owners.byEmail(input.email);
  const owner = existing ?? (await owners.ensure({ email: input.email, lang: input.lang ?? defaultLang }, now));
  await owners.link(owner.id, "property", input.properties, "invite", now);
  await owners.link(owner.id, "project", input.projects, "invite", now);
  const lang = input.lang ?? owner.lang;
  const mailed = owner.passwordHash === null;
  if (mailed) await services.wing(ownerServices).passwordLinks.send(owner, "invite", lang, now);
  return { email: owner.email, created: !existing, lang, properties: input.properties, projects: input.projects, mailed };
}

/** The ids of an invitation that no published listing of the current feed has, per kind (empty lists: all known). */
export interface UnknownListings {
  properties: number[];
  projects: number[];
}

/** Which of the invitation's ids are in none of the published listings `known` (property and project ids of the current snapshot). */
export function unknownListings(
  input: Pick<InviteInput, "properties" | "projects">,
  known: { properties: ReadonlySet<number>; projects: ReadonlySet<number> },
): UnknownListings {
  return { properties: input.properties.filter((id) => !known.properties.has(id)), projects: input.projects.filter((id) => !known.projects.has(id)) };
}

/**
 * The property and project ids of the current snapshot, in every language it has (a listing may be
 * published in one language only); undefined when no language can be read (the ids cannot be checked).
 */
async function publishedIds(c: Context<StaffEnv>): Promise<{ properties: Set<number>; projects: Set<number> } | undefined> {
  const known = { properties: new Set<number>(), projects: new Set<number>() };
  let read = false;
  for (const lang of LANGUAGES) {
    try {
      const index = await c.var.services.listings.index(lang);
      if (!index) continue;
      read = true;
      for (const property of index.properties) known.properties.add(property.id);
      for (const project of index.projects) known.projects.add(project.id);
    } catch (error) {
      console.warn("staff owners: listings unreadable", lang, error instanceof Error ? error.message : error);
    }
  }
  return read ? known : undefined;
}

/** A posted field as one text (a repeated field, as the command line sends ids, joined with spaces). */
function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").join(" ") : "";
}

/** JSON for `npm run owner:invite`: asked for, or a service token's request (it may see no page of the area, worker/staff/access.ts). */
const wantsJson = (c: Context<StaffEnv>) => c.var.staff.service || (c.req.header("Accept") ?? "").includes("application/json");

/** The property and project titles of the current snapshot in the staff member's language; none when it cannot be read. */
async function listingTitles(c: Context<StaffEnv>): Promise<ListingTitles> {
  try {
    const index = await c.var.services.listings.index(c.var.lang);
    return {
      property: new Map(index?.properties.map((property) => [property.id, property.title])),
      project: new Map(index?.projects.map((project) => [project.id, project.name])),
    };
  } catch (error) {
    console.warn("staff owners: listing titles unavailable", error instanceof Error ? error.message : error);
    return { property: new Map(), project: new Map() };
  }
}

async function ownersPage(c: Context<StaffEnv>, state: { notice?: OwnerNotice; form?: InviteFormState; status?: number }) {
  const [{ owners, total }, titles] = await Promise.all([c.var.services.repos.staff.owners.list(), listingTitles(c)]);
  return renderStaff(c, {
    title: c.var.i18n._("staff.nav.owners"),
    section: "owners",
    status: state.status ?? 200,
    body: <OwnersBody owners={owners} total={total} titles={titles} notice={state.notice} form={state.form ?? {}} maxListings={MAX_INVITED_LISTINGS} />,
  });
}

const Unlink = v.object({
  kind: v.picklist(["property", "project"] satisfies OwnedKind[]),
  listing: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});

/** Owner accounts: the list, inviting an owner, sending a new link, removing a listing the staff gave. */
export const staffOwners = new Hono<StaffEnv>()
  .get("/staff/owners/", (c) => {
    const done = c.req.query("done");
    return ownersPage(c, { notice: OWNER_NOTICES.find((notice) => notice === done) });
  })
  .post("/staff/owners/invite/", async (c) => {
    const form = await postedForm(c);
    const typed = {
      email: fieldText(form.getAll("email")),
      lang: fieldText(form.getAll("lang")) || undefined,
      properties: fieldText(form.getAll("properties")),
      projects: fieldText(form.getAll("projects")),
    };
    const parsed = v.safeParse(InviteSchema, typed);
    if (!parsed.success) {
      const invalid = Object.keys(v.flatten<typeof InviteSchema>(parsed.issues).nested ?? {}).map((path) => path.split(".")[0]!);
      if (wantsJson(c)) return c.json({ error: "invalid", fields: [...new Set(invalid)] }, 422);
      return ownersPage(c, { form: { ...typed, invalid }, status: 422 });
    }
    // Only listings the site publishes: an id in no listing would give the owner a portal page of nothing.
    const known = await publishedIds(c);
    if (!known) {
      if (wantsJson(c)) return c.json({ error: "listings-unavailable" }, 503);
      return ownersPage(c, { form: { ...typed, unavailable: true }, status: 503 });
    }
    const unknown = unknownListings(parsed.output, known);
    if (unknown.properties.length > 0 || unknown.projects.length > 0) {
      if (wantsJson(c)) return c.json({ error: "unknown-listings", ...unknown }, 422);
      const invalid = (["properties", "projects"] as const).filter((kind) => unknown[kind].length > 0);
      return ownersPage(c, { form: { ...typed, invalid, unknown }, status: 422 });
    }
    const result = await inviteOwner(c.var.services, parsed.output, c.var.defaultLanguage);
    console.info("staff: owner invited", c.var.staff.email, result.created ? "new account" : "existing account", result.mailed ? "link queued" : "no link");
    if (wantsJson(c)) return c.json(result, result.created ? 201 : 200);
    return c.redirect(`/staff/owners/?done=${result.mailed ? "invited" : "linked"}`, 303);
  })
  .post(`/staff/owners/:id{${UUID}}/link/`, async (c) => {
    const owner = await c.var.services.repos.owners.owners.byId(c.req.param("id"));
    if (!owner) return c.notFound();
    // An account with a password gets a reset link (1 hour), not a 7-day invitation to its account.
    const purpose = owner.passwordHash === null ? "invite" : "reset";
    await c.var.services.wing(ownerServices).passwordLinks.send(owner, purpose, owner.lang);
    return c.redirect(`/staff/owners/?done=${purpose === "invite" ? "resent" : "resetSent"}`, 303);
  })
  .post(`/staff/owners/:id{${UUID}}/unlink/`, async (c) => {
    const parsed = v.safeParse(Unlink, textFields(await postedForm(c)));
    if (!parsed.success) return c.text(c.var.i18n._("staff.owners.unknownListing"), 400);
    const removed = await c.var.services.repos.staff.owners.unlinkInvited(c.req.param("id"), parsed.output.kind, parsed.output.listing);
    if (!removed) return c.notFound();
    return c.redirect("/staff/owners/?done=unlinked", 303);
  });
