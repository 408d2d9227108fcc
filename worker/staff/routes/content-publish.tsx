import { Hono } from "hono";
import { enabledLanguages } from "../../content";
import { assembleContent, type ContentDocument, DOCUMENT_KINDS, documentKey } from "../../content/documents";
import { checkContent, publishedContentNow, type PublishOutcome, type PublishProblem } from "../../content/publish";
import { assembledWith, parseSelected, type Selected, type SelectedPublish } from "../../content/publish-ready";
import { forgetContentPointer } from "../../content/published";
import { isDeleted, type WorkingDocument } from "../../content/working-copy";
import type { ReadyMark } from "../../content/content-ready";
import type { StaffEnv } from "../env";
import { documentLabel } from "../content/document-view";
import { documentState, type DocumentStateView } from "../content/states";
import { renderStaff } from "../layout";
import { ContentOverviewBody, type ContentOverviewProps } from "../pages/ContentOverview";
import { bodiesBeforeDeletion } from "../content/deleted-names";
import { documentHref } from "../pages/ContentParts";
import type { PublishRow } from "../pages/ContentPublish";
import { postedForm, type StaffContext, staffLang, translate } from "./content-context";
import { locatedProblems } from "./content-problems";

/** The published versions the overview offers to go back to. */
const SHOWN_VERSIONS = 10;

/** A document's id in an address: a number, a site section's name, or a testimonial's lead id (a UUID). */
export const DOCUMENT_ID = "[A-Za-z0-9_-]{1,40}";
/** A document's address, as the editor's routes and the mark's take it. */
export const DOCUMENT = `/staff/content/:kind{${DOCUMENT_KINDS.join("|")}}/:id{${DOCUMENT_ID}}/`;

type OverviewState = Pick<ContentOverviewProps, "published" | "refused" | "justDeleted"> & {
  /** The problems of the publish just refused, located in the site it assembled. */
  problems?: { problems: readonly PublishProblem[]; order: readonly ContentDocument[] };
};

/**
 * The content editor's home: what visitors see; the documents with unpublished changes, each with its
 * state in words and a tick (the ready ones ticked); what the whole-site check finds in the site the
 * ready documents would make; the versions to go back to; every document.
 */
export async function renderOverview(c: StaffContext, { problems, ...extra }: OverviewState, status = 200) {
  const repos = c.var.services.repos;
  const versions = repos.content.versions;
  const [copy, history, marks, publishedRevisions] = await Promise.all([
    repos.content.workingCopy(),
    versions.history(SHOWN_VERSIONS),
    repos.content.ready.all(),
    versions.publishedDocuments(),
  ]);
  const pointer = history[0] ?? null;
  const { documents, deleted } = copy;
  const unpublished = await repos.content.unpublishedDocuments(copy);
  const t = translate(c);
  const lang = staffLang(c);
  const shown = enabledLanguages(c.var.services.content.site, c.var.services.config.languages);
  const markOf = new Map<string, ReadyMark>(marks.map((mark) => [documentKey(mark), mark]));
  const pages = documents.filter((document) => document.kind === "page");
  const stateOf = (document: WorkingDocument): DocumentStateView =>
    documentState(document, { published: publishedRevisions[documentKey(document)], mark: markOf.get(documentKey(document)), pages, shown });
  const named = await bodiesBeforeDeletion(repos.content, deleted);
  const nameOf = (document: WorkingDocument): string => {
    const before = isDeleted(document) ? named.find((candidate) => documentKey(candidate) === documentKey(document)) : document;
    const name = before && documentLabel(t, before, lang);
    return name
      ? `${t(`staff.content.kind.${document.kind}`)}: ${name}`
      : t("staff.content.deletedUnnamed", { kind: t(`staff.content.kind.${document.kind}`) });
  };
  const rows: PublishRow[] = unpublished.map((document) => {
    const view = stateOf(document);
    return {
      kind: document.kind,
      id: document.id,
      label: nameOf(document),
      href: isDeleted(document) ? `${documentHref(document)}revisions/` : documentHref(document),
      view,
      revision: view.ready?.revision ?? document.revision,
      modifiedAt: document.modifiedAt,
      modifiedBy: document.modifiedBy,
    };
  });
  // What the whole-site check finds in the site the ready documents would make (what is ticked at first).
  const found =
    problems ??
    (await readyProblems(
      c,
      rows.filter((row) => row.view.ready).map(({ kind, id, revision }) => ({ kind, id, revision })),
    ));
  return renderStaff(c, {
    title: t("staff.nav.content"),
    section: "content",
    status,
    body: (
      <ContentOverviewBody
        {...extra}
        documents={documents.map((document) => ({ ...document, label: documentLabel(t, document, lang), view: stateOf(document) }))}
        deleted={deleted.map((document) => ({ ...document, label: nameOf(document) }))}
        rows={rows}
        pointer={pointer}
        history={history}
        problems={found ? locatedProblems(c, found.problems, found.order, [...documents, ...named]) : []}
      />
    ),
  });
}

