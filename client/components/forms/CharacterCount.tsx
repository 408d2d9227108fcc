import { useEffect, useState } from "react";
import { useT } from "../../i18n/catalog";

/** What the forms' schemas count of a text (client/forms/fields.ts): trimmed, each line break one character. */
export const countedLength = (text: string): number => text.replace(/\r\n?/g, "\n").trim().length;

/**
 * The count under a long text field. The server's page (and a page without script) states the limit
 * only, as a count it could not keep up to date would mislead; once hydrated it follows the typing
 * and says how far over the limit the text is, which the field no longer cuts silently.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const t = useT();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const over = length - max;
  return (
    <p id={id} className={live && over > 0 ? "field-hint field-count field-count-over" : "field-hint field-count"}>
      {!live ? t("form.count.limit", { max }) : over > 0 ? t("form.count.over", { count: over }) : t("form.count.left", { count: -over })}
    </p>
  );
}
