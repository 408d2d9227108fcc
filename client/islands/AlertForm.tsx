import { AlertFormFields } from "../components/forms/AlertFormFields";
import type { LeadFormProps } from "../components/forms/LeadFormFields";
import { ScriptedLeadForm } from "./LeadForm";

/** The search alert form with its script: the lead form's checks and captcha, with the zone picker and map drawing. */
export default function AlertForm(props: LeadFormProps) {
  return <ScriptedLeadForm {...props} Fields={AlertFormFields} />;
}
