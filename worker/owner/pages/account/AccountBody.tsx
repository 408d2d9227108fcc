import { OWNER_FIELDS } from "../../../../client/forms/owner-forms";
import { Island } from "../../../../client/components/Island";
import { AGENCY_TIME_ZONE, formatInstant } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import PasskeyManager, { type PasskeyManagerProps } from "../../../../client/islands/PasskeyManager";
import { usePage } from "../../../pages/context";
import { OwnerBar, type OwnerName } from "./OwnerBar";
import { ReportSection, type ReportSetting } from "./ReportSection";
import { AccountUsername, OwnerErrorSummary, OwnerNotice, PasswordField, type OwnerFormErrors, type PasswordLimits } from "./OwnerFormParts";

/** A signed-in browser as the account page lists it. */
export interface SessionView {
  /** "Chrome · Windows" (worker/owner/auth/user-agent.ts); undefined when its User-Agent names none. */
  device: string | undefined;
  method: "password" | "passkey";
  createdAt: number;
  lastSeenAt: number;
  /** The browser showing the page. */
  current: boolean;
}

/** What the account page's forms post as `intent`: which of its forms was sent. */
export const ACCOUNT_INTENTS = { password: "password", everywhere: "sign-out-everywhere" } as const;

const ID = "owner-account";

/** Plain data the account page renders with. */
export interface AccountBodyProps {
  owner: OwnerName;
  /** portalAccountPath: both forms post to the page itself. */
  action: string;
  /** Live sessions of the owner, this one included, the most recently active first. */
  sessions: readonly SessionView[];
  /** The page follows a password change (`?changed=1`). */
  changed: boolean;
  /** A refused password change: its errors (the passwords never come back). */
  password?: OwnerFormErrors | undefined;
  limits: PasswordLimits;
  passkeys: PasskeyManagerProps;
  /** The monthly report's setting. */
  report: ReportSetting;
}

function PasswordSection({ action, email, form, limits }: { action: string; email: string; form: OwnerFormErrors; limits: PasswordLimits }) {
  const t = useT();
  const errors = form.errors ?? {};
  return (
    <section className="owner-section" aria-labelledby={`${ID}-password-title`}>
      <h2 id={`${ID}-password-title`}>{t("owner.account.password.title")}</h2>
      <form className="lead-form owner-form" method="post" action={action} noValidate>
        <OwnerErrorSummary idPrefix={ID} fields={OWNER_FIELDS.change} errors={errors} failure={form.failure} limits={limits} level={3} />
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.password} />
        <AccountUsername email={email} />
        <PasswordField idPrefix={ID} name="current" label={t("owner.account.current")} autoComplete="current-password" error={errors.current} limits={limits} />
        <PasswordField
          idPrefix={ID}
          name="password"
          label={t("owner.choose.password")}
          autoComplete="new-password"
          hint={t("owner.choose.hint", { min: limits.min })}
          error={errors.password}
          limits={limits}
        />
        <PasswordField idPrefix={ID} name="repeat" label={t("owner.choose.repeat")} autoComplete="new-password" error={errors.repeat} limits={limits} />
        <div>
          <button type="submit" className="button button-primary">
            {t("owner.account.password.title")}
          </button>
        </div>
      </form>
    </section>
  );
}

function SessionsSection({ action, sessions }: { action: string; sessions: readonly SessionView[] }) {
  const t = useT();
  const { lang } = usePage();
  const when = (epochMs: number) => formatInstant(new Date(epochMs), lang, "dateTime", AGENCY_TIME_ZONE);
  return (
    <section className="owner-section" aria-labelledby={`${ID}-sessions-title`}>
      <h2 id={`${ID}-sessions-title`}>{t("owner.account.sessions.title")}</h2>
      <p>{t("owner.account.sessions.count", { count: sessions.length })}</p>
      <ul className="owner-sessions">
        {sessions.map((session) => (
          <li key={`${session.createdAt}-${session.lastSeenAt}-${session.device ?? ""}`}>
            <p className="owner-sessions-device">
              {session.device ?? t("owner.account.sessions.unknownDevice")}
              {session.current && <span className="owner-sessions-current"> · {t("owner.account.sessions.current")}</span>}
            </p>
            <p className="owner-sessions-dates">
              {t(session.method === "passkey" ? "owner.account.sessions.viaPasskey" : "owner.account.sessions.viaPassword", { date: when(session.createdAt) })}
              {" · "}
              {t("owner.account.sessions.lastSeen", { date: when(session.lastSeenAt) })}
            </p>
          </li>
        ))}
      </ul>
      <p>{t("owner.account.sessions.hint")}</p>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.everywhere} />
        <button type="submit" className="button">
          {t("owner.account.signOutEverywhere")}
        </button>
      </form>
    </section>
  );
}

/** The owner's account (signed in): change the password, the sessions and "sign out everywhere", the monthly report, the passkeys. */
export function AccountBody(props: AccountBodyProps) {
  const t = useT();
  return (
    <>
      <OwnerBar owner={props.owner} current="account" />
      <div className="container form-page owner-page">
        <h1>{t("owner.account.title")}</h1>
        {props.changed && <OwnerNotice>{t("owner.account.password.changed")}</OwnerNotice>}
        <PasswordSection action={props.action} email={props.owner.email} form={props.password ?? {}} limits={props.limits} />
        <SessionsSection action={props.action} sessions={props.sessions} />
        <ReportSection action={props.action} setting={props.report} />
        <Island name="PasskeyManager" component={PasskeyManager} props={props.passkeys} personal />
      </div>
    </>
  );
}
