import { Island } from "../../../client/components/Island";
import type { LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import CostCalculator, { SEND_SECTION_ID, type CostCalculatorProps } from "../../../client/islands/CostCalculator";
import { useT } from "../../../client/i18n/catalog";
import type { Crumb } from "../../seo/breadcrumbs";
import { Breadcrumb } from "../Breadcrumb";
import { FormSection } from "../forms/FormPageBody";

/**
 * The calculator page (issue 41, section 1): the GET form with the figures of its address, and,
 * once there are figures, "send me this calculation" (a lead form carrying them along).
 */
export function BuyingCostsBody({
  title,
  crumbs,
  calculator,
  personal,
  send,
}: {
  title: string;
  crumbs: readonly Crumb[];
  calculator: CostCalculatorProps;
  /** The figures are what a visitor typed (the address has a query): rendered for them, never kept in memory. */
  personal: boolean;
  send: LeadFormProps | undefined;
}) {
  const t = useT();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <div className="container buying-costs">
        <h1 className="page-title">{title}</h1>
        <p className="buying-costs-intro">{t("costs.page.intro")}</p>
        <Island name="CostCalculator" component={CostCalculator} props={calculator} personal={personal} />
        {send && <FormSection form={send} id={SEND_SECTION_ID} />}
      </div>
    </>
  );
}
