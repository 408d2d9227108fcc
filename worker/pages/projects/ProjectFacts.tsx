import { useT } from "../../../client/i18n/catalog";
import type { ProjectDetail } from "../../feed/model";

/** The project's labels of SPEC 3 (number, delivery, technical data, situation) that have a value. */
export function ProjectFacts({ project }: { project: Pick<ProjectDetail, "number" | "delivery" | "technicalData" | "situation" | "address"> }) {
  const t = useT();
  const facts = [
    { label: t("project.label.number"), value: project.number },
    { label: t("project.label.delivery"), value: project.delivery },
    { label: t("project.label.address"), value: project.address },
    { label: t("project.label.technicalData"), value: project.technicalData },
    { label: t("project.label.situation"), value: project.situation },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  if (facts.length === 0) return null;
  return (
    <section className="project-facts" aria-labelledby="facts-title">
      <h2 id="facts-title">{t("project.labels")}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The project's documents (brochure, price list, plans), or "no documents". */
export function ProjectDocuments({ documents }: { documents: readonly { name: string; url: string }[] }) {
  const t = useT();
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t("detail.documents")}</h2>
      {documents.length === 0 ? (
        <p>{t("project.noDocuments")}</p>
      ) : (
        <ul className="project-documents">
          {documents.map((document) => (
            <li key={document.url}>
              <a href={document.url}>{document.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
