import { dayOf } from "../../stats/day";
import { Hono } from "hono";
import * as v from "valibot";
import type { Lang } from "../../../client/i18n/languages";
import type { Translate } from "../../../client/i18n/catalog";
import { pageTargetOf, type RouteKey } from "../../../client/i18n/routes";
import { holdingProblem } from "../../content/page-paths";
import { enabledLanguages } from "../../content";
import { documentKey, documentSchema, type DocumentIssue, type DocumentRef } from "../../content/documents";
import { republishVersion } from "../../content/publish";
import { untranslated } from "../../content/publish-check";
import { CREATABLE_KINDS, DELETABLE_KINDS, type CreatableKind, isBuilt, isDeletable, isDeleted, type WorkingDocument } from "../../content/working-copy";
import type { StaffEnv } from "../env";
import { postedForm, type StaffContext, staffLang, translate } from "./content-context";
import { documentLabel, previewHref, recordOf } from "../content/document-view";
import { emptyValue, formOf } from "../content/fields";
import { applyListChange, linkIssues, listChangeOf, readDocument } from "../content/form-read";
import { issueMessages } from "../content/messages";
import { keepIdentity } from "../content/identity";
import { withUploadedSizes } from "../content/uploaded-sizes";
import { pageSnippet } from "../content/snippet";
import { withImageChoices } from "../content/image-choices";
import { mediaChoices, relationChoices } from "../content/choices";
import { fieldNotes } from "../content/notes";
import { deletedNames } from "../content/deleted-names";
import { renderStaff } from "../layout";
import { ContentDeleteBody } from "../pages/ContentDelete";
import { ContentEditBody, type ConflictView, type EditNotes } from "../pages/ContentEdit";
import { documentHref } from "../pages/ContentParts";
import { ContentRevisionsBody } from "../pages/ContentRevisions";
import { mergeConflict, withChoices } from "./content-conflict";
import { routeNames } from "./content-problems";
import { answerPublish, DOCUMENT, DOCUMENT_ID, renderOverview } from "./content-publish";

const Revision = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

const shownLanguages = (c: StaffContext): Lang[] => enabledLanguages(c.var.services.content.site, c.var.services.config.languages);
const refOf = (c: StaffContext): DocumentRef => ({ kind: c.req.param("kind") as DocumentRef["kind"], id: c.req.param("id") ?? "" });
const revisionOf = (value: unknown): number | undefined => {
  const parsed = v.safeParse(Revision, value);
  return parsed.success ? parsed.output : undefined;
};

interface EditState {
  value: unknown;
  base: number;
  issues?: ReadonlyMap<string, string>;
  saved?: number | undefined;
  conflict?: ConflictView;
  pending?: boolean;
  /** A new article or team member, not saved yet. */
  creating?: boolean;
  /** What the last action did besides saving: marked ready, withdrew the mark, kept a colleague's changes (their name). */
  notes?: EditNotes;
}

/**
 * The pages a page the agency made may sit under (worker/content/page-paths.ts parentProblem): the
 * other pages at the top level, its own or a renamable route's. None for a page that serves a route.
 */
export function parentChoices(t: Translate, lang: Lang, documents: readonly WorkingDocument[], document: WorkingDocument, value: unknown) {
  const { route, parentId: current } = recordOf(value);
  if (document.kind !== "page" || route !== undefined) return undefined;
  const pages = documents.filter((other) => other.kind === "page" && other.id !== document.id);
  const choices = pages
    .filter((other) => {
      const { route: served, parentId } = recordOf(other.body);
      return !holdingProblem({
        route: typeof served === "string" ? (served as RouteKey) : undefined,
        parentId: typeof parentId === "number" ? parentId : null,
      });
    })
    .map((other) => ({ id: Number(other.id), name: documentLabel(t, other, lang) }));
  // The page it sits under now stays chosen even when it can no longer hold it (deleted, moved down): publishing names that, a save never moves the page unseen.
  if (typeof current === "number" && !choices.some((choice) => choice.id === current)) {
    const holder = pages.find((other) => Number(other.id) === current);
    choices.push({ id: current, name: holder ? documentLabel(t, holder, lang) : t("staff.content.deletedUnnamed", { kind: t("staff.content.kind.page") }) });
  }
  return choices;
}

