import { useLingui } from "@lingui/react";
import { useT } from "../../../client/i18n/catalog";
import type { Region } from "../../../client/domain/region";
import type { ComplianceGap } from "../../compliance/gaps";
import { RULE_SOURCES, type ComplianceRule } from "../../compliance/facts";
import { factWords, ruleWords, rulesOf } from "../../compliance/words";
import { STAFF_SECTIONS } from "../sections";
import { DataTable } from "./DataTable";
import { When } from "./When";

export const COMPLIANCE_REGIONS: readonly Region[] = ["flanders", "brussels", "wallonia", "luxembourg"];

/** How the listing reads in the staff member's language, when the current listings have it. */
export interface ListedAs {
  title: string;
  city: string;
  path: string;
}

export interface ComplianceProps {
  gaps: readonly ComplianceGap[];
  region: Region | undefined;
  listed: ReadonlyMap<number, ListedAs>;
  /** Whether the staff member reaches the staff property page (the inbox's section). */
  propertyPages: boolean;
}

function RegionFilter({ region }: { region: Region | undefined }) {
  const t = useT();
  return (
    <form className="filters" method="get" action={STAFF_SECTIONS.compliance} aria-label={t("staff.compliance.filters")}>
      <label>
        {t("staff.compliance.region")}
        <select name="region" defaultValue={region ?? ""}>
          <option value="">{t("staff.any")}</option>
          {COMPLIANCE_REGIONS.map((option) => (
            <option key={option} value={option}>
              {t(`zones.region.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t("staff.leads.filter")}</button>
    </form>
  );
}

/** A rule in words, linking to the government's page that explains it (facts.ts RULE_SOURCES). */
function RuleWithSource({ rule }: { rule: ComplianceRule }) {
  const { i18n } = useLingui();
  const source = RULE_SOURCES[rule];
  return source ? (
    <a className="rule-source" href={source.page} rel="noreferrer">
      {ruleWords(rule, i18n)}
    </a>
  ) : (
    <>{ruleWords(rule, i18n)}</>
  );
}

/** Listings whose advert lacks what their region requires, newest first, each missing fact and its rule in words. */
export function ComplianceBody({ gaps, region, listed, propertyPages }: ComplianceProps) {
  const t = useT();
  const { i18n } = useLingui();
  const head = [
    "staff.compliance.listing",
    "staff.compliance.reference",
    "staff.compliance.region",
    "staff.compliance.missing",
    "staff.compliance.rule",
    "staff.compliance.since",
    ...(propertyPages ? ["staff.compliance.staffPage"] : []),
  ];
  return (
    <>
      <p>{t("staff.compliance.intro")}</p>
      <RegionFilter region={region} />
      <DataTable
        id="compliance"
        caption={t("staff.compliance.caption", { count: gaps.length })}
        scroll
        head={head}
        rows={gaps}
        empty={t(region ? "staff.compliance.noneInRegion" : "staff.compliance.none")}
        row={(gap) => {
          const shown = listed.get(gap.propertyId) ?? gap;
          return (
            <tr key={gap.propertyId}>
              <th scope="row">
                <a href={shown.path}>{shown.title}</a>
                <br />
                <span className="listing-where">
                  {shown.city} · {t(gap.goal === 1 ? "feed.forRent" : "feed.forSale")}
                </span>
              </th>
              <td>{gap.reference}</td>
              <td>{t(`zones.region.${gap.region}`)}</td>
              <td>
                <ul className="compliance-missing">
                  {gap.missing.map((item) => (
                    <li key={item.fact}>{factWords(item.fact, i18n)}</li>
                  ))}
                </ul>
              </td>
              <td>
                <ul className="compliance-rules">
                  {rulesOf(gap.missing).map((rule) => (
                    <li key={rule}>
                      <RuleWithSource rule={rule} />
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <When at={gap.firstSeenAt} />
              </td>
              {propertyPages && (
                <td>
                  <a href={`/staff/properties/${gap.propertyId}/`}>{t("staff.compliance.open")}</a>
                </td>
              )}
            </tr>
          );
        }}
      />
      <p className="help">{t("staff.compliance.note")}</p>
    </>
  );
}
