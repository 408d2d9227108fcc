import { FORM_CONTEXT } from "../../client/forms/guards";
import type { LeadForm } from "../../client/forms/lead-forms";
import type { Lang } from "../../client/i18n/languages";
import { formPath } from "../../client/i18n/routes";
import type { LeadSubject } from "../leads/lead-view";
import type { Services } from "../services";
import { listingAlternates } from "../services/listings";
import { alternatesIn } from "./content-page";

/**
 * A form's own page in the other languages, for the language switch: a visitor whose post was refused
 * (or who landed on the form) changes language and stays on the form; what was typed stays behind.
 * A form about a property or project is offered only in the languages that have it, and carries it
 * with the page it sits on there.
 */
export async function formAlternates(
  services: Services,
  enabled: readonly Lang[],
  form: LeadForm,
  lang: Lang,
  about: Pick<LeadSubject, "kind" | "id"> | undefined,
): Promise<Partial<Record<Lang, string>>> {
  if (!about) return alternatesIn(enabled, (code) => formPath(form, code));
  const index = await services.listings.index(lang);
  if (!index) return {};
  const pages = await listingAlternates(services.listings, enabled, index, about.id, (other) =>
    about.kind === "property" ? other.properties : other.projects,
  );
  const subject = about.kind === "property" ? FORM_CONTEXT.property : FORM_CONTEXT.project;
  return Object.fromEntries(
    Object.entries(pages).map(([code, page]) => [
      code,
      `${formPath(form, code as Lang)}?${new URLSearchParams({ [subject]: String(about.id), [FORM_CONTEXT.page]: page })}`,
    ]),
  );
}
