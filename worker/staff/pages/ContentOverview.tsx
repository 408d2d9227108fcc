import { DataTable } from "./DataTable";
import { useT } from "../../../client/i18n/catalog";
import type { ContentPointer } from "../../content/content-versions";
import { DOCUMENT_KINDS } from "../../content/documents";
import { isCreatable, type WorkingDocument } from "../../content/working-copy";
import type { DocumentStateView } from "../content/states";
import { documentHref, type LocatedProblem, ProblemList } from "./ContentParts";
import { PublishList, type PublishRow, StateWords } from "./ContentPublish";
import { When } from "./When";

export interface ContentOverviewProps {
  documents: readonly (WorkingDocument & { label: string; view: DocumentStateView })[];
  /** Deleted articles, team members and testimonials, restorable from their history, named as they were. */
  deleted: readonly (WorkingDocument & { label: string })[];
  /** The documents with unpublished changes, to tick for a publish. */
  rows: readonly PublishRow[];
  /** `kind:id` of the document just deleted. */
  justDeleted?: string | undefined;
  pointer: ContentPointer | null;
  /** The newest published versions, newest first (the first is what visitors see). */
  history: readonly ContentPointer[];
  problems: readonly LocatedProblem[];
  /** Set after a publish: the version visitors now get. */
  published?: number | undefined;
  /**
   * Set when the publish was refused: the whole-site check's problems, another publish came first,
   * nothing was ticked, a ticked save no longer exists, or what visitors see cannot be read.
   */
  refused?: "problems" | "conflict" | "nothing" | "unknown" | "unreadable" | undefined;
}

/** The content editor's home: what visitors see, what changed since, what keeps it from being published, and every document. */
export function ContentOverviewBody({ documents, deleted, rows, justDeleted, pointer, history, problems, published, refused }: ContentOverviewProps) {
  const t = useT();
  return (
    <>
      <p>
        <a href="/staff/content/media/">{t("staff.content.media.title")}</a>
      </p>
      {justDeleted && (
        <p className="notice" role="status">
          {t("staff.content.deletedNotice")} <a href={`/staff/content/${justDeleted.replace(":", "/")}/revisions/`}>{t("staff.content.history")}</a>
        </p>
      )}
      {published !== undefined && (
        <p className="notice" role="status">
          {t("staff.content.publishedNotice", { version: published })}
        </p>
      )}
      {refused !== undefined && refused !== "problems" && (
        <p className="warning" role="alert">
          {t(
            {
              conflict: "staff.content.publishConflict",
              nothing: "staff.content.nothingTicked",
              unknown: "staff.content.publishUnknown",
              unreadable: "staff.content.publishUnreadable",
            }[refused],
          )}
        </p>
      )}
      <section aria-labelledby="publish-heading">
        <h2 id="publish-heading">{t("staff.content.publish")}</h2>
        <p>
          {pointer ? (
            <>
              {t("staff.content.visitorsSee", { version: pointer.version, by: pointer.publishedBy })} <When at={pointer.publishedAt} />
            </>
          ) : (
            t("staff.content.visitorsSeeBuild")
          )}
        </p>
        {problems.length > 0 && (
          <div className="warning" role={refused === "problems" ? "alert" : undefined}>
            <h3>{t(refused === "problems" ? "staff.content.problemsHeading" : "staff.content.readyProblemsHeading", { count: problems.length })}</h3>
            <ProblemList problems={problems} />
          </div>
        )}
        {rows.length === 0 ? <p>{t("staff.content.nothingToPublish")}</p> : <PublishList rows={rows} />}
      </section>
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">{t("staff.content.versions")}</h2>
        <p>{t("staff.content.versionsExplain")}</p>
        <DataTable
          head={["staff.content.version", "staff.content.publishedBy", "staff.content.action"]}
          rows={[...history, null]}
          row={(entry) => {
            const version = entry?.version ?? 0;
            return (
              <tr key={version}>
                <th scope="row">{version}</th>
                <td>
                  {entry ? (
                    <>
                      <When at={entry.publishedAt} /> · {entry.publishedBy}
                    </>
                  ) : (
                    t("staff.content.asBuilt")
                  )}
                </td>
                <td>
                  {version === (pointer?.version ?? 0) ? (
                    t("staff.content.visitorsSeeThis")
                  ) : (
                    <form method="post" action={`/staff/content/versions/${version}/republish/`} className="inline">
                      <input type="hidden" name="base" value={pointer?.version ?? 0} />
                      <button type="submit">{t("staff.content.republish", { version })}</button>
                    </form>
                  )}
                </td>
              </tr>
            );
          }}
        />
      </section>
      {DOCUMENT_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`}>
          <h2 id={`kind-${kind}`}>{t(`staff.content.kind.${kind}`)}</h2>
          {kind === "page" && (
            <p>
              <a href="/staff/content/menu/">{t("staff.content.menu.title")}</a>
            </p>
          )}
          {kind === "testimonial" && (
            <p>
              {t("staff.content.testimonialsFrom")} <a href="/staff/testimonials/">{t("staff.testimonials.toApprove")}</a>
            </p>
          )}
          {isCreatable(kind) && (
            <p>
              <a href={`/staff/content/${kind}/new/`}>{t(`staff.content.new.${kind}`)}</a>
            </p>
          )}
          <table>
            <thead>
              <tr>
                <th scope="col">{t("staff.content.document")}</th>
                <th scope="col">{t("staff.content.revision")}</th>
                <th scope="col">{t("staff.content.lastSaved")}</th>
                <th scope="col">{t("staff.content.state")}</th>
              </tr>
            </thead>
            <tbody>
              {documents
                .filter((document) => document.kind === kind)
                .map((document) => (
                  <tr key={document.id}>
                    <th scope="row">
                      <a href={documentHref(document)}>{document.label}</a>
                    </th>
                    <td className="num">{document.revision}</td>
                    <td>
                      {document.modifiedAt ? (
                        <>
                          <When at={document.modifiedAt} /> · {document.modifiedBy}
                        </>
                      ) : (
                        t("staff.content.asBuilt")
                      )}
                    </td>
                    <td>
                      <StateWords view={document.view} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      {deleted.length > 0 && (
        <section aria-labelledby="kind-deleted">
          <h2 id="kind-deleted">{t("staff.content.deletedHeading")}</h2>
          <ul>
            {deleted.map((document) => (
              <li key={`${document.kind}:${document.id}`}>
                <a href={`${documentHref(document)}revisions/`}>{document.label}</a> · <When at={document.modifiedAt ?? ""} /> · {document.modifiedBy}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
