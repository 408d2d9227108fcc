import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { linkAddress, type LinkTarget, type RouteChoice } from "./link-target";

export interface LinkPanelLabels {
  legend: string;
  page: string;
  address: string;
  none: string;
  apply: string;
  remove: string;
  cancel: string;
  missing: string;
  both: string;
  invalid: string;
}

interface Props {
  id: string;
  routes: readonly RouteChoice[];
  /** The target of the link block the cursor is in, if it is one. */
  current: LinkTarget | null;
  labels: LinkPanelLabels;
  onApply: (target: LinkTarget) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The refusal of a target, or the target: one page or one address, as the content's link has it. */
function targetOf(route: string, href: string, labels: LinkPanelLabels): LinkTarget | string {
  const address = href.trim();
  if (route && address) return labels.both;
  if (route) return { route, href: null };
  if (!address) return labels.missing;
  const kept = linkAddress(address);
  return kept ? { route: null, href: kept } : labels.invalid;
}

/**
 * Where the block with the cursor gets its target: a page of the site or an address. Its fields
 * carry no name, so the document form never posts them; Enter sets the link instead of saving the form.
 */
export function RichTextLinkPanel({ id, routes, current, labels, onApply, onRemove, onClose }: Props) {
  const [route, setRoute] = useState(current?.route ?? "");
  const [href, setHref] = useState(current?.href ?? "");
  const [error, setError] = useState("");
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  const apply = () => {
    const target = targetOf(route, href, labels);
    if (typeof target === "string") setError(target);
    else onApply(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  };
  const invalid = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Enter for the fields inside, which handle them first.
    <fieldset id={id} className="rt-link" onKeyDown={onKeyDown}>
      <legend>{labels.legend}</legend>
      <div className="field">
        <label htmlFor={`${id}-route`}>{labels.page}</label>
        <select id={`${id}-route`} ref={first} value={route} onChange={(event) => setRoute(event.target.value)} {...invalid}>
          <option value="">{labels.none}</option>
          {routes.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-href`}>{labels.address}</label>
        <input id={`${id}-href`} type="text" inputMode="url" value={href} onChange={(event) => setHref(event.target.value)} {...invalid} />
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className="item-tools">
        <button type="button" onClick={apply}>
          {labels.apply}
        </button>
        {current && (
          <button type="button" onClick={onRemove}>
            {labels.remove}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {labels.cancel}
        </button>
      </div>
    </fieldset>
  );
}
