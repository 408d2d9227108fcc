import { useT } from "../../../client/i18n/catalog";
import type { StaffRole } from "../../db/staff-role";
import type { StaffSection } from "../sections";

/** The 403 page: nothing about the area, its configuration or why the token was refused. */
export function RefusedBody() {
  const t = useT();
  return <p>{t("staff.refused.text")}</p>;
}

/** Whom to ask: the administrators by address, when any is known. */
function AskAnAdministrator({ administrators }: { administrators: readonly string[] }) {
  const t = useT();
  return <p>{administrators.length > 0 ? t("staff.roles.askNamed", { names: administrators.join(", ") }) : t("staff.roles.ask")}</p>;
}

/** A person Access let in whom nobody gave a role yet. */
export function NoRoleBody({ email, administrators }: { email: string; administrators: readonly string[] }) {
  const t = useT();
  return (
    <>
      <p>{t("staff.roles.none", { email })}</p>
      <AskAnAdministrator administrators={administrators} />
    </>
  );
}

/** A page or a post outside the person's role, said in words. */
export function ForbiddenBody({ role, section, administrators }: { role: StaffRole; section: StaffSection | undefined; administrators: readonly string[] }) {
  const t = useT();
  return (
    <>
      <p>{t("staff.roles.forbidden", { role: t(`staff.role.${role}`), what: t(`staff.roles.what.${section ?? "other"}`) })}</p>
      <AskAnAdministrator administrators={administrators} />
      <p>
        <a href="/staff/">{t("staff.nav.overview")}</a>
      </p>
    </>
  );
}
