import { useLingui } from "@lingui/react";
import { useT } from "../../i18n/catalog";
import { formatDay } from "../../domain/format";
import { isLang, type Lang } from "../../i18n/languages";
import { VISIT_SLOTS, type VisitSlot } from "../../forms/lead-forms";
import { FieldError, type FieldState } from "./Field";

export interface VisitDayOption {
  day: string;
  slots: { slot: VisitSlot; moment: string; full: boolean }[];
}

/** "woensdag 25 november" starts a legend: "Woensdag 25 november". */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The id of the first moment that can be chosen: where the error summary's link lands. */
export function firstFreeMomentId(fieldId: string, calendar: readonly VisitDayOption[]): string {
  const free = calendar.flatMap((day) => day.slots).find((slot) => !slot.full);
  return free ? `${fieldId}-${free.moment}` : fieldId;
}

/**
 * The visit moment: the bookable days, each with the three slots of SPEC 9. A full slot is shown
 * disabled with the word "full", so keyboard users skip it and screen readers hear why.
 */
export function VisitMoments({ field, calendar }: { field: FieldState; calendar: readonly VisitDayOption[] }) {
  const t = useT();
  const { i18n } = useLingui();
  const lang: Lang = isLang(i18n.locale) ? i18n.locale : "en";
  return (
    <fieldset
      className={field.error ? "field visit-moments field-invalid" : "field visit-moments"}
      id={field.id}
      tabIndex={-1}
      {...(field.error ? { "aria-describedby": `${field.id}-error` } : {})}
    >
      <legend>{field.label}</legend>
      <FieldError id={field.id} error={field.error} />
      <div className="visit-days">
        {calendar.map((day) => (
          <fieldset key={day.day} className="visit-day">
            <legend>{capitalise(formatDay(day.day, lang, "weekday"))}</legend>
            {day.slots.map((slot) => {
              const id = `${field.id}-${slot.moment}`;
              return (
                <span key={slot.slot} className={slot.full ? "radio-option slot-full" : "radio-option"}>
                  <input
                    id={id}
                    type="radio"
                    name={field.name}
                    value={slot.moment}
                    defaultChecked={field.value === slot.moment}
                    disabled={slot.full}
                    required
                  />
                  <label htmlFor={id}>
                    {VISIT_SLOTS[slot.slot]}
                    {slot.full && <span className="slot-state">({t("form.slot.full")})</span>}
                  </label>
                </span>
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
