import { useId, useState, type ChangeEvent } from "react";
import { fillTemplate } from "../template";

export interface OptionFilterProps {
  /** The id of what it narrows: a <select> (its options), or an element whose [data-filter] children are the choices. */
  target: string;
  label: string;
  /** "{count} shown", filled in here. */
  count: string;
}

const normal = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Narrows `target`'s choices to those whose words hold what was typed; the chosen one always stays. Returns how many are shown. */
function narrow(target: HTMLElement, typed: string): number {
  const words = normal(typed).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => normal(text).includes(word));
  let shown = 0;
  if (target instanceof HTMLSelectElement) {
    for (const option of target.options) {
      option.hidden = !option.selected && !matches(`${option.text} ${option.parentElement instanceof HTMLOptGroupElement ? option.parentElement.label : ""}`);
      if (!option.hidden) shown += 1;
    }
    for (const group of target.querySelectorAll("optgroup")) group.hidden = [...group.querySelectorAll("option")].every((option) => option.hidden);
    return shown;
  }
  for (const choice of target.querySelectorAll<HTMLElement>("[data-filter]")) {
    const checked = choice.querySelector("input")?.checked ?? false;
    choice.hidden = !checked && !matches(`${choice.textContent ?? ""} ${choice.dataset.filter ?? ""}`);
    if (!choice.hidden) shown += 1;
  }
  return shown;
}

/** A search box over a list of choices (a module's article, an image of the library): the list works without it. */
export default function OptionFilter({ target, label, count }: OptionFilterProps) {
  const id = useId();
  const [shown, setShown] = useState<number | undefined>(undefined);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = document.getElementById(target);
    if (element) setShown(narrow(element, event.target.value));
  };
  return (
    <div className="option-filter">
      <label htmlFor={id}>{label}</label> <input id={id} type="search" onChange={onChange} autoComplete="off" aria-controls={target} />
      {/* Not a role="status": the page's own notices are the status; this is a polite live count. */}
      <span aria-live="polite">{shown === undefined ? "" : fillTemplate(count, { count: String(shown) })}</span>
    </div>
  );
}
