import { useEffect, useState } from "react";
import { FieldError } from "../components/forms/Field";
import { useZoneCombobox } from "../components/forms/useZoneCombobox";
import { zoneKeysOf, type ZoneGroup } from "../components/forms/zone-types";
import { useT } from "../i18n/catalog";

export interface ZonePickerProps {
  /** The form's id prefix: the field is `{idPrefix}-zones`. */
  idPrefix: string;
  /** The feed's municipalities by region (worker/feed/zone-options.ts). */
  options: ZoneGroup[];
  /** The `zones` field's value: zone keys and municipality names separated by commas ("9000, L-1611, La Louvière"). */
  zones: string;
  /** The catalogue id of the field's error, if any. */
  error?: string | undefined;
}

const REGION_LABEL = {
  flanders: "zones.region.flanders",
  brussels: "zones.region.brussels",
  wallonia: "zones.region.wallonia",
  luxembourg: "zones.region.luxembourg",
} as const;

/**
 * The zones of a search alert: a multi-select combobox over the feed's municipalities, grouped by
 * region (WAI-ARIA APG combobox with a listbox popup), the chosen ones as removable chips. Without
 * script the server's plain text field stays: postcodes and names separated by commas. With script that same
 * field (hidden) carries the chosen keys, so the form posts the same `zones` either way, and a
 * postcode typed and entered that the list does not have is kept as it is.
 */
export default function ZonePicker({ idPrefix, options, zones, error }: ZonePickerProps) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [typed, setTyped] = useState(zones);
  const fieldId = `${idPrefix}-zones`;
  const comboId = `${idPrefix}-zones-search`;
  const listId = `${idPrefix}-zones-list`;
  const {
    keys,
    setKeys,
    text,
    open,
    setOpen,
    active,
    setActive,
    announcement,
    setAnnouncement,
    input,
    shown,
    optionId,
    labelOf,
    show,
    toggle,
    remove,
    onKeyDown,
  } = useZoneCombobox(options, zones, listId);
  useEffect(() => {
    // What was typed in the plain field before the script arrived becomes the chips.
    setKeys(zoneKeysOf(typed));
    setEnhanced(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : ""].filter(Boolean).join(" ");

  const plain = !enhanced;
  return (
    <div className={error ? "field zone-picker field-invalid" : "field zone-picker"}>
      <label htmlFor={plain ? fieldId : comboId} id={`${fieldId}-label`}>
        {t("zones.label")}
      </label>
      <p className="field-hint" id={`${fieldId}-hint`}>
        {t(plain ? "zones.hint" : "zones.comboHint")}
      </p>
      {/* The one field the form posts, with or without script. */}
      <input
        id={fieldId}
        name="zones"
        type="text"
        value={plain ? typed : keys.join(", ")}
        onChange={(event) => setTyped(event.target.value)}
        readOnly={!plain}
        hidden={!plain}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {enhanced && (
        <>
          {keys.length > 0 && (
            <ul className="zone-chips" aria-label={t("zones.chosen")}>
              {keys.map((key) => (
                <li key={key}>
                  <button type="button" className="zone-chip" aria-label={t("zones.remove", { zone: labelOf(key) })} onClick={() => remove(key)}>
                    {labelOf(key)} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="zone-combobox">
            <input
              ref={input}
              id={comboId}
              type="text"
              role="combobox"
              aria-expanded={open && shown.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              autoComplete="off"
              value={text}
              onChange={(event) => show(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => setAnnouncement("")}
              onBlur={() => setOpen(false)}
              onClick={() => setOpen(true)}
            />
            <div
              id={listId}
              role="listbox"
              aria-labelledby={`${fieldId}-label`}
              aria-multiselectable="true"
              className="zone-listbox"
              hidden={!open || shown.length === 0}
            >
              {shown.map(({ group, options: groupOptions }) => (
                <ul key={group.region} role="group" aria-labelledby={`${listId}-${group.region}`}>
                  <li role="presentation" id={`${listId}-${group.region}`} className="zone-region">
                    {t(REGION_LABEL[group.region])}
                  </li>
                  {groupOptions.map((option) => (
                    // The keyboard works in the combobox (aria-activedescendant), as the APG pattern has it: options take clicks only.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={`${option.key}|${option.label}`}
                      id={optionId(option.index)}
                      role="option"
                      aria-selected={keys.includes(option.key)}
                      className={option.index === active ? "zone-option zone-option-active" : "zone-option"}
                      // Keeps the focus in the combobox: a click chooses without closing the list.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => {
                        setActive(option.index);
                        toggle(option.key);
                      }}
                    >
                      {option.label} <span className="zone-count">({option.count})</span>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
          <p className="sr-only" role="status">
            {announcement}
          </p>
        </>
      )}
      <FieldError id={fieldId} error={error} />
    </div>
  );
}
