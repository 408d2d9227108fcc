import { useT } from "../../../client/i18n/catalog";
import { holds, type Field, type Place } from "./fields";
import { FieldView, type FormContext } from "./FieldView";
import { pathKeys } from "./form-read";

/** Where the field at `path` is on screen: the place of the first field on the way that has one. */
export function placeAt(root: Field, path: string): Place | undefined {
  let field: Field | undefined = root;
  for (const key of pathKeys(path)) {
    if (!field) return undefined;
    if (field.place) return field.place;
    const shape: Field["shape"] = field.shape;
    if (shape.form === "group") field = shape.entries.find(([name]) => name === key)?.[1];
    else if ((shape.form === "list" && typeof key === "number") || (shape.form === "languages" && typeof key === "string")) field = shape.item;
    else if (shape.form === "tuple" && typeof key === "number") field = shape.items[key];
    else if (shape.form === "either") field = shape.object;
    else return undefined;
  }
  return field?.place;
}

/**
 * The end of a form: one "Advanced" disclosure holding what a developer may need (layout columns,
 * CSS classes, order numbers) and, in its own part, the page's texts for sharing on social media.
 * Open when a refused field is in it.
 */
export function AdvancedPart({ form, value, ctx }: { form: Field; value: unknown; ctx: FormContext }) {
  const t = useT();
  const advanced = holds(form, "advanced");
  const social = holds(form, "social");
  if (!advanced && !social) return null;
  const open = [...ctx.issues.keys()].some((path) => {
    const place = placeAt(form, path);
    return place === "advanced" || place === "social";
  });
  return (
    <details className="advanced" open={open} id="advanced">
      <summary>{t("staff.content.advanced.title")}</summary>
      <p className="hint">{t("staff.content.advanced.intro")}</p>
      {advanced && <FieldView field={form} value={value} path="" name="" ctx={{ ...ctx, part: "advanced" }} />}
      {social && (
        <fieldset className="social">
          <legend>{t("staff.content.advanced.social")}</legend>
          <p className="hint">{t("staff.content.advanced.socialIntro")}</p>
          <FieldView field={form} value={value} path="" name="" ctx={{ ...ctx, part: "social" }} />
        </fieldset>
      )}
    </details>
  );
}
