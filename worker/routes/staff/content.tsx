import { Hono } from "hono";
import * as v from "valibot";
import type { Lang } from "../../../client/i18n/languages";
import { enabledLanguages } from "../../content";
import { assembleContent, changedPaths, DOCUMENT_KINDS, documentKey, documentSchema, type DocumentRef } from "../../content/documents";
import { checkContent, type PublishProblem } from "../../content/publish";
import { untranslated } from "../../content/publish-check";
import { forgetContentPointer } from "../../content/published";
import {
  publishWorkingCopy,
  restoreRevision,
  saveDocument,
  unpublishedDocuments,
  workingDocument,
  workingDocuments,
  type WorkingDocument,
} from "../../content/working-copy";
import { contentDocumentRepository } from "../../db/content-documents";
import { contentVersionRepository } from "../../db/content-versions";
import type { StaffEnv } from "../../staff/env";
import { postedForm, type StaffContext, staffLang, translate } from "./content-context";
import { documentLabel, previewHref, shownValue } from "../../staff/content/document-view";
import { formOf } from "../../staff/content/fields";
import { applyListChange, linkIssues, listChangeOf, pathKeys, readDocument, valueAt } from "../../staff/content/form-read";
import { locate } from "../../staff/content/locate";
import { issueMessages, problemMessage } from "../../staff/content/messages";
import { keepIdentity } from "../../staff/content/identity";
import { withUploadedSizes } from "../../staff/content/uploaded-sizes";
import { mediaLibrary } from "../../content/media";
import { renderStaff } from "../../staff/layout";
import { ContentEditBody, type ConflictView } from "../../staff/pages/ContentEdit";
import { ContentOverviewBody, type ContentOverviewProps } from "../../staff/pages/ContentOverview";
import { documentHref, type LocatedProblem } from "../../staff/pages/ContentParts";
import { ContentRevisionsBody } from "../../staff/pages/ContentRevisions";

/** The most field differences a conflict page lists. */
const SHOWN_CONFLICTS = 60;

const DOCUMENT = `/staff/content/:kind{${DOCUMENT_KINDS.join("|")}}/:id{[A-Za-z0-9_]{1,40}}/`;
const Revision = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

const shownLanguages = (c: StaffContext): Lang[] => enabledLanguages(c.var.services.content.site, c.var.services.config.languages);
const refOf = (c: StaffContext): DocumentRef => ({ kind: c.req.param("kind") as DocumentRef["kind"], id: c.req.param("id") ?? "" });
const revisionOf = (value: unknown): number | undefined => {
  const parsed = v.safeParse(Revision, value);
  return parsed.success ? parsed.output : undefined;
};

/** A page's name by the route it serves: what a link chooser shows. */
function routeNames(documents: readonly WorkingDocument[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const document of documents) {
    const body = document.body as { route?: unknown; name?: unknown };
    if (document.kind === "page" && typeof body.route === "string" && typeof body.name === "string") names[body.route] = body.name;
  }
  return names;
}

/** Problems of the whole site, each tied to its document and field. */
function locatedProblems(c: StaffContext, problems: readonly PublishProblem[], documents: readonly WorkingDocument[]): LocatedProblem[] {
  const t = translate(c);
  return problems.map((problem) => {
    const found = problem.at ? locate(problem.at, documents) : undefined;
    const document = found && documents.find((candidate) => documentKey(candidate) === documentKey(found.ref));
    return {
      message: problemMessage(t, problem),
      at: found && document ? { ref: found.ref, field: found.field, label: documentLabel(t, document, staffLang(c)) } : undefined,
    };
  });
}

type OverviewState = Pick<ContentOverviewProps, "published" | "refused"> & { problems?: readonly PublishProblem[] };

async function renderOverview(c: StaffContext, { problems, ...extra }: OverviewState, status = 200) {
  const db = c.env.DB;
  const [documents, pointer] = await Promise.all([workingDocuments(db), contentVersionRepository(db).pointer()]);
  const unpublished = await unpublishedDocuments(db, documents);
  const t = translate(c);
  const changed = new Set(unpublished.map(documentKey));
  const checked =
    problems ??
    (() => {
      const result = checkContent(assembleContent(documents), c.var.services.config.languages);
      return "problems" in result ? result.problems : [];
    })();
  return renderStaff(c, {
    title: t("staff.nav.content"),
    section: "content",
    status,
    body: (
      <ContentOverviewBody
        {...extra}
        documents={documents.map((document) => ({
          ...document,
          label: documentLabel(t, document, staffLang(c)),
          unpublished: changed.has(documentKey(document)),
        }))}
        pointer={pointer}
        problems={locatedProblems(c, checked, documents)}
      />
    ),
  });
}

interface EditState {
  value: unknown;
  base: number;
  issues?: ReadonlyMap<string, string>;
  saved?: number | undefined;
  conflict?: ConflictView;
  pending?: boolean;
}

async function renderEdit(c: StaffContext, document: WorkingDocument, state: EditState, status = 200) {
  const schema = documentSchema(document);
  if (!schema) return c.notFound();
  const t = translate(c);
  const shown = shownLanguages(c);
  const label = documentLabel(t, document, staffLang(c));
  return renderStaff(c, {
    title: `${t(`staff.content.kind.${document.kind}`)}: ${label}`,
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
        routeNames={routeNames(await workingDocuments(c.env.DB))}
        media={(await mediaLibrary(c.env.UPLOADS).list()).map((item) => item.path)}
        missing={untranslated(state.value, shown).length}
        saved={state.saved}
        conflict={state.conflict}
        pending={state.pending ?? false}
        previewHref={previewHref({ ...document, body: state.value }, shown.includes(staffLang(c)) ? staffLang(c) : (shown[0] ?? "nl"))}
      />
    ),
  });
}