/** The whole-site check of what visitors see with `selected` published over it. */
async function readyProblems(c: StaffContext, selected: readonly Selected[]): Promise<OverviewState["problems"]> {
  if (selected.length === 0) return undefined;
  const repos = c.var.services.repos;
  const [published, changes] = await Promise.all([publishedContentNow(repos.content.versions), repos.content.selectedChanges(selected)]);
  if (!published || !changes) return undefined;
  const order = assembledWith(published, changes);
  const result = checkContent(assembleContent(order), c.var.services.config.languages);
  return "problems" in result ? { problems: result.problems, order } : undefined;
}

/** The page after a publish or a rollback: the overview with what visitors now get, or why nothing changed. */
export async function answerPublish(c: StaffContext, outcome: PublishOutcome | SelectedPublish, selected: readonly Selected[] = []) {
  switch (outcome.outcome) {
    case "published":
      // This isolate shows the new version at once; the others read the pointer within CONTENT_POINTER_MAX_AGE_MS.
      forgetContentPointer();
      return c.redirect(`/staff/content/?published=${outcome.version}`, 303);
    case "refused": {
      const repos = c.var.services.repos;
      const [published, changes] = await Promise.all([publishedContentNow(repos.content.versions), repos.content.selectedChanges(selected)]);
      const order = published && changes ? assembledWith(published, changes) : (await repos.content.workingCopy()).documents;
      return renderOverview(c, { problems: { problems: outcome.problems, order }, refused: "problems" }, 422);
    }
    case "nothing":
      return renderOverview(c, { refused: "nothing" }, 422);
    case "unknown":
      return renderOverview(c, { refused: "unknown" }, 409);
    case "unreadable":
      return renderOverview(c, { refused: "unreadable" }, 503);
    case "conflict":
      return renderOverview(c, { refused: "conflict" }, 409);
  }
}

/**
 * Publishing what is ready (issue 42): the overview posts the ticked documents, each with the
 * revision it showed, and exactly those go out over what visitors see now. Withdrawing a ready mark.
 */
export const staffContentPublish = new Hono<StaffEnv>()
  .post("/staff/content/publish/", async (c) => {
    const form = await postedForm(c);
    if (!form) return c.text("bad request", 400);
    const selected = form.getAll("publish").map(parseSelected);
    if (selected.some((entry) => entry === undefined)) return c.text("bad request", 400);
    const chosen = selected as Selected[];
    const outcome = await c.var.services.repos.content.publishSelected({
      selected: chosen,
      by: c.var.staff.email,
      languagesOverride: c.var.services.config.languages,
      now: new Date(),
    });
    return answerPublish(c, outcome, chosen);
  })
  .post(`${DOCUMENT}ready/withdraw/`, async (c) => {
    const ref = { kind: c.req.param("kind") as (typeof DOCUMENT_KINDS)[number], id: c.req.param("id") ?? "" };
    const revision = (await postedForm(c))?.get("_revision");
    if (typeof revision !== "string" || !/^\d{1,9}$/.test(revision)) return c.text("bad request", 400);
    // Only the mark the page showed: one a colleague set since (on another revision) stays, and the page says the mark changed.
    const withdrawn = await c.var.services.repos.content.ready.withdrawAt({ ...ref, revision: Number(revision) });
    return c.redirect(`${documentHref(ref)}?${withdrawn ? "withdrawn" : "markMoved"}=1`, 303);
  });
