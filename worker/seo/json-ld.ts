/** JSON-LD values and their safe serialisation inside `<script type="application/ld+json">`. */

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/** One schema.org node; undefined fields are left out when serialised. */
export interface JsonLdNode {
  readonly "@type": string;
  readonly [key: string]: JsonValue | undefined;
}

export const SCHEMA_ORG = "https://schema.org";

// Characters that could end the script element or open a comment/CDATA in HTML (<, >, &), and the
// two line terminators that older JavaScript parsers reject inside strings. JSON allows \u escapes
// for all of them, so the data stays the same after parsing.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The JSON text of a page's nodes: one node with its own @context, several as an @graph.
 * The result is safe to put verbatim inside a script element: no `</script>` can appear in it.
 */
export function serializeJsonLd(nodes: readonly JsonLdNode[]): string {
  const document = nodes.length === 1 ? { "@context": SCHEMA_ORG, ...nodes[0] } : { "@context": SCHEMA_ORG, "@graph": nodes };
  return JSON.stringify(document).replace(UNSAFE_IN_SCRIPT, escapeChar);
}
