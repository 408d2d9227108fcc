import { ALERT_FIELDS, AlertField } from "./AlertFields";
import { LeadFormFields, type LeadFormBehaviour, type LeadFormProps, type OwnField } from "./LeadFormFields";

const alertField: OwnField = (field, props) =>
  ALERT_FIELDS.has(field.name) ? (
    <AlertField field={field} zone={{ idPrefix: props.idPrefix, options: props.zoneOptions ?? [], area: props.values.area ?? "" }} />
  ) : undefined;

/**
 * The search alert form (demand-register, and its manage page): the lead form with the search's own
 * fields, zone picker and map drawing among them. An island of its own (client/islands/AlertForm.tsx),
 * so the forms of property pages never load that code.
 */
export function AlertFormFields(props: LeadFormProps & LeadFormBehaviour) {
  return <LeadFormFields {...props} ownField={alertField} />;
}
