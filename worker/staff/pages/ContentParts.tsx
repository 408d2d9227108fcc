import { useT } from "../../../client/i18n/catalog";
import type { DocumentRef } from "../../content/documents";
import { fieldId, pathLabel } from "../content/labels";

/** A document's edit page. */
export const documentHref = (ref: DocumentRef): string => `/staff/content/${ref.kind}/${encodeURIComponent(ref.id)}/`;

/** A problem of the whole site, said in words, with the document and field it is in when it is in one. */
export interface LocatedProblem {
  message: string;
  at?: { ref: DocumentRef; label: string; field: string } | undefined;
}

/** The problems, each a link to its field. */
export function ProblemList({ problems }: { problems: readonly LocatedProblem[] }) {
  const t = useT();
  return (
    <ul>
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.at ? (
            <a href={`${documentHref(problem.at.ref)}#${fieldId(problem.at.field)}`}>
              {[problem.at.label, problem.at.field && pathLabel(t, problem.at.field)].filter(Boolean).join(" \u203a ")}
            </a>
          ) : null}
          {problem.at ? ": " : ""}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
