import { useLingui } from "@lingui/react";
import { useT } from "../../i18n/catalog";
import { isLang } from "../../i18n/languages";
import { ALERT_FREQUENCY_CHOICES, ALERT_GOALS, ALERT_SEARCH_FIELDS } from "../../forms/alert-form";
import { VALUATION_TYPES, VISIT_SLOTS, VISIT_SLOT_KEYS } from "../../forms/fields";
import { FieldError, RadioGroup, TextField, type FieldState } from "./Field";
import { FREQUENCY_LABELS, GOAL_LABELS, PROPERTY_TYPE_LABELS } from "./labels";
import { ZoneFields } from "./ZoneFields";
import type { ZoneGroup } from "./zone-types";

/** The fields AlertField draws: the search's own, and the contact slots (client/forms/alert-form.ts). */
export const ALERT_FIELDS: ReadonlySet<string> = new Set([...ALERT_SEARCH_FIELDS, "slots"]);

/** Longest typed number (a price with its dots), in characters. */
const NUMBER_MAX_LENGTH = 12;

/** Several choices under one legend (property types, contact slots), posted as repeated names; the error belongs to the group. */
export function CheckboxGroup({ field, options }: { field: FieldState; options: { value: string; label: string }[] }) {
  const chosen = new Set(field.value.split(","));
  return (
    <fieldset
      className={["field", "checkbox-group", field.error ? "field-invalid" : ""].filter(Boolean).join(" ")}
      {...(field.error ? { "aria-describedby": `${field.id}-error` } : {})}
    >
      <legend>{field.label}</legend>
      <div className="checkbox-options">
        {options.map((option, index) => {
          const id = index === 0 ? field.id : `${field.id}-${option.value}`;
          return (
            <span key={option.value} className="field-checkbox">
              <input id={id} type="checkbox" name={field.name} value={option.value} defaultChecked={chosen.has(option.value)} />
              <label htmlFor={id}>{option.label}</label>
            </span>
          );
        })}
      </div>
      <FieldError id={field.id} error={field.error} />
    </fieldset>
  );
}

/** What the zone fields need besides the field: the form's id prefix, the feed's municipalities, the drawn area. */
export interface ZoneSetup {
  idPrefix: string;
  options: ZoneGroup[];
  area: string;
}

/** One of the alert's own fields. */
export function AlertField({ field, zone }: { field: FieldState; zone: ZoneSetup }) {
  const t = useT();
  const { i18n } = useLingui();
  switch (field.name) {
    case "goal":
      return <RadioGroup field={field} className="inline" options={ALERT_GOALS.map((goal) => ({ value: goal, label: t(GOAL_LABELS[goal]!) }))} />;
    case "types":
      return <CheckboxGroup field={field} options={VALUATION_TYPES.map((type) => ({ value: type, label: t(PROPERTY_TYPE_LABELS[type]!) }))} />;
    case "zones":
      return (
        <ZoneFields
          idPrefix={zone.idPrefix}
          lang={isLang(i18n.locale) ? i18n.locale : "nl"}
          options={zone.options}
          zones={field.value}
          area={zone.area}
          errors={{ zones: field.error }}
        />
      );
    case "frequency":
      return <RadioGroup field={field} options={ALERT_FREQUENCY_CHOICES.map((frequency) => ({ value: frequency, label: t(FREQUENCY_LABELS[frequency]!) }))} />;
    case "slots":
      return <CheckboxGroup field={field} options={VISIT_SLOT_KEYS.map((slot) => ({ value: slot, label: VISIT_SLOTS[slot] }))} />;
    default:
      return <TextField field={field} autoComplete="off" max={NUMBER_MAX_LENGTH} inputMode="numeric" />;
  }
}
