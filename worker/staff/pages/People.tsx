import { useT } from "../../../client/i18n/catalog";
import type { StaffRoleEntry } from "../../db/staff-roles";
import { STAFF_ROLES, type StaffRole } from "../../db/staff-role";
import { DataTable } from "./DataTable";
import { When } from "./When";

/** What an action on people reports after its redirect (`?done=`), or why it was refused. */
export const PEOPLE_NOTICES = ["added", "changed", "removed"] as const;
export type PeopleNotice = (typeof PEOPLE_NOTICES)[number];
export type PeopleProblem = "invalid" | "self";

export interface PeopleProps {
  people: readonly StaffRoleEntry[];
  /** STAFF_ADMINS: administrators by configuration, not editable here. */
  bootstrap: readonly string[];
  /** Whether Access groups give roles too (STAFF_ROLE_GROUPS is set). */
  groups: boolean;
  me: string;
  /** The role that applies to the person looking, when it is not the table's (a group or STAFF_ADMINS gives it). */
  myRole?: StaffRole | undefined;
  notice?: PeopleNotice | undefined;
  problem?: PeopleProblem | undefined;
  form?: { email?: string; role?: string } | undefined;
}

function RoleSelect({ id, value, label }: { id: string; value: string | undefined; label?: string }) {
  const t = useT();
  return (
    <select id={id} name="role" defaultValue={value ?? "agent"} aria-label={label}>
      {STAFF_ROLES.map((role: StaffRole) => (
        <option key={role} value={role}>
          {t(`staff.role.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Who may do what in the staff area: the list, a role changed or taken away per person, a person added by address. */
export function PeopleBody({ people, bootstrap, groups, me, myRole, notice, problem, form }: PeopleProps) {
  const t = useT();
  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {t(`staff.people.done.${notice}`)}
        </p>
      )}
      {problem && (
        <p className="warning" role="alert">
          {t(`staff.people.problem.${problem}`)}
        </p>
      )}
      <p>{t("staff.people.intro")}</p>
      <ul>
        <li>{t("staff.people.roleText.administrator")}</li>
        <li>{t("staff.people.roleText.editor")}</li>
        <li>{t("staff.people.roleText.agent")}</li>
      </ul>
      {groups && <p>{t("staff.people.groups")}</p>}
      <DataTable
        caption={t("staff.people.caption")}
        head={["staff.people.person", "staff.people.role", "staff.people.changed", "staff.people.actions"]}
        rows={people}
        empty={t("staff.people.empty")}
        row={(person) => (
          <tr key={person.email}>
            <th scope="row">{person.email}</th>
            <td>
              {/* worker/staff/roles.ts roleOf: STAFF_ADMINS, then an Access group, come before this table. */}
              {bootstrap.includes(person.email) ? (
                <p className="hint">{t("staff.people.roleFromConfig")}</p>
              ) : person.email === me && myRole !== undefined && myRole !== person.role ? (
                <p className="hint">{t("staff.people.roleFromGroup", { role: t(`staff.role.${myRole}`) })}</p>
              ) : null}
              {person.email === me ? (
                t("staff.people.yours", { role: t(`staff.role.${person.role}`) })
              ) : (
                <form method="post" action="/staff/people/" className="inline">
                  <input type="hidden" name="email" value={person.email} />
                  <RoleSelect id={`role-${person.email}`} value={person.role} label={t("staff.people.roleOf", { email: person.email })} />{" "}
                  <button type="submit">{t("staff.people.change")}</button>
                </form>
              )}
            </td>
            <td>
              <When at={person.updatedAt} /> · {person.updatedBy}
            </td>
            <td>
              {person.email !== me && (
                <form method="post" action="/staff/people/remove/" className="inline">
                  <input type="hidden" name="email" value={person.email} />
                  <button type="submit" className="danger">
                    {t("staff.people.remove")}
                    <span className="visually-hidden">{` (${person.email})`}</span>
                  </button>
                </form>
              )}
            </td>
          </tr>
        )}
      />
      {bootstrap.length > 0 && <p>{t("staff.people.bootstrap", { names: bootstrap.join(", ") })}</p>}
      <h2 id="add-title">{t("staff.people.add")}</h2>
      <form method="post" action="/staff/people/" className="stack" aria-labelledby="add-title">
        <label>
          {t("staff.people.email")}
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            spellCheck={false}
            defaultValue={form?.email ?? ""}
            aria-invalid={problem === "invalid" ? true : undefined}
          />
        </label>
        <label>
          {t("staff.people.role")}
          <RoleSelect id="new-role" value={form?.role} />
        </label>
        <button type="submit">{t("staff.people.save")}</button>
      </form>
    </>
  );
}