async function renderEdit(c: StaffContext, document: WorkingDocument, state: EditState, status = 200) {
  const schema = documentSchema(document);
  if (!schema) return c.notFound();
  const t = translate(c);
  const shown = shownLanguages(c);
  const label = state.creating ? t(`staff.content.new.${document.kind}`) : documentLabel(t, document, staffLang(c));
  const [{ documents, deleted }, media, mark] = await Promise.all([
    c.var.services.repos.content.workingCopy(),
    c.var.services.uploads.media.list(),
    state.creating ? undefined : c.var.services.repos.content.ready.get(document),
  ]);
  // A link to a deleted page still names it (by its last name), for staff to see and change.
  const deletedPages = deleted.filter((other) => other.kind === "page");
  const gone = await deletedNames(c.var.services.repos.content, t, staffLang(c), deletedPages);
  const names = {
    ...Object.fromEntries(
      deletedPages.flatMap((page) => {
        const name = gone.get(documentKey(page));
        return name ? [[pageTargetOf({ id: Number(page.id), route: undefined }), t("staff.content.deletedPageNamed", { name })]] : [];
      }),
    ),
    ...routeNames(t, staffLang(c), documents),
  };
  return renderStaff(c, {
    title: state.creating ? label : `${t(`staff.content.kind.${document.kind}`)}: ${label}`,
    section: "content",
    status,
    islands: true,
    body: (
      <ContentEditBody
        document={document}
        label={label}
        form={formOf(schema)}
        value={state.value}
        base={state.base}
        issues={state.issues ?? new Map()}
        shown={shown}
        routeNames={names}
        deletable={isDeletable(document)}
        parents={parentChoices(t, staffLang(c), documents, document, state.value)}
        choices={{
          media: mediaChoices(media),
          relations: relationChoices(t, staffLang(c), documents),
          notes: fieldNotes(t, document, documents, state.value),
          lang: staffLang(c),
        }}
        missing={untranslated(state.value, shown).length}
        saved={state.saved}
        conflict={state.conflict}
        pending={state.pending ?? false}
        creating={state.creating ?? false}
        seo={
          document.kind === "page"
            ? pageSnippet(state.value, shown.includes(staffLang(c)) ? staffLang(c) : (shown[0] ?? "nl"), {
                site: c.var.services.content.site,
                documents,
                origin: c.var.services.origin,
                shown,
                slugs: c.var.services.links.slugs,
              })
            : undefined
        }
        ready={mark && { ...mark, head: document.revision }}
        notes={state.notes}
        previewHref={previewHref(
          { ...document, body: state.value },
          shown.includes(staffLang(c)) ? staffLang(c) : (shown[0] ?? "nl"),
          c.var.services.links.slugs,
          documents,
        )}
      />
    ),
  });
}

/** A new page has a short form of its own (./content-new-page.tsx); articles and team members start on the whole form. */
const NEW_KINDS = CREATABLE_KINDS.filter((kind): kind is Exclude<CreatableKind, "page"> => kind !== "page");
const NEW = `/staff/content/:kind{${NEW_KINDS.join("|")}}/new/`;
const DELETED = new RegExp(`^(${DELETABLE_KINDS.join("|")}):${DOCUMENT_ID}$`);

/** A document not yet created: its form posts to …/new/. */
export const newDocument = (kind: CreatableKind): WorkingDocument => ({ kind, id: "new", body: null, revision: 0, modifiedAt: null, modifiedBy: null });

/** What a new article or team member starts as: empty, a draft, dated today; a member placed last in the team's first category. */
function newBody(kind: Exclude<CreatableKind, "page">, documents: readonly WorkingDocument[], now: Date): unknown {
  const schema = documentSchema({ kind, id: "new" });
  const empty = (schema ? emptyValue(formOf(schema)) : {}) as Record<string, unknown>;
  if (kind === "article") return { ...empty, status: "Draft", date: dayOf(now) };
  const members = documents.filter((document) => document.kind === "team").map((document) => document.body as { categoryId?: number; sort?: number });
  return {
    ...empty,
    status: "Draft",
    categoryId: members[0]?.categoryId ?? empty.categoryId,
    sort: Math.max(0, ...members.map((member) => member.sort ?? 0)) + 1,
  };
}

