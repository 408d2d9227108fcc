import type { LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import { FormSection } from "../forms/FormPageBody";
import { useT } from "../../../client/i18n/catalog";
import type { ProjectDetail } from "../../feed/model";
import type { Crumb } from "../../seo/breadcrumbs";
import { Breadcrumb } from "../Breadcrumb";
import { usePage } from "../context";
import { Gallery } from "../listings/Gallery";
import { ContactBar } from "../listings/ContactBar";
import { ShareLinks } from "../listings/ShareLinks";
import { ProjectCards, type ProjectCardItem } from "./ProjectCard";
import { LocationLinks } from "../listings/LocationLinks";
import { ProjectDocuments, ProjectFacts } from "./ProjectFacts";
import { UnitsTable } from "./UnitsTable";
import { PrintBrand } from "../listings/PrintBrand";
import { ProjectCostPanel } from "../listings/CostPanel";
import { PrintButton } from "../listings/PrintButton";

/**
 * SPEC 2 sends a project with an external link to that address. We keep the visitor on our page
 * (price list, documents, contact) and make the external site the most prominent action instead,
 * opened in a new tab so the project page stays one tab away.
 */
function WebsiteLink({ url }: { url: string }) {
  const t = useT();
  return (
    <p className="project-website">
      <a className="button button-primary" href={url} target="_blank" rel="noopener noreferrer">
        {t("project.website")} <span className="sr-only">{t("project.newTab")}</span>
      </a>
    </p>
  );
}

/** Other projects after a project page, or on the "project not found" page. */
export function OtherProjects({ items, title }: { items: readonly ProjectCardItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section className="container similar similar-projects" aria-labelledby="similar-projects-title">
      <h2 id="similar-projects-title">{title}</h2>
      <ProjectCards items={items} />
    </section>
  );
}

/** A project's page: gallery, labels, description, price list, documents, website, map and sharing. */
export function ProjectDetailBody({
  project,
  similar,
  crumbs,
  form,
}: {
  project: ProjectDetail;
  similar: readonly ProjectCardItem[];
  crumbs: readonly Crumb[];
  /** contact-construction: a question about the project or one of its units. */
  form: LeadFormProps;
}) {
  const t = useT();
  const { origin } = usePage();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article className="container project-detail">
        <PrintBrand />
        <header className="project-header">
          <h1>{project.name}</h1>
          <p className="project-location">{project.address ?? `${project.zip} ${project.city}`}</p>
          <p className="project-summary">
            {project.priceFromText && <span className="project-price">{project.priceFromText}</span>}
            <span className="project-availability">{t("project.available", { count: project.availableCount })}</span>
          </p>
          {project.externalWebsite && <WebsiteLink url={project.externalWebsite} />}
          <PrintButton />
        </header>
        <Gallery pictures={project.pictures} title={project.name} />
        <div className="project-columns">
          <div className="project-main">
            {project.description && (
              <section className="listing-description" aria-labelledby="description-title">
                <h2 id="description-title">{t("detail.description")}</h2>
                {project.description.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            )}
            <ProjectFacts project={project} />
            <UnitsTable project={project} />
            <ProjectCostPanel project={project} />
          </div>
          <aside className="project-aside">
            <ProjectDocuments documents={project.documents} />
            <LocationLinks geo={project.geo} />
            <FormSection form={form} id="contact" />
            <ShareLinks url={new URL(project.path, origin).toString()} title={project.name} />
          </aside>
        </div>
      </article>
      <OtherProjects items={similar} title={t("project.similar")} />
      <ContactBar project />
    </>
  );
}
