import type { Lang } from "../../../client/i18n/languages";
import { isFreePage, parentProblem, type ParentProblem } from "../../content/page-paths";
import type { Content, Page } from "../../content/schema";
import { isBuilt, isDeleted, type WorkingDocument } from "../../content/working-copy";
import type { ReadyMark } from "../../content/content-ready";
import { recordOf } from "./document-view";

/** Where a document stands against what visitors see (staff read it in words: staff.content.state.*). */
export type PublishState = "draft" | "published" | "changed" | "deleted" | "deletedPublished";

/** Why visitors would get "page not found" at a page (what the public router checks: worker/routes/content-page.tsx, worker/content/page-paths.ts). */
export type NotFoundReason = { why: "status" } | { why: "parent"; problem: ParentProblem } | { why: "noAddress" } | { why: "noAddressIn"; lang: Lang };

export interface DocumentStateView {
  state: PublishState;
  /** Marked ready to publish; `changedSinceBy` when someone saved again after the mark. */
  ready?: (ReadyMark & { changedSinceBy?: string | undefined; changedSinceAt?: string | null | undefined }) | undefined;
  /** A page out of the menu. */
  hiddenFromMenu?: boolean;
  /** A page visitors would not find, and why. */
  notFound?: NotFoundReason[];
}

/** Where `document` stands: `published` the revision the published version holds (undefined: never published), `mark` its ready mark. */
export function publishState(document: WorkingDocument, published: number | undefined): PublishState {
  const everPublished = published !== undefined || isBuilt(document);
  if (isDeleted(document)) return everPublished && (published ?? 0) !== document.revision ? "deleted" : "deletedPublished";
  if (!everPublished) return "draft";
  return (published ?? 0) === document.revision ? "published" : "changed";
}

/**
 * Why a page would answer 404 to visitors, read as the public router reads it: a page shows only
 * when its Status is Published; one the agency made needs an address in every shown language and a
 * parent that is published and may hold it. `pages`: the working copy's pages (its parent among them).
 */
export function notFoundReasons(body: unknown, pages: readonly WorkingDocument[], shown: readonly Lang[]): NotFoundReason[] {
  const page = recordOf(body);
  const reasons: NotFoundReason[] = [];
  if (page.status !== "Published") reasons.push({ why: "status" });
  if (!isFreePage({ route: page.route as Page["route"] })) return reasons;
  const content = { pages: pages.filter((other) => !isDeleted(other)).map((other) => other.body) } as unknown as Content;
  const problem = parentProblem({ id: Number(page.id), parentId: typeof page.parentId === "number" ? page.parentId : null }, content);
  if (problem) reasons.push({ why: "parent", problem });
  const path = recordOf(recordOf(page.params).path);
  if (Object.keys(path).length === 0) reasons.push({ why: "noAddress" });
  else for (const lang of shown) if (typeof path[lang] !== "string" || path[lang] === "") reasons.push({ why: "noAddressIn", lang });
  return reasons;
}

/** What the overview says about one document. */
export function documentState(
  document: WorkingDocument,
  context: { published: number | undefined; mark: ReadyMark | undefined; pages: readonly WorkingDocument[]; shown: readonly Lang[] },
): DocumentStateView {
  const state = publishState(document, context.published);
  // A mark at or below what visitors see has nothing left to publish (a testimonial's publish went out past it).
  const mark = context.mark && context.published !== undefined && context.mark.revision <= context.published ? undefined : context.mark;
  const view: DocumentStateView = { state };
  if (mark && state !== "published" && state !== "deletedPublished") {
    view.ready = mark.revision < document.revision ? { ...mark, changedSinceBy: document.modifiedBy ?? undefined, changedSinceAt: document.modifiedAt } : mark;
  }
  if (document.kind === "page" && !isDeleted(document)) {
    view.hiddenFromMenu = recordOf(document.body).inMenu !== true;
    view.notFound = notFoundReasons(document.body, context.pages, context.shown);
  }
  return view;
}