async function renderDelete(c: StaffContext, document: WorkingDocument, state: { moved?: boolean }, status = 200) {
  const t = translate(c);
  const label = documentLabel(t, document, staffLang(c));
  return renderStaff(c, {
    title: t("staff.content.delete.title", { document: label }),
    section: "content",
    status,
    body: <ContentDeleteBody document={document} label={label} base={document.revision} moved={state.moved ?? false} />,
  });
}

/**
 * A posted edit form read against its schema: either a list button was used (the form is shown again,
 * unsaved), or the body to save (after `prepare`, with the uploaded images' sizes) and what its
 * fields already refuse: an image the library does not hold, a link naming both a page and an address.
 */
async function readEditForm(
  c: StaffContext,
  schema: v.GenericSchema,
  form: FormData,
  prepare: (body: unknown) => Promise<unknown> = async (body) => body,
): Promise<{ pending: unknown } | { body: unknown; refused: DocumentIssue[] }> {
  const fields = formOf(schema);
  // Images uploaded in place are stored (and used) even when a list button was pressed.
  const chosen = await withImageChoices(c.var.services.uploads.media, readDocument(fields, form), c.var.staff.email, new Date());
  const body = chosen.body;
  const op = form.get("_op");
  const change = listChangeOf(fields, typeof op === "string" ? op : null);
  if (change) {
    applyListChange(fields, body, change);
    return { pending: body };
  }
  const sized = await withUploadedSizes(c.var.services.uploads.media, await prepare(body));
  return { body: sized.body, refused: [...chosen.issues, ...sized.issues, ...linkIssues(sized.body)] };
}

/** Another staff member deleted the document this one was editing. */
const deletedConflict = (theirs: WorkingDocument): ConflictView => ({ by: theirs.modifiedBy ?? "", at: theirs.modifiedAt, changes: [], deleted: true });

/**
 * The content editor (issue 17), /staff/content/: every document of the site in a form bound to
 * its schema, saved as revisions that never overwrite another's unseen, restorable, marked ready
 * to publish; the overview publishes the ticked ones (./content-publish.tsx).
 */
