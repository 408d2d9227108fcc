import type * as v from "valibot";
import type { ArticleSchema, ImageSchema, ModuleSchema, PageSchema, SiteConfigSchema, TeamMemberSchema } from "../schema";

/**
 * What the data modules are written as: the schema's input types, so the compiler checks the content
 * and `v.parse` (in ../index.ts) trims and checks it again at start-up.
 */
export type SiteInput = v.InferInput<typeof SiteConfigSchema>;
export type PageInput = v.InferInput<typeof PageSchema>;
export type ModuleInput = v.InferInput<typeof ModuleSchema>;
export type ArticleInput = v.InferInput<typeof ArticleSchema>;
export type TeamMemberInput = v.InferInput<typeof TeamMemberSchema>;
export type ImageInput = v.InferInput<typeof ImageSchema>;
export type BlockInput = ArticleInput["body"]["nl"][number];
export type LinkInput = Extract<BlockInput, { type: "link" }>["link"];
/** One text per language (SPEC 3 "Language-keyed content"). */
export type Texts = { nl: string; fr: string; en: string; de: string };

/** Builds an image; every picture of the demo lives under client/public. */
export function image(url: string, width: number, height: number, alt: Texts): ImageInput {
  return { url, width, height, alt };
}
