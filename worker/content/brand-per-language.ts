/**
 * A version published, or a staff draft saved, before the brand was per language named the agency with
 * one text: that name in every language. Read wherever stored content is checked or parsed.
 */
export function withBrandPerLanguage(input: unknown): unknown {
  const site = (input as { site?: { agency?: { name?: unknown } } } | null)?.site;
  const name = site?.agency?.name;
  if (typeof name !== "string") return input;
  return { ...(input as object), site: { ...site, agency: { ...site!.agency, name: { nl: name, fr: name, en: name, de: name } } } };
}