export const staffContent = new Hono<StaffEnv>()
  .get("/staff/content/", (c) => {
    const deleted = c.req.query("deleted");
    return renderOverview(c, { published: revisionOf(c.req.query("published")), justDeleted: deleted && DELETED.test(deleted) ? deleted : undefined });
  })
  .get(NEW, async (c) => {
    const kind = c.req.param("kind") as (typeof NEW_KINDS)[number];
    return renderEdit(c, newDocument(kind), {
      value: newBody(kind, await c.var.services.repos.content.workingDocuments(), new Date()),
      base: 0,
      creating: true,
    });
  })
  .post(NEW, async (c) => {
    const kind = c.req.param("kind") as (typeof NEW_KINDS)[number];
    const form = await postedForm(c);
    const document = newDocument(kind);
    const schema = documentSchema(document);
    if (!form || !schema) return c.text("bad request", 400);
    const now = new Date();
    const read = await readEditForm(c, schema, form);
    if ("pending" in read) return renderEdit(c, document, { value: read.pending, base: 0, pending: true, creating: true });
    const outcome =
      read.refused.length > 0
        ? ({ outcome: "invalid", issues: read.refused } as const)
        : await c.var.services.repos.content.createDocument({ kind, body: read.body as Record<string, unknown>, author: c.var.staff.email, now });
    if (outcome.outcome === "invalid")
      return renderEdit(c, document, { value: read.body, base: 0, issues: issueMessages(translate(c), outcome.issues), creating: true }, 422);
    const ready = form.get("_ready") === "1";
    if (ready) await c.var.services.repos.content.ready.mark({ kind, id: outcome.id, revision: 1, by: c.var.staff.email, now });
    return c.redirect(`${documentHref({ kind, id: outcome.id })}?saved=1${ready ? "&ready=1" : ""}`, 303);
  })
  .get(`${DOCUMENT}delete/`, async (c) => {
    const document = await c.var.services.repos.content.workingDocument(refOf(c));
    if (!document || isDeleted(document) || !isDeletable(document)) return c.notFound();
    return renderDelete(c, document, {});
  })
  .post(`${DOCUMENT}delete/`, async (c) => {
    const ref = refOf(c);
    const form = await postedForm(c);
    const base = revisionOf(form?.get("_revision"));
    if (base === undefined) return c.text("bad request", 400);
    const now = new Date();
    const outcome = await c.var.services.repos.content.deleteDocument({ ...ref, base, author: c.var.staff.email, now });
    if (outcome.outcome === "saved") {
      // A deletion marked ready goes out with the next publish, as a save marked ready does; a plain
      // deletion withdraws the mark, which would otherwise still publish the body before it.
      const marks = c.var.services.repos.content.ready;
      if (form?.get("_ready") === "1") await marks.mark({ ...ref, revision: outcome.revision, by: c.var.staff.email, now });
      else await marks.withdraw(ref);
      return c.redirect(`/staff/content/?deleted=${ref.kind}:${ref.id}`, 303);
    }
    const document = await c.var.services.repos.content.workingDocument(ref);
    if (outcome.outcome === "unknown" || !document || isDeleted(document)) return c.notFound();
    // Someone saved it since the question was asked: asked again, on their revision.
    return renderDelete(c, document, { moved: true }, 409);
  })
  .post("/staff/content/versions/:version{[0-9]{1,9}}/republish/", async (c) => {
    const base = revisionOf((await postedForm(c))?.get("base"));
    if (base === undefined) return c.text("bad request", 400);
    const outcome = await republishVersion(c.var.services.repos.content.versions, {
      version: Number(c.req.param("version")),
      base,
      by: c.var.staff.email,
      languagesOverride: c.var.services.config.languages,
      now: new Date(),
    });
    if (outcome.outcome === "published") await c.var.services.repos.content.clearPublishedMarks();
    return outcome.outcome === "unknown" ? c.notFound() : answerPublish(c, outcome);
  })
  .get(DOCUMENT, async (c) => {
    const document = await c.var.services.repos.content.workingDocument(refOf(c));
    if (!document) return c.notFound();
    // A deleted document lives on in its history, where it can be restored.
    if (isDeleted(document)) return c.redirect(`${documentHref(document)}revisions/`, 303);
    const saved = revisionOf(c.req.query("saved"));
    // Merged with a colleague's save: named by the history (the revision before this one), never by the address.
    const merged =
      c.req.query("merged") === "1" && saved !== undefined
        ? (await c.var.services.repos.content.documents.revisions(document)).find((entry) => entry.revision === saved - 1)?.author
        : undefined;
    const notes: EditNotes = {
      ready: c.req.query("ready") === "1",
      withdrawn: c.req.query("withdrawn") === "1",
      markMoved: c.req.query("markMoved") === "1",
      merged,
      unmarked: merged !== undefined && c.req.query("unmarked") === "1",
    };
    return renderEdit(c, document, { value: document.body, base: document.revision, saved, notes });
  })
  .post(DOCUMENT, async (c) => {
    const ref = refOf(c);
    const [document, form] = await Promise.all([c.var.services.repos.content.workingDocument(ref), postedForm(c)]);
    const schema = document && documentSchema(document);
    if (!document || !schema) return c.notFound();
    const base = revisionOf(form?.get("_revision"));
    if (!form || base === undefined) return c.text("bad request", 400);
    const now = new Date();
    const read = await readEditForm(c, schema, form, (body) => keepIdentity(c.var.services.repos.content, document, body, now));
    if ("pending" in read) return renderEdit(c, document, { value: read.pending, base, pending: true });
    // A conflict page's choices: the fields to keep as the colleague saved them.
    const kept = await withChoices(c.var.services.repos.content, ref, base, read.body, form);
    const ready = form.get("_ready") === "1";
    const t = translate(c);
    if (isDeleted(document)) {
      // Deleted since this form was opened: kept as a copy, never saved over the deletion; the history brings the document back.
      await c.var.services.repos.content.documents.keepConflictCopy({ ...ref, body: kept, author: c.var.staff.email, changed: [], now });
      return renderEdit(c, document, { value: kept, base, conflict: deletedConflict(document) }, 409);
    }
    if (read.refused.length > 0) return renderEdit(c, document, { value: kept, base, issues: issueMessages(t, read.refused) }, 422);
    let outcome = await c.var.services.repos.content.saveDocument({ ...ref, base, body: kept, author: c.var.staff.email, now });
    let merged = false;
    if (outcome.outcome === "conflict") {
      const theirs = outcome.head ? { ...outcome.head } : await c.var.services.repos.content.workingDocument(ref);
      if (!theirs) return c.notFound();
      if (isDeleted(theirs)) return renderEdit(c, document, { value: kept, base, conflict: deletedConflict(theirs) }, 409);
      // Every field only one of them changed is kept; only the fields both changed are asked about.
      const merge = await mergeConflict(c.var.services.repos.content, { ref, base, theirs, yours: kept, author: c.var.staff.email, now });
      if (merge.outcome === "choose") return renderEdit(c, document, { value: merge.value, base: merge.base, conflict: merge.conflict }, 409);
      outcome = merge.save;
      merged = true;
    }
    switch (outcome.outcome) {
      case "saved": {
        // "Save and mark ready to publish": the mark is on this revision; a later save leaves it there.
        // Merged with a colleague's changes the person has not seen: saved, not marked, until they check the result.
        const marked = ready && !merged;
        if (marked) await c.var.services.repos.content.ready.mark({ ...ref, revision: outcome.revision, by: c.var.staff.email, now });
        const notes = `${marked ? "&ready=1" : ""}${merged ? `&merged=1${ready ? "&unmarked=1" : ""}` : ""}`;
        return c.redirect(`${documentHref(ref)}?saved=${outcome.revision}${notes}`, 303);
      }
      case "invalid":
        return renderEdit(c, document, { value: kept, base, issues: issueMessages(t, outcome.issues) }, 422);
      case "conflict":
        // Only when the merge itself lost to yet another save: the form again, to save on its newest revision.
        return renderEdit(c, document, { value: kept, base }, 409);
      case "unknown":
        return c.notFound();
    }
  })
  .get(`${DOCUMENT}revisions/`, async (c) => {
    const ref = refOf(c);
    const document = await c.var.services.repos.content.workingDocument(ref);
    if (!document) return c.notFound();
    const revisions = await c.var.services.repos.content.documents.revisions(ref);
    const t = translate(c);
    return renderStaff(c, {
      title: t("staff.content.historyOf", { document: documentLabel(t, document, staffLang(c)) }),
      section: "content",
      body: (
        <ContentRevisionsBody
          document={ref}
          revisions={revisions}
          head={document.revision}
          deleted={isDeleted(document)}
          built={isBuilt(ref)}
          restored={revisionOf(c.req.query("restored"))}
          moved={c.req.query("moved") === "1"}
        />
      ),
    });
  })
  .post(`${DOCUMENT}revisions/:revision{[0-9]{1,9}}/restore/`, async (c) => {
    const ref = refOf(c);
    const base = revisionOf((await postedForm(c))?.get("_revision"));
    if (base === undefined) return c.text("bad request", 400);
    const revision = Number(c.req.param("revision"));
    const outcome = await c.var.services.repos.content.restoreRevision({ ...ref, revision, base, author: c.var.staff.email, now: new Date() });
    switch (outcome.outcome) {
      case "saved":
        return c.redirect(`${documentHref(ref)}revisions/?restored=${revision}`, 303);
      case "conflict":
        // Someone saved since the history was shown: show it again, with their save in it.
        return c.redirect(`${documentHref(ref)}revisions/?moved=1`, 303);
      case "invalid": {
        // The schema moved on since that revision: shown in the form with what it now asks, saved by nobody yet.
        const [document, body] = await Promise.all([
          c.var.services.repos.content.workingDocument(ref),
          c.var.services.repos.content.documents.revisionBody(ref, revision),
        ]);
        if (!document) return c.notFound();
        return renderEdit(c, document, { value: body, base: document.revision, issues: issueMessages(translate(c), outcome.issues) }, 422);
      }
      case "unknown":
        return c.notFound();
    }
  });
