import { ContentImage } from "../ContentImage";
import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import type { Module } from "../../content/schema";
import { usePage } from "../context";
import { PropertyCard, type CardHeading } from "../listings/PropertyCard";
import { PropertyList } from "../listings/PropertyList";
import { ProjectCards } from "../projects/ProjectCard";
import { Blocks } from "./Blocks";
import { CardView } from "./CardView";
import { FormSection } from "../forms/FormPageBody";
import { ContactDetails } from "./ContactDetails";
import type { LoadedModule, ModuleData } from "./data";
import { TeamView } from "./TeamView";
import { SearchLeftOut } from "../alerts/SearchLeftOut";

function Heading({ module }: { module: Module }) {
  const { lang } = usePage();
  const Tag = module.titleSize;
  // A text module without a heading of its own: the page's title heads it.
  if (!module.title) return null;
  return <Tag className="module-title">{module.title[lang]}</Tag>;
}

/** Items listed under a module's title are headed one level below it. */
function cardHeading(module: Module): CardHeading {
  return module.titleSize === "h1" ? "h2" : "h3";
}

/** Until the feed has something to show, a listing module says so plainly and links to the whole list. */
function EmptyListing({ projects }: { projects: boolean }) {
  const { lang, path } = usePage();
  const t = useT();
  const list = projects
    ? { text: t("listing.noProjects"), href: fixedPath("projects", lang) }
    : { text: t("listing.noProperties"), href: fixedPath("forSale", lang) };
  return (
    <p className="empty-state">
      {list.text} {list.href !== path && <a href={list.href}>{t("listing.viewAll")}</a>}
    </p>
  );
}

function Body({ module, data }: { module: Module; data: ModuleData }) {
  const { lang } = usePage();
  switch (data.kind) {
    case "article":
      if (!data.article) return null;
      if (module.view === "card-view")
        return <CardView cards={(data.article.cards ?? []).slice(0, module.maxItems)} perRow={module.numberItemOfRow} heading={cardHeading(module)} />;
      return (
        <div className="prose">
          <Blocks blocks={data.article.body[lang]} />
        </div>
      );
    case "text": {
      const blocks = module.text?.[lang] ?? [];
      if (blocks.length === 0 && !module.image) return null;
      // Its headings sit below the module's own heading when it has one (else below the page's h1); its photo follows the text.
      return (
        <div className="prose">
          <Blocks blocks={blocks} headingOffset={module.title && module.titleSize === "h2" ? 1 : 0} />
          {module.image && (
            <figure className="module-photo">
              <ContentImage image={module.image} sizes="(min-width: 900px) 50vw, 100vw" />
            </figure>
          )}
        </div>
      );
    }
    case "team":
      return <TeamView members={data.members} perRow={module.numberItemOfRow} />;
    case "contact":
      return (
        <div className="contact-module">
          {data.leftOut && data.leftOut.length > 0 && <SearchLeftOut items={data.leftOut} />}
          <ContactDetails agency={data.agency} />
          <FormSection form={data.form} id={`${data.form.idPrefix}-form`} />
        </div>
      );
    case "propertyList":
      return <PropertyList {...data.list} cardHeading={cardHeading(module)} />;
    case "newestProperties":
      if (data.items.length === 0) return <EmptyListing projects={false} />;
      return (
        <ul className={`cards per-row-${module.numberItemOfRow}`}>
          {data.items.map((item) => (
            <li key={item.id}>
              <PropertyCard item={item} heading={cardHeading(module)} />
            </li>
          ))}
        </ul>
      );
    case "projects":
      if (data.items.length === 0) return <EmptyListing projects />;
      return <ProjectCards items={data.items} perRow={module.numberItemOfRow} eagerFirst heading={cardHeading(module)} />;
  }
}

/** A page's loaded modules (Published, in sort order) laid out by span and column widths (SPEC 3, 9). */
export function ModuleList({ modules }: { modules: readonly LoadedModule[] }) {
  const { lang } = usePage();
  return (
    <>
      {modules.map(({ module, data }) => (
        <section
          key={module.id}
          className={`module module-${module.view || module.relations.type} span-${module.span} background-${module.backgroundType}${module.class ? ` ${module.class}` : ""}`}
          data-module-id={module.id}
        >
          <div className="container grid">
            <div className={`module-content col-sm-${module.col.sm} col-md-${module.col.md} col-lg-${module.col.lg}`}>
              <Heading module={module} />
              {module.description && <p className="module-description">{module.description[lang]}</p>}
              <Body module={module} data={data} />
              {module.description2 && <p className="module-description">{module.description2[lang]}</p>}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
