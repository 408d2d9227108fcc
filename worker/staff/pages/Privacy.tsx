import { useT } from "../../../client/i18n/catalog";
import type { ErasureReport } from "../../privacy/erase";
import { DataTable } from "./DataTable";

/** What the privacy page shows: the form, an erasure to confirm, or what an erasure removed. */
export type PrivacyState =
  | { step: "form"; email?: string | undefined; invalid?: boolean }
  | {
      step: "confirm";
      email: string;
      found: { leads: number; alerts: number; newsletter: number };
      /** The erasure was tried and refused: the site could not be published without the person's testimonial. */
      stillShown?: boolean;
    }
  | { step: "done"; report: ErasureReport };

function EmailForm({ email, invalid }: { email?: string | undefined; invalid?: boolean | undefined }) {
  const t = useT();
  return (
    <form method="post" action="/staff/privacy/export/" className="stack">
      <label>
        {t("staff.privacy.email")}
        <input
          type="email"
          name="email"
          required
          autoComplete="off"
          defaultValue={email ?? ""}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "email-error" : undefined}
        />
      </label>
      {invalid && (
        <p id="email-error" className="warning">
          {t("staff.privacy.invalid")}
        </p>
      )}
      <p>
        <button type="submit">{t("staff.privacy.export")}</button>{" "}
        <button type="submit" formAction="/staff/privacy/erase/" className="danger">
          {t("staff.privacy.erase")}
        </button>
      </p>
    </form>
  );
}

export function PrivacyBody({ state }: { state: PrivacyState }) {
  const t = useT();
  if (state.step === "form") {
    return (
      <>
        <p>{t("staff.privacy.intro")}</p>
        <EmailForm email={state.email} invalid={state.invalid} />
      </>
    );
  }
  if (state.step === "confirm") {
    const { email, found } = state;
    return (
      <>
        {state.stillShown && (
          <p className="warning" role="alert">
            {t("staff.privacy.stillShown")} <a href="/staff/content/">{t("staff.nav.content")}</a>
          </p>
        )}
        <p className="warning">{t("staff.privacy.confirmText", { email, leads: found.leads, alerts: found.alerts, newsletter: found.newsletter })}</p>
        <form method="post" action="/staff/privacy/erase/" className="stack">
          <input type="hidden" name="email" value={email} />
          <label className="check">
            <input type="checkbox" name="confirm" value="yes" required />
            <span>{t("staff.privacy.confirmBox", { email })}</span>
          </label>
          <p>
            <button type="submit" className="danger">
              {t("staff.privacy.eraseNow")}
            </button>{" "}
            <a href="/staff/privacy/">{t("staff.privacy.cancel")}</a>
          </p>
        </form>
      </>
    );
  }
  const { report } = state;
  return (
    <>
      <p className="notice" role="status">
        {t("staff.privacy.erased", { email: report.email })}
      </p>
      <DataTable
        caption={t("staff.privacy.removed")}
        head={["staff.privacy.table", "staff.privacy.rows"]}
        rows={[...Object.entries(report.rows), [t("staff.privacy.photos"), report.photos.length]]}
        row={([table, rows]) => (
          <tr key={table}>
            <th scope="row">{table}</th>
            <td className="num">{rows}</td>
          </tr>
        )}
      />
      <p>
        <a href="/staff/privacy/">{t("staff.privacy.another")}</a>
      </p>
    </>
  );
}
