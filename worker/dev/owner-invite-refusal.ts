/**
 * What `npm run owner:invite` says when the site refuses an invitation (422), kept apart from the
 * script (which runs on import) so a test can read it. Plain data only: Node runs it as it is.
 */
/** Why the site refused the invitation (422), in words: the ids in no published listing, or the invalid fields. */
export function refusal(answer: unknown): string {
  const refused = (typeof answer === "object" && answer !== null ? answer : {}) as {
    error?: string;
    fields?: string[];
    properties?: number[];
    projects?: number[];
  };
  if (refused.error === "unknown-listings") {
    const named = [
      ...(refused.properties?.length ? [`${refused.properties.length === 1 ? "property" : "properties"} ${refused.properties.join(", ")}`] : []),
      ...(refused.projects?.length ? [`${refused.projects.length === 1 ? "project" : "projects"} ${refused.projects.join(", ")}`] : []),
    ];
    return `no published listing of the current feed has ${named.join(" or ")}; nothing was changed. Check the id(s) on the site or in the agency's software.`;
  }
  return `invalid ${refused.fields?.join(", ") ?? "input"}.`;
}
