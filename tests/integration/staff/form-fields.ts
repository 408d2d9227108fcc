/** The character references React writes in text and attributes. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name] ?? "");

/**
 * What a browser would post for the first form of a page, untouched: its inputs (checked boxes
 * only), text areas and selected options, without any submit button. Read with workerd's own
 * HTMLRewriter, so the test posts exactly what the page offers.
 */
export async function formFields(html: string): Promise<[string, string][]> {
  const fields: [string, string][] = [];
  let inForm = 0;
  let formsSeen = 0;
  let textarea: { name: string; text: string } | undefined;
  let select: { name: string; value: string | undefined; first: string | undefined } | undefined;
  let option: string | undefined;
  await new HTMLRewriter()
    .on("form", {
      element(element) {
        formsSeen += 1;
        if (formsSeen !== 1) return;
        inForm = 1;
        element.onEndTag(() => void (inForm = 0));
      },
    })
    .on("input", {
      element(element) {
        const name = element.getAttribute("name");
        const type = element.getAttribute("type") ?? "text";
        if (!inForm || !name || type === "submit") return;
        if ((type === "checkbox" || type === "radio") && !element.hasAttribute("checked")) return;
        // A file input posts nothing when no file is chosen (a test that uploads appends its own).
        if (type === "file") return;
        fields.push([decode(name), decode(element.getAttribute("value") ?? (type === "checkbox" ? "on" : ""))]);
      },
    })
    .on("textarea", {
      element(element) {
        const name = element.getAttribute("name");
        if (!inForm || !name) return;
        textarea = { name: decode(name), text: "" };
        element.onEndTag(() => {
          if (textarea) fields.push([textarea.name, decode(textarea.text).replace(/^\n/, "")]);
          textarea = undefined;
        });
      },
      text(chunk) {
        if (textarea) textarea.text += chunk.text;
      },
    })
    .on("select", {
      element(element) {
        const name = element.getAttribute("name");
        if (!inForm || !name) return;
        select = { name: decode(name), value: undefined, first: undefined };
        element.onEndTag(() => {
          if (select) fields.push([select.name, select.value ?? select.first ?? ""]);
          select = undefined;
        });
      },
    })
    .on("option", {
      element(element) {
        if (!select) return;
        option = decode(element.getAttribute("value") ?? "");
        select.first ??= option;
        if (element.hasAttribute("selected")) select.value = option;
      },
    })
    .transform(new Response(html))
    .text();
  return fields;
}

/** The fields with some values replaced (by name), as staff would type them. */
export function edited(fields: readonly [string, string][], changes: Record<string, string>): URLSearchParams {
  const names = new Set(fields.map(([name]) => name));
  for (const name of Object.keys(changes)) if (!names.has(name)) throw new Error(`the form has no field ${name}`);
  return new URLSearchParams(fields.map(([name, value]) => [name, changes[name] ?? value]));
}
