import { useT } from "../../../client/i18n/catalog";
import type { ContentPointer } from "../../db/content-versions";
import type { DocumentKind } from "../../content/documents";
import type { WorkingDocument } from "../../content/working-copy";
import { documentHref, type LocatedProblem, ProblemList } from "./ContentParts";
import { When } from "./When";

export interface ContentOverviewProps {
  documents: readonly (WorkingDocument & { label: string; unpublished: boolean })[];
  pointer: ContentPointer | null;
  problems: readonly LocatedProblem[];
  /** Set after a publish: the version visitors now get. */
  published?: number | undefined;
  /** Set when the publish was refused (the problems) or lost to another publish. */
  refused?: "problems" | "conflict" | undefined;
}

const KINDS: readonly DocumentKind[] = ["site", "page", "article", "team"];

/** The content editor's home: what visitors see, what changed since, what keeps it from being published, and every document. */
export function ContentOverviewBody({ documents, pointer, problems, published, refused }: ContentOverviewProps) {
  const t = useT();
  const unpublished = documents.filter((document) => document.unpublished);
  return (
    <>
      <p>
        <a href="/staff/content/media/">{t("staff.content.media.title")}</a>
      </p>
      {published !== undefined && (
        <p className="notice" role="status">
          {t("staff.content.publishedNotice", { version: published })}
        </p>
      )}
      {refused === "conflict" && (
        <p className="warning" role="alert">
          {t("staff.content.publishConflict")}
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
        {unpublished.length === 0 ? (
          <p>{t("staff.content.nothingToPublish")}</p>
        ) : (
          <>
            <p>{t("staff.content.changedSince", { count: unpublished.length })}</p>
            <ul>
              {unpublished.map((document) => (
                <li key={`${document.kind}:${document.id}`}>
                  <a href={documentHref(document)}>{`${t(`staff.content.kind.${document.kind}`)}: ${document.label}`}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        {problems.length > 0 ? (
          <div className="warning" role={refused === "problems" ? "alert" : undefined}>
            <h3>{t("staff.content.problemsHeading", { count: problems.length })}</h3>
            <ProblemList problems={problems} />
          </div>
        ) : (
          unpublished.length > 0 && (
            <form method="post" action="/staff/content/publish/">
              <input type="hidden" name="base" value={pointer?.version ?? 0} />
              <button type="submit">{t("staff.content.publishButton")}</button>
            </form>
          )
        )}
      </section>
      {KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`}>
          <h2 id={`kind-${kind}`}>{t(`staff.content.kind.${kind}`)}</h2>
          {kind === "page" && (
            <p>
              <a href="/staff/content/menu/">{t("staff.content.menu.title")}</a>
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
                    <td>{document.unpublished ? t("staff.content.unpublished") : t("staff.content.upToDate")}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
