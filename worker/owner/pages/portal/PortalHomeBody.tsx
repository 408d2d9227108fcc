import { pathFor } from "../../../../client/i18n/routes";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import { ListingImage } from "../../../pages/listings/ListingImage";
import { OwnerBar } from "../account/OwnerBar";
import type { PortalGroup, PortalHomeProps } from "./model";
import { PortalCardView } from "./PortalCardView";

function Group({ group, titled }: { group: PortalGroup; titled: boolean }) {
  const t = useT();
  const id = `portal-group-${group.projectId ?? "own"}`;
  const title = group.projectId === null ? t("portal.home.ownProperties") : group.name ? t("portal.home.project", { name: group.name }) : t("project.notFound");
  return (
    <section className="portal-group" aria-labelledby={titled ? id : undefined}>
      {titled && (
        <div className="portal-group-head">
          {group.picture && <ListingImage picture={{ ...group.picture, alt: "" }} sizes="8rem" eager={false} />}
          <h2 id={id}>{title}</h2>
        </div>
      )}
      {group.projectId !== null && group.cards.length === 0 && <p>{t("portal.home.projectEmpty")}</p>}
      <ul className="portal-cards">
        {group.cards.map((card) => (
          <li key={card.id}>
            <PortalCardView card={card} heading={titled ? "h3" : "h2"} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The portal's home: the owner's properties, those of their own first, then each project with its
 * units. An account without any listing gets SPEC 8's "person not found" and what to do about it.
 */
export function PortalHomeBody({ owner, groups }: PortalHomeProps) {
  const t = useT();
  const { lang, links } = usePage();
  // One group of their own needs no heading of its own: the page's says it.
  const titled = groups.length > 1 || groups.some((group) => group.projectId !== null);
  return (
    <>
      <OwnerBar owner={owner} current="home" />
      <div className="container portal-page">
        <h1>{t("portal.home.title")}</h1>
        {groups.length === 0 ? (
          <div className="owner-notice">
            <p>
              <strong>{t("owner.error.personNotFound")}</strong>
            </p>
            <p>{t("portal.home.none")}</p>
            <p>
              <a href={pathFor(links.slugs, "contact", lang)}>{t("portal.home.contact")}</a>
            </p>
          </div>
        ) : (
          <>
            <p className="portal-intro">{t("portal.home.intro")}</p>
            {groups.map((group) => (
              <Group key={group.projectId ?? "own"} group={group} titled={titled} />
            ))}
          </>
        )}
      </div>
    </>
  );
}
