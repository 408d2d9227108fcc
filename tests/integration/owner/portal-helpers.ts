import { env } from "cloudflare:workers";
import type { Lang } from "../../../client/i18n/languages";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { ownerRepository, type Owner, type OwnedKind } from "../../../worker/db/owners";
import type { LanguageSnapshot } from "../../../worker/feed/model";
import { snapshotStore } from "../../../worker/feed/snapshot-store";
import { get } from "../worker";
import { send } from "./owner-pages";

/** The demo snapshot in `lang`, published by a first page request when there is none yet. */
export async function demoSnapshot(lang: Lang = "nl"): Promise<LanguageSnapshot> {
  const store = snapshotStore(env.FEED);
  if (!(await store.readPointer())) await (await get(`/${lang}/`)).text();
  const pointer = await store.readPointer();
  if (!pointer) throw new Error("no snapshot was published");
  const snapshot = await store.readLanguage(pointer.version, lang);
  if (!snapshot) throw new Error(`no ${lang} snapshot`);
  return snapshot;
}

/** A new owner (an address of its own) linked to these listings, signed in: the session token the cookie carries. */
export async function signedInOwner(
  links: { properties?: readonly number[]; projects?: readonly number[] } = {},
  lang: Lang = "nl",
): Promise<{ owner: Owner; token: string }> {
  const owners = ownerRepository(env.DB);
  const owner = await owners.ensure({ email: `portal-${crypto.randomUUID()}@example.be`, firstName: "Els", lastName: "Claes", lang });
  const link = (kind: OwnedKind, ids: readonly number[] | undefined) => owners.link(owner.id, kind, ids ?? [], "invite");
  await link("property", links.properties);
  await link("project", links.projects);
  const token = await ownerSessionRepository(env.DB).create(owner.id, "password", "vitest", Date.now());
  return { owner, token };
}

/** A portal page as the signed-in browser gets it. */
export async function portalPage(path: string, token: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await send(path, { cookie: token });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Text of the page with React's separators between adjacent text parts taken out. */
export const textOf = (html: string) => html.replace(/<!-- -->/g, "");

/** A property id no snapshot has: each test's own, so D1 rows of other tests never mix with its numbers. */
export const unlistedId = () => 900_000_000 + Math.floor(Math.random() * 99_000_000);
