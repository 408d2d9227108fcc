import { useT } from "../../../../client/i18n/catalog";
import { REPORT_SETTING_ID } from "../../report-mail";
import { OwnerNotice } from "./OwnerFormParts";

/** What the report form posts as `intent`. */
export const REPORT_INTENT = "monthly-report";

/** The monthly report setting as the account page shows it; `saved` follows a post of the form (`?report=on|off`). */
export interface ReportSetting {
  on: boolean;
  saved: boolean;
}

/**
 * The monthly report on or off (issue 36): a checkbox and a button, a plain form post (no script
 * needed); an unticked box posts nothing, which is "off". Each report links here (REPORT_SETTING_ID).
 */
export function ReportSection({ action, setting }: { action: string; setting: ReportSetting }) {
  const t = useT();
  return (
    <section className="owner-section" id={REPORT_SETTING_ID} aria-labelledby={`${REPORT_SETTING_ID}-title`}>
      <h2 id={`${REPORT_SETTING_ID}-title`}>{t("owner.account.report.title")}</h2>
      {setting.saved && <OwnerNotice>{t(setting.on ? "owner.account.report.savedOn" : "owner.account.report.savedOff")}</OwnerNotice>}
      <p>{t("owner.account.report.intro")}</p>
      <form className="lead-form owner-form" method="post" action={`${action}#${REPORT_SETTING_ID}`}>
        <input type="hidden" name="intent" value={REPORT_INTENT} />
        <div className="field field-checkbox">
          <input id={`${REPORT_SETTING_ID}-on`} name="report" type="checkbox" value="on" defaultChecked={setting.on} />
          <label htmlFor={`${REPORT_SETTING_ID}-on`}>{t("owner.account.report.label")}</label>
        </div>
        <div>
          <button type="submit" className="button">
            {t("owner.account.report.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
