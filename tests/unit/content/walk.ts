/** Visits every string in a value, with its dotted path (for readable failure messages). */
export function eachString(value: unknown, visit: (path: string, text: string) => void, path = ""): void {
  if (typeof value === "string") visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, visit, `${path}[${index}]`));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) eachString(item, visit, path ? `${path}.${key}` : key);
  }
}

/** SPEC 2's article path rule, restated here so the test does not depend on the router's implementation. */
export function slugSegment(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}
