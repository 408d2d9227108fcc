import { useEffect, useRef, useState } from "react";
import { Icon } from "../components/icons";
import { useT } from "../i18n/catalog";

export interface CopyLinkProps {
  url: string;
}

type Outcome = "idle" | "copied" | "failed";

/** The old way, for browsers without the async clipboard API (or without permission to use it). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.className = "sr-only";
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

/**
 * "Copy link" next to the share links. It needs JavaScript, so the server renders it hidden; if
 * copying fails the address is shown selected, for the visitor to copy by hand.
 */
export default function CopyLink({ url }: CopyLinkProps) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (outcome === "failed") field.current?.select();
  }, [outcome]);

  return (
    <div className="copy-link" hidden={!ready}>
      <button type="button" className="button copy-link-button" onClick={() => void copyText(url).then((ok) => setOutcome(ok ? "copied" : "failed"))}>
        <Icon name="link" />
        {t("share.copy")}
      </button>
      <p className="copy-link-status" aria-live="polite">
        {outcome === "copied" && t("share.copied")}
        {outcome === "failed" && t("share.copyFailed")}
      </p>
      {outcome === "failed" && <input ref={field} className="copy-link-field" type="text" readOnly value={url} aria-label={t("share.linkAddress")} />}
    </div>
  );
}
