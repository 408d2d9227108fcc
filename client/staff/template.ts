/** A worker-translated sentence with `{name}` places filled in the browser (staff islands carry no catalogue). */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
