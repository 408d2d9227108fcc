import { Hono } from "hono";
import * as v from "valibot";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { blocksFromText } from "../../../client/staff/block-text";
import { enabledLanguages } from "../../content";
import type { DocumentIssue } from "../../content/documents";
import { newPageBody, staffFirst, type NewPageInput } from "../../content/new-page";
import { recordOf } from "../content/document-view";
import { keepIdentity } from "../content/identity";
import { pathLabel } from "../content/labels";
import { issueMessages } from "../content/messages";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { documentHref } from "../pages/ContentParts";
import { NewPageBody } from "../pages/NewPage";
import { dayOf } from "../../stats/day";
import { newDocument, parentChoices } from "./content";
import { routeNames } from "./content-problems";
import { postedForm, type StaffContext, staffLang, translate } from "./content-context";

const NEW_PAGE = "/staff/content/page/new/";

/** The longest title the form takes (a page's title is a line of text). */
const MAX_TITLE = 200;
/** The longest text one language's rich text may be posted as (the whole form stays within the body limit). */
const MAX_TEXT = 50_000;

const line = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), "");
const perLanguage = (max: number) => v.object({ nl: line(max), fr: line(max), en: line(max), de: line(max) });

/** The posted form, at its boundary: texts of bounded length, the parent a page id or none. */
const NewPageForm = v.object({
  title: perLanguage(MAX_TITLE),
  path: perLanguage(MAX_TITLE),
  text: perLanguage(MAX_TEXT),
  parentId: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/), v.transform(Number))]), ""),
  inMenu: v.optional(v.literal("on")),
});

/** The form's fields as the schema reads them (`title.nl` → { title: { nl } }). */
function formObject(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry.replace(/\r\n?/g, "\n") : undefined;
  };
  const group = (prefix: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, value(`${prefix}.${lang}`)]).filter(([, entry]) => entry !== undefined));
  return { title: group("title"), path: group("path"), text: group("text"), parentId: value("parentId"), inMenu: value("inMenu") };
}

/** Where an issue of the page document shows on the short form: its title, address or text in a language, or its parent. */
function formName(at: string): string | undefined {
  const title = /^params\.title\.(nl|fr|en|de)(\.text)?$/.exec(at);
  if (title) return `title.${title[1]}`;
  const path = /^params\.path\.(nl|fr|en|de)$/.exec(at);
  if (path) return `path.${path[1]}`;
  const text = /^params\.modules\[0\]\.text\.(nl|fr|en|de)/.exec(at);
  if (text) return `text.${text[1]}`;
  if (at === "parentId") return "parentId";
  return undefined;
}

/** The languages the form asks: those the site shows, the staff member's first. */
const formLanguages = (c: StaffContext): Lang[] => {
  const shown = enabledLanguages(c.var.services.content.site, c.var.services.config.languages);
  return staffFirst(staffLang(c)).filter((lang) => shown.includes(lang));
};

async function renderNewPage(c: StaffContext, input: NewPageInput, issues: ReadonlyMap<string, string> = new Map(), status = 200) {
  const t = translate(c);
  const documents = await c.var.services.repos.content.workingDocuments();
  return renderStaff(c, {
    title: t("staff.content.new.page"),
    section: "content",
    status,
    islands: true,
    body: (
      <NewPageBody
        languages={formLanguages(c)}
        title={input.title}
        path={input.path}
        text={input.text}
        parentId={input.parentId}
        inMenu={input.inMenu}
        parents={parentChoices(t, staffLang(c), documents, newDocument("page"), { parentId: null }) ?? []}
        routeNames={routeNames(t, staffLang(c), documents)}
        issues={issues}
      />
    ),
  });
}

const EMPTY: NewPageInput = { title: {}, path: {}, text: {}, parentId: null, inMenu: true };

/**
 * "New page" in one go (issue 42): GET shows the short form, POST makes the page a draft (shown on the
 * site once published, one text module holding the text) and opens its own edit form.
 */
export const staffContentNewPage = new Hono<StaffEnv>()
  .get(NEW_PAGE, (c) => renderNewPage(c, EMPTY))
  .post(NEW_PAGE, async (c) => {
    const form = await postedForm(c);
    const parsed = form && v.safeParse(NewPageForm, formObject(form));
    if (!parsed?.success) return c.text("bad request", 400);
    const posted = parsed.output;
    const t = translate(c);
    const lang = staffLang(c);
    const text = Object.fromEntries(LANGUAGES.map((code) => [code, blocksFromText(posted.text[code])])) as NewPageInput["text"];
    const input: NewPageInput = {
      title: posted.title,
      path: posted.path,
      text,
      parentId: posted.parentId === "" ? null : posted.parentId,
      inMenu: posted.inMenu === "on",
    };
    const first = formLanguages(c)[0] ?? lang;
    if (LANGUAGES.every((code) => input.title[code] === "")) {
      return renderNewPage(c, input, new Map([[`title.${first}`, t("staff.content.newPage.titleMissing")]]), 422);
    }
    const documents = await c.var.services.repos.content.workingDocuments();
    const parents = parentChoices(t, lang, documents, newDocument("page"), { parentId: null }) ?? [];
    if (input.parentId !== null && !parents.some((parent) => parent.id === input.parentId)) {
      return renderNewPage(c, { ...input, parentId: null }, new Map([["parentId", t("staff.content.newPage.parentRefused")]]), 422);
    }
    const now = new Date();
    const sort = Math.max(0, ...documents.filter((document) => document.kind === "page").map((document) => Number(recordOf(document.body).sort) || 0)) + 1;
    const body = newPageBody(input, { staffLang: lang, sort, today: dayOf(now) });
    // Its text module gets an id no other module of the site has.
    const made = { ...newDocument("page"), body: { createDate: dayOf(now) } };
    const kept = (await keepIdentity(c.var.services.repos.content, made, body, now)) as Record<string, unknown>;
    const outcome = await c.var.services.repos.content.createDocument({ kind: "page", body: kept, author: c.var.staff.email, now });
    if (outcome.outcome === "created") return c.redirect(`${documentHref({ kind: "page", id: outcome.id })}?saved=1`, 303);
    return renderNewPage(c, { ...input, path: recordOf(recordOf(body.params).path) as NewPageInput["path"] }, shortFormIssues(t, outcome.issues, first), 422);
  });

/** The page document's refused fields, named by the short form's fields (the others by where they are, in words). */
function shortFormIssues(t: ReturnType<typeof translate>, issues: readonly DocumentIssue[], first: Lang): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [at, message] of issueMessages(t, issues)) {
    // No address in any language (a title of signs only): said at the first address field.
    const name = at === "params.path" ? `path.${first}` : at === "name" ? `title.${first}` : formName(at);
    messages.set(name ?? at, name ? message : `${pathLabel(t, at)}: ${message}`);
  }
  return messages;
}