/** What the other save changed, against what this one tried to save. */
function conflictOf(theirs: WorkingDocument, yours: unknown): ConflictView {
  const changes = changedPaths(theirs.body, yours)
    .slice(0, SHOWN_CONFLICTS)
    .map((path) => ({ path, theirs: shownValue(valueAt(theirs.body, pathKeys(path))), yours: shownValue(valueAt(yours, pathKeys(path))) }));
  return { by: theirs.modifiedBy ?? "", at: theirs.modifiedAt, changes };
}

/**
 * The content editor (issue 17), /staff/content/: every document of the site in a form bound to
 * its schema, saved as revisions that never overwrite another's unseen, restorable, and published
 * whole after the whole-site check.
 */
export const staffContent = new Hono<StaffEnv>()
  .get("/staff/content/", (c) => renderOverview(c, { published: revisionOf(c.req.query("published")) }))
  .post("/staff/content/publish/", async (c) => {
    const base = revisionOf((await postedForm(c))?.get("base"));
    if (base === undefined) return c.text("bad request", 400);
    const outcome = await publishWorkingCopy(c.env.DB, { base, by: c.var.staff.email, languagesOverride: c.var.services.config.languages, now: new Date() });
    if (outcome.outcome === "published") {
      // This isolate shows the new version at once; the others read the pointer within CONTENT_POINTER_MAX_AGE_MS.
      forgetContentPointer();
      return c.redirect(`/staff/content/?published=${outcome.version}`, 303);
    }
    if (outcome.outcome === "refused") return renderOverview(c, { problems: outcome.problems, refused: "problems" }, 422);
    return renderOverview(c, { refused: "conflict" }, 409);
  })
  .get(DOCUMENT, async (c) => {
    const document = await workingDocument(c.env.DB, refOf(c));
    if (!document) return c.notFound();
    return renderEdit(c, document, { value: document.body, base: document.revision, saved: revisionOf(c.req.query("saved")) });
  })
  .post(DOCUMENT, async (c) => {
    const ref = refOf(c);
    const [document, form] = await Promise.all([workingDocument(c.env.DB, ref), postedForm(c)]);
    const schema = document && documentSchema(document);
    if (!document || !schema) return c.notFound();
    const base = revisionOf(form?.get("_revision"));
    if (!form || base === undefined) return c.text("bad request", 400);
    const fields = formOf(schema);
    const body = readDocument(fields, form);
    const change = listChangeOf(fields, typeof form.get("_op") === "string" ? (form.get("_op") as string) : null);
    if (change) {
      applyListChange(fields, body, change);
      return renderEdit(c, document, { value: body, base, pending: true });
    }
    const now = new Date();
    const sized = await withUploadedSizes(mediaLibrary(c.env.UPLOADS), await keepIdentity(c.env.DB, document, body, now));
    const kept = sized.body;
    const t = translate(c);
    const refused = [...sized.issues, ...linkIssues(kept)];
    if (refused.length > 0) return renderEdit(c, document, { value: kept, base, issues: issueMessages(t, refused) }, 422);
    const outcome = await saveDocument(c.env.DB, { ...ref, base, body: kept, author: c.var.staff.email, now });
    switch (outcome.outcome) {
      case "saved":
        return c.redirect(`${documentHref(ref)}?saved=${outcome.revision}`, 303);
      case "invalid":
        return renderEdit(c, document, { value: kept, base, issues: issueMessages(t, outcome.issues) }, 422);
      case "conflict": {
        const theirs = outcome.head ? { ...outcome.head } : await workingDocument(c.env.DB, ref);
        if (!theirs) return c.notFound();
        // Saving this form again puts these values over theirs, knowingly: it starts from their revision.
        return renderEdit(c, document, { value: kept, base: theirs.revision, conflict: conflictOf(theirs, kept) }, 409);
      }
      case "unknown":
        return c.notFound();
    }
  })
  .get(`${DOCUMENT}revisions/`, async (c) => {
    const ref = refOf(c);
    const document = await workingDocument(c.env.DB, ref);
    if (!document) return c.notFound();
    const revisions = await contentDocumentRepository(c.env.DB).revisions(ref);
    const t = translate(c);
    return renderStaff(c, {
      title: t("staff.content.historyOf", { document: documentLabel(t, document, staffLang(c)) }),
      section: "content",
      body: (
        <ContentRevisionsBody
          document={ref}
          revisions={revisions}
          head={document.revision}
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
    const outcome = await restoreRevision(c.env.DB, { ...ref, revision, base, author: c.var.staff.email, now: new Date() });
    switch (outcome.outcome) {
      case "saved":
        return c.redirect(`${documentHref(ref)}revisions/?restored=${revision}`, 303);
      case "conflict":
        // Someone saved since the history was shown: show it again, with their save in it.
        return c.redirect(`${documentHref(ref)}revisions/?moved=1`, 303);
      case "invalid": {
        // The schema moved on since that revision: shown in the form with what it now asks, saved by nobody yet.
        const [document, body] = await Promise.all([workingDocument(c.env.DB, ref), contentDocumentRepository(c.env.DB).revisionBody(ref, revision)]);
        if (!document) return c.notFound();
        return renderEdit(c, document, { value: body, base: document.revision, issues: issueMessages(translate(c), outcome.issues) }, 422);
      }
      case "unknown":
        return c.notFound();
    }
  });
