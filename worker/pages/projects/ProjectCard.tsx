import { useT } from "../../../client/i18n/catalog";
import type { ProjectDetail } from "../../feed/model";
import { ListingImage } from "../listings/ListingImage";

/** What a project card shows; the list loads details because the delivery date is not in the summary. */
export type ProjectCardItem = Pick<ProjectDetail, "id" | "name" | "city" | "picture" | "path" | "priceFromText" | "availableCount" | "delivery">;

/** A project in a list: picture, name and city, delivery, "from" price and the units still available. */
export function ProjectCard({ item, eager = false, heading = "h3" }: { item: ProjectCardItem; eager?: boolean; heading?: "h2" | "h3" }) {
  const t = useT();
  const Heading = heading;
  return (
    <article className={`project-card${item.availableCount === 0 ? " sold-out" : ""}`}>
      <a href={item.path} className="project-card-link">
        <div className="project-card-media">
          {item.picture ? (
            <ListingImage picture={item.picture} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" eager={eager} />
          ) : (
            <div className="picture-missing">{t("listing.noPhotos")}</div>
          )}
        </div>
        <div className="project-card-body">
          <Heading className="project-card-title">
            {item.name} <span className="project-card-city">{item.city}</span>
          </Heading>
          {item.priceFromText && <p className="project-card-price">{item.priceFromText}</p>}
          <ul className="project-card-facts">
            {item.delivery && <li>{t("project.delivery", { delivery: item.delivery })}</li>}
            <li className="project-card-availability">{t("project.available", { count: item.availableCount })}</li>
          </ul>
        </div>
      </a>
    </article>
  );
}

/** Project cards in a grid; `eagerFirst` when the list is the page's main content (its LCP). */
export function ProjectCards({
  items,
  perRow = 3,
  eagerFirst = false,
  heading = "h3",
}: {
  items: readonly ProjectCardItem[];
  perRow?: number;
  eagerFirst?: boolean;
  heading?: "h2" | "h3";
}) {
  return (
    <ul className={`cards project-cards per-row-${perRow}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ProjectCard item={item} eager={eagerFirst && index === 0} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
