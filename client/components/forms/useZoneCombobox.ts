import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { foldText } from "../../domain/text";
import { useT } from "../../i18n/catalog";
import { zoneKeysOf, type ZoneGroup, type ZoneOption } from "./zone-types";

/** One region's options that match what is typed, each with its place in the whole shown list. */
export interface ShownZones {
  group: ZoneGroup;
  options: (ZoneOption & { index: number })[];
}

// Per option list (the island's props, for the page's life): each option's label and other names folded once, not on every keystroke.
const foldedNames = new WeakMap<ZoneOption, string[]>();

function namesOf(option: ZoneOption): string[] {
  let names = foldedNames.get(option);
  if (!names) foldedNames.set(option, (names = [option.label, ...(option.names ?? [])].map(foldText)));
  return names;
}

/**
 * The options whose label or one of whose other names holds what is typed, accents and case aside
 * ("lie" finds "4000 Liège", "900" finds "9000 Gent", "Bruxelles" finds "1000 Brüssel" on the German page).
 */
export function filtered(groups: readonly ZoneGroup[], text: string): ShownZones[] {
  const wanted = foldText(text);
  let index = 0;
  return groups.flatMap((group) => {
    const options = group.options
      .filter((option) => !wanted || namesOf(option).some((name) => name.includes(wanted)))
      .map((option) => ({ ...option, index: index++ }));
    return options.length > 0 ? [{ group, options }] : [];
  });
}

const isPostcodeKey = (key: string) => /^(L-)?\d{4}$/.test(key);

/**
 * The state of the ZonePicker's combobox (WAI-ARIA APG multi-select combobox with a listbox popup):
 * the chosen zones, the typed filter, the open list and its active option (aria-activedescendant),
 * the keyboard (arrows, Home/End, Enter, Escape, Backspace) and what a screen reader is told.
 * `listId` names the options' ids (`{listId}-{index}`), kept in view as the arrows move.
 */
export function useZoneCombobox(options: readonly ZoneGroup[], zones: string, listId: string) {
  const t = useT();
  const [keys, setKeys] = useState(() => zoneKeysOf(zones));
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);

  const labels = useMemo(() => new Map(options.flatMap((group) => group.options.map((option) => [option.key, option.label] as const))), [options]);
  const shown = useMemo(() => filtered(options, text), [options, text]);
  const flat = useMemo(() => shown.flatMap((part) => part.options), [shown]);
  const optionId = (index: number) => `${listId}-${index}`;
  const labelOf = (key: string) => labels.get(key) ?? key;

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function show(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    const count = filtered(options, value).reduce((sum, part) => sum + part.options.length, 0);
    setAnnouncement(count > 0 ? t("zones.results", { count }) : t("zones.none"));
  }

  function toggle(key: string) {
    const chosen = keys.includes(key);
    setKeys(chosen ? keys.filter((other) => other !== key) : [...keys, key]);
    setAnnouncement(t(chosen ? "zones.removed" : "zones.added", { zone: labelOf(key) }));
  }

  function addTyped(): boolean {
    const typed = zoneKeysOf(text).filter(isPostcodeKey);
    if (typed.length === 0) return false;
    setKeys([...keys, ...typed.filter((key) => !keys.includes(key))]);
    setAnnouncement(t("zones.added", { zone: typed.map(labelOf).join(", ") }));
    setText("");
    return true;
  }

  function remove(key: string) {
    setKeys(keys.filter((other) => other !== key));
    setAnnouncement(t("zones.removed", { zone: labelOf(key) }));
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = flat.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(active < last ? active + 1 : 0);
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(active > 0 ? active - 1 : last);
        return;
      case "Home":
      case "End":
        // In the list, Home and End go to its first and last option; in the text, they move the caret.
        if (!open || active < 0 || flat.length === 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : last);
        return;
      case "Enter": {
        const option = open && active >= 0 ? flat[active] : undefined;
        if (option) {
          event.preventDefault();
          toggle(option.key);
        } else if (text.trim()) {
          // Never submits the form halfway through choosing; a typed postcode is added as it is.
          event.preventDefault();
          if (!addTyped()) setAnnouncement(flat.length > 0 ? t("zones.results", { count: flat.length }) : t("zones.none"));
        }
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        return;
      case "Backspace":
        if (text === "" && keys.length > 0) {
          event.preventDefault();
          remove(keys.at(-1)!);
        }
        return;
    }
  }

  return {
    keys,
    /** Replaces the chosen zones (what the plain field held before the script arrived). */
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
  };
}
