import type { LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import type { LeftOut } from "../../alerts/prefill";
import type { Article, Module, SiteConfig, TeamMember } from "../../content/schema";
import type { PropertySummary } from "../../feed/model";
import type { PropertyListProps } from "../listings/PropertyList";
import type { ProjectCardItem } from "../projects/ProjectCard";

/**
 * What one module shows, loaded before rendering by its type's loader (worker/routes/modules.ts):
 * React renders synchronously, so every module gets its data explicitly rather than looking it up.
 */
export type ModuleData =
  /** An article as cards (card-view) or as text (single-view); null when it is not Published. */
  | { kind: "article"; article: Article | null }
  | { kind: "team"; members: TeamMember[] }
  /** A text module: its own rich text (Module.text), typed in place. */
  | { kind: "text" }
  /**
   * The agency's address and the contact form (site-contact); on the demand-register page, what of a
   * list's search its link brought that the alert form could not take over (worker/alerts/prefill.ts).
   */
  | { kind: "contact"; agency: SiteConfig["agency"]; form: LeadFormProps; leftOut?: LeftOut[] | undefined }
  /** A property-list module on a for-sale or for-rent page: filters, cards, paging and the map. */
  | { kind: "propertyList"; list: PropertyListProps }
  /** A property-list module anywhere else: the newest available properties, up to maxItems. */
  | { kind: "newestProperties"; items: PropertySummary[] }
  | { kind: "projects"; items: ProjectCardItem[] };

export interface LoadedModule {
  module: Module;
  data: ModuleData;
}
