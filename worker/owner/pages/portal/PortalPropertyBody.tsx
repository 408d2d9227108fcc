import { useT } from "../../../../client/i18n/catalog";
import type { ReactNode } from "react";
import { ListingImage } from "../../../pages/listings/ListingImage";
import { OwnerBar } from "../account/OwnerBar";
import { ApiError } from "./ApiError";
import { CalendarTable } from "./CalendarTable";
import { CountTable } from "./CountTable";
import { HistoryTable } from "./HistoryTable";
import { sourceLabel, stateLabel } from "./labels";
import { LeadWeeksTable } from "./LeadWeeksTable";
import type { PortalPropertyProps } from "./model";
import { OnlineMedia } from "./OnlineMedia";
import { ViewChart, ViewTable } from "./ViewChart";
import { ViewFigureList } from "./ViewFigureList";
import { PrintHead } from "./PrintHead";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="portal-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function SourcesTable({ sources }: { sources: PortalPropertyProps["views"]["bySource"] }) {
  const t = useT();
  const rows = sources.map(({ source, views }) => ({ key: source, label: t(sourceLabel(source)), count: views }));
  return <CountTable caption={t("portal.sources.caption")} labelHead={t("portal.sources.source")} rows={rows} className="portal-sources" />;
}

/** The head of the page: picture, title, address, state, reference; the "not found or sold" notice when the site no longer has it. */
function Heading({ card, gone, printHref }: Pick<PortalPropertyProps, "card" | "gone" | "printHref">) {
  const t = useT();
  return (
    <header className="portal-property-head">
      {card.picture && (
        <div className="portal-property-picture">
          <ListingImage picture={card.picture} sizes="(min-width: 640px) 16rem, 100vw" eager />
        </div>
      )}
      <div>
        <h1>{card.title}</h1>
        {card.address && <p className="portal-card-address">{card.address}</p>}
        <p className="portal-card-state">
          {card.status && <span className={`portal-state portal-state-${card.status}`}>{t(stateLabel(card.status, card.goal))}</span>}
          {card.priceText && card.status === "available" && <span>{card.priceText}</span>}
          {card.reference && <span className="portal-card-reference">{t("listing.reference", { reference: card.reference })}</span>}
        </p>
        {printHref && (
          <p className="portal-print-link">
            <a href={printHref}>{t("portal.print.link")}</a>
          </p>
        )}
        {gone && (
          <div className="owner-notice">
            <p>
              <strong>{t("detail.notFound")}</strong>
            </p>
            <p>{t("portal.property.gone")}</p>
          </div>
        )}
      </div>
    </header>
  );
}

/**
 * One property of the owner (SPEC 3 "Owner statistics"): views (figures, the 30-day chart with its
 * table, sources), leads per week, matching search alerts, state and price history, the agency's
 * calendar and where it is online. A block fed by the provider that failed shows SPEC 8's "API
 * error" alone; everything else stands. Its print view (`print`) has the agency and the day of the
 * figures instead of the owner's bar, and every table open and whole.
 */
export function PortalPropertyBody(props: PortalPropertyProps) {
  const t = useT();
  const { views, print } = props;
  return (
    <>
      {print ? <PrintHead {...print} /> : <OwnerBar owner={props.owner} />}
      <div className={print ? "container portal-page portal-print" : "container portal-page"}>
        <Heading card={props.card} gone={props.gone} printHref={print ? undefined : props.printHref} />
        <Section id="portal-views" title={t("portal.views.title")}>
          <ViewFigureList views={views} large />
          <p className="portal-muted">{t("portal.views.note")}</p>
          <div className="portal-chart">
            <div>
              <ViewChart daily={views.daily} idPrefix="portal-chart" />
              <SourcesTable sources={views.bySource} />
            </div>
            <ViewTable daily={views.daily} open={print !== undefined} />
          </div>
        </Section>
        <Section id="portal-leads" title={t("portal.leads.title")}>
          <p>{t("portal.leads.intro")}</p>
          <LeadWeeksTable weeks={props.leads} />
        </Section>
        {props.alerts !== undefined && (
          <Section id="portal-alerts" title={t("portal.alerts.title")}>
            <p className="portal-alerts-count">{t("portal.alerts.count", { count: props.alerts })}</p>
            <p className="portal-muted">{t("portal.alerts.hint")}</p>
          </Section>
        )}
        <Section id="portal-history" title={t("portal.history.title")}>
          <HistoryTable history={props.history} />
        </Section>
        <Section id="portal-calendar" title={t("portal.calendar.title")}>
          {props.calendar.ok ? <CalendarTable entries={props.calendar.value} /> : <ApiError />}
        </Section>
        <Section id="portal-media" title={t("portal.media.title")}>
          <OnlineMedia publicPages={props.publicPages} portals={props.portals} />
        </Section>
      </div>
    </>
  );
}
