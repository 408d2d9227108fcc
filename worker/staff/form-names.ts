import { isLeadForm } from "../../client/forms/lead-forms";

/**
 * The catalogue id naming a form for the staff, as the agency's mail names it (`mail.form.*`); the
 * newsletter's sign-up form has a name of its own, any other a general one. One function, so the
 * staff screens follow the mails' words wherever they come to live.
 */
export function formNameId(form: string): string {
  if (isLeadForm(form)) return `mail.form.${form}`;
  if (form === "sign-newsletter") return "staff.dashboard.form.newsletter";
  return "staff.dashboard.form.other";
}
