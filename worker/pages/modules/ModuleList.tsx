import { useT } from "../../../client/i18n/catalog";
import { pathFor } from "../../../client/i18n/routes";
import { articleById } from "../../content";
import type { Module } from "../../content/schema";
import { usePage } from "../context";
import { usePageListings } from "../listings/data";
import { PropertyCard, type CardHeading } from "../listings/PropertyCard";
import { PropertyList } from "../listings/PropertyList";
import { ProjectCards } from "../projects/ProjectCard";
import { Blocks } from "./Blocks";
import { CardView } from "./CardView";
import { ContactDetails } from "./ContactDetails";
import { TeamView } from "./TeamView";

function Heading({ module }: { module: Module }) {
  const { lang } = usePage();
  const Tag = module.titleSize;
  return <Tag className="module-title">{module.title[lang]}</Tag>;
}

/** Items listed under a module's title are headed one level below it. */
function cardHeading(module: Module): CardHeading {
  return module.titleSize === "h1" ? "h2" : "h3";
}

function Body({ module }: { module: Module }) {
  const { lang, path } = usePage();
  const t = useT();
  const listings = usePageListings();
  const { type, id } = module.relations;
  if (type === "article") {
    const article = articleById(id);
    if (!article || article.status !== "Published") return null;
    if (module.view === "card-view")
      return <CardView cards={(article.cards ?? []).slice(0, module.maxItems)} perRow={module.numberItemOfRow} heading={cardHeading(module)} />;
    return (
      <div className="prose">
        <Blocks blocks={article.body[lang]} />
      </div>
    );
  }
  if (type === "category") return <TeamView categoryId={id} maxItems={module.maxItems} perRow={module.numberItemOfRow} />;
  if (type === "contact") return <ContactDetails />;
  if (type === "property-list") {
    if (listings.list) return <PropertyList {...listings.list} cardHeading={cardHeading(module)} />;
    if (listings.newest.length > 0) {
      return (
        <ul className={`cards per-row-${module.numberItemOfRow}`}>
          {listings.newest.slice(0, module.maxItems).map((item) => (
            <li key={item.id}>
              <PropertyCard item={item} heading={cardHeading(module)} />
            </li>
          ))}
        </ul>
      );
    }
  }
  if (type === "project-list" && listings.projects && listings.projects.length > 0) {
    return <ProjectCards items={listings.projects.slice(0, module.maxItems)} perRow={module.numberItemOfRow} eagerFirst heading={cardHeading(module)} />;
  }
  // Until the feed has something to show, the module says so plainly.
  const list =
    type === "project-list"
      ? { text: t("listing.noProjects"), href: pathFor("projects", lang) }
      : { text: t("listing.noProperties"), href: pathFor("forSale", lang) };
  return (
    <p className="empty-state">
      {list.text} {list.href !== path && <a href={list.href}>{t("listing.viewAll")}</a>}
    </p>
  );
}

/** A page's Published modules in their sort order, laid out by span and column widths (SPEC 3, 9). */
export function ModuleList({ modules }: { modules: Module[] }) {
  const { lang } = usePage();
  const shown = modules.filter((module) => module.status === "Published").sort((a, b) => a.sort - b.sort);
  return (
    <>
      {shown.map((module) => (
        <section
          key={module.id}
          className={`module module-${module.view || module.relations.type} span-${module.span} background-${module.backgroundType}${module.class ? ` ${module.class}` : ""}`}
          data-module-id={module.id}
        >
          <div className="container grid">
            <div className={`module-content col-sm-${module.col.sm} col-md-${module.col.md} col-lg-${module.col.lg}`}>
              <Heading module={module} />
              {module.description && <p className="module-description">{module.description[lang]}</p>}
              <Body module={module} />
              {module.description2 && <p className="module-description">{module.description2[lang]}</p>}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
