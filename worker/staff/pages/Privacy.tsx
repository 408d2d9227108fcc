import { useT } from "../../../client/i18n/catalog";
import type { ErasureReport } from "../../privacy/erase";
import { planLines, type ErasurePlan, type ListingName } from "../../privacy/plan";

/** What the privacy page shows: the form, an erasure to confirm, or what an erasure removed. */
export type PrivacyState =
  | { step: "form"; email?: string | undefined; invalid?: boolean }
  | {
      step: "confirm";
      email: string;
      /** What erasing the address will remove. */
      plan: ErasurePlan;
      names: ListingName;
      /** The erasure was tried and refused: the site could not be published without the person's testimonial. */
      stillShown?: boolean;
    }
  | { step: "done"; report: ErasureReport; names: ListingName };

/** What goes (or went), one item per kind of thing, the account's listings, sessions and passkeys under it. */
function PlanList({ plan, names, tense, labelledBy }: { plan: ErasurePlan; names: ListingName; tense: "plan" | "done"; labelledBy: string }) {
  const t = useT();
  const lines = planLines(plan, t, names, tense);
  return (
    <ul aria-labelledby={labelledBy} className="erasure-plan">
      {lines.map((line) => (
        <li key={line.text}>
          {line.text}
          {line.details.length > 0 && (
            <ul>
              {line.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Whether the plan has anything to name at all. */
const holdsAnything = (plan: ErasurePlan, names: ListingName, t: ReturnType<typeof useT>) => planLines(plan, t, names, "plan").length > 0;

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
    const { email, plan, names } = state;
    const anything = holdsAnything(plan, names, t);
    return (
      <>
        {state.stillShown && (
          <p className="warning" role="alert">
            {t("staff.privacy.stillShown")} <a href="/staff/content/">{t("staff.nav.content")}</a>
          </p>
        )}
        {anything ? (
          <>
            <p id="erasure-plan">{t("staff.privacy.plan.intro", { email })}</p>
            <PlanList plan={plan} names={names} tense="plan" labelledBy="erasure-plan" />
            <p className="warning">{t("staff.privacy.plan.final")}</p>
          </>
        ) : (
          <p>{t("staff.privacy.plan.nothing", { email })}</p>
        )}
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
      {holdsAnything(report, state.names, t) ? (
        <>
          <p id="erasure-done">{t("staff.privacy.done.intro")}</p>
          <PlanList plan={report} names={state.names} tense="done" labelledBy="erasure-done" />
        </>
      ) : (
        <p>{t("staff.privacy.done.nothing")}</p>
      )}
      <p>
        <a href="/staff/privacy/">{t("staff.privacy.another")}</a>
      </p>
    </>
  );
}
