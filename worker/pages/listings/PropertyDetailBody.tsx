import type { LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import type { ApproximateArea } from "../../../client/domain/map-area";
import { RENOVATION_YEARS } from "../../../client/domain/renovation";
import { useT } from "../../../client/i18n/catalog";
import type { PropertyDetail, PropertySummary } from "../../feed/model";
import type { Crumb } from "../../seo/breadcrumbs";
import { Breadcrumb } from "../Breadcrumb";
import { usePage } from "../context";
import { FormSection, LeadFormIsland } from "../forms/FormPageBody";
import { ContactBar } from "./ContactBar";
import { CostPanel } from "./CostPanel";
import { DetailGroups } from "./DetailGroups";
import { FavouriteButton } from "./FavouriteButton";
import { LocationLinks } from "./LocationLinks";
import { Gallery } from "./Gallery";
import { KeyFacts } from "./KeyFacts";
import { PrintBrand } from "./PrintBrand";
import { PrintButton } from "./PrintButton";
import { PropertyMap } from "./ListMap";
import { MediaItem } from "./MediaItem";
import { PropertyCard } from "./PropertyCard";
import { PriceHistory } from "./PriceHistory";
import type { HistoryEntry } from "../../../client/domain/price-history";
import { ShareLinks } from "./ShareLinks";

export function SimilarProperties({ items }: { items: PropertySummary[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="container similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{t("detail.similar")}</h2>
      <ul className="cards per-row-4">
        {items.map((item) => (
          <li key={item.id}>
            <PropertyCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The forms of a property page: a question, a visit (while it is available), and sending it to a friend. */
export interface PropertyForms {
  contact: LeadFormProps;
  visit: LeadFormProps | null;
  /** True when not one visit slot is free in the bookable window (SPEC 8 "appointments are full"). */
  appointmentsFull: boolean;
  friend: LeadFormProps;
  /** Null when the property has no documents ("no documents", SPEC 8). */
  documents: LeadFormProps | null;
  /** For an available property for sale only. */
  offer: LeadFormProps | null;
}

/** A form behind its heading, opened on demand: the page stays short until the visitor asks for it. */
function Disclosure({ form, title }: { form: LeadFormProps; title: string }) {
  return (
    <details className="form-disclosure">
      <summary>{title}</summary>
      <LeadFormIsland {...form} />
    </details>
  );
}

function VisitSection({ forms }: { forms: PropertyForms }) {
  const t = useT();
  if (!forms.visit) return null;
  if (forms.appointmentsFull)
    return (
      <section className="form-section" id="visit" aria-labelledby="visit-title">
        <h2 id="visit-title">{t("form.heading.contact-appointment")}</h2>
        <p className="notice">{t("form.appointmentsFull")}</p>
      </section>
    );
  return <FormSection form={forms.visit} id="visit" />;
}

/** A property's page: gallery, key facts and price, description, grouped details, energy, map, sharing and its forms. */
export function PropertyDetailBody({
  item,
  similar,
  crumbs,
  forms,
  area = null,
  history = [],
}: {
  item: PropertyDetail;
  /** The listing's recorded history (worker/feed/price-history.ts). */
  history?: readonly HistoryEntry[];
  similar: PropertySummary[];
  crumbs: readonly Crumb[];
  /** A hidden address's approximate area (worker/feed/map-places.ts), shown on the map instead of a marker. */
  area?: ApproximateArea | null;
  forms: PropertyForms;
}) {
  const t = useT();
  const { origin } = usePage();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article className="container property-detail">
        <PrintBrand contact={item.contact} />
        <header className="property-header">
          <h1>{item.title}</h1>
          <p className="property-location">
            {item.address ?? `${item.zip} ${item.city}`} · {t("listing.reference", { reference: item.reference })}
          </p>
          <KeyFacts item={item} />
          <div className="property-actions">
            <PrintButton />
            <FavouriteButton id={item.id} />
          </div>
        </header>
        <Gallery pictures={item.pictures} title={item.title} />
        <div className="property-columns">
          <div className="property-main">
            <section className="listing-description" aria-labelledby="description-title">
              <h2 id="description-title">{t("detail.description")}</h2>
              {item.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
            {item.renovationNotice && (
              <p className="notice" role="note">
                {t("detail.renovationNotice", { years: RENOVATION_YEARS })}
              </p>
            )}
            <DetailGroups item={item} />
            <PriceHistory entries={history} />
            <CostPanel item={item} />
            <VisitSection forms={forms} />
          </div>
          <aside className="property-aside">
            <LocationLinks geo={item.geo} approximate={area !== null}>
              <PropertyMap item={item} area={area} />
            </LocationLinks>
            {(item.virtualTour || item.video) && (
              <section aria-labelledby="media-title">
                <h2 id="media-title">{t("detail.media")}</h2>
                {item.virtualTour && <MediaItem url={item.virtualTour} label={t("detail.virtualTour")} title={item.title} />}
                {item.video && <MediaItem url={item.video} label={t("detail.video")} title={item.title} />}
              </section>
            )}
            <section aria-labelledby="documents-title">
              <h2 id="documents-title">{t("detail.documents")}</h2>
              {item.documents.length > 0 ? (
                <ul>
                  {item.documents.map((document) => (
                    <li key={document.url}>
                      <a href={document.url}>{document.name}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t("form.documents.none")}</p>
              )}
              {forms.documents && <Disclosure form={forms.documents} title={t("form.heading.document-request")} />}
            </section>
            <FormSection form={forms.contact} id="contact" />
            <ShareLinks url={new URL(item.path, origin).toString()} title={item.title} />
            {forms.offer && <Disclosure form={forms.offer} title={t("form.heading.offer-to-buy")} />}
            <Disclosure form={forms.friend} title={t("form.heading.send-to-friend")} />
          </aside>
        </div>
      </article>
      <SimilarProperties items={similar} />
      <ContactBar visit={forms.visit !== null && !forms.appointmentsFull} />
    </>
  );
}
