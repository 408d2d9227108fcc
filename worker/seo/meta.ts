import type { JsonLdNode } from "./json-ld";

/** The social-sharing and structured-data part of a page's metadata (Meta extends it). */
export interface SocialMeta {
  /** Open Graph image: a site path or an absolute address; the site's default image when absent. */
  image?: string | undefined;
  /** The image's size in pixels, when known (only with `image`). */
  imageSize?: { width: number; height: number } | undefined;
  imageAlt?: string | undefined;
  ogType?: string | undefined;
  /** og:title / og:description when they differ from the page's title and description. */
  ogTitle?: string | undefined;
  ogDescription?: string | undefined;
  twitterTitle?: string | undefined;
  twitterDescription?: string | undefined;
  twitterImage?: string | undefined;
  /** The @handle of the agency's account; the site's when absent. */
  twitterSite?: string | undefined;
  /** schema.org nodes of the page (worker/seo/structured-data.ts builds them); serialised safely. */
  structuredData?: readonly JsonLdNode[] | undefined;
}

/** A page's metadata: title, description, indexing, alternates and (SocialMeta) Open Graph, Twitter and JSON-LD. */
export interface Meta extends SocialMeta {
  title: string;
  description: string;
  /** Path of the page whose address is canonical (the current one unless it is a duplicate). */
  canonicalPath: string;
  /** Where x-default points: the language-negotiating original path where one exists. */
  xDefaultPath: string;
  noindex: boolean;
}
