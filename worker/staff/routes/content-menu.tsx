import { dayOf } from "../../stats/day";
import { Hono } from "hono";
import { changedPaths } from "../../content/documents";
import type { SaveRequest } from "../../content/content-documents";
import type { StaffEnv } from "../env";
import { documentLabel } from "../content/document-view";
import { menuPages, sortsFor, withMove, type MenuPage } from "../content/menu-order";
import { renderStaff } from "../layout";
import { ContentMenuBody } from "../pages/ContentMenu";
import { postedForm, type StaffContext, staffLang, translate } from "./content-context";

const PATH = "/staff/content/menu/";

function renderMenu(c: StaffContext, pages: readonly MenuPage[], state: { saved?: boolean; conflict?: boolean }, status = 200) {
  const t = translate(c);
  return renderStaff(c, {
    title: t("staff.content.menu.title"),
    section: "content",
    status,
    islands: true,
    body: (
      <ContentMenuBody
        pages={pages.map(({ document, id }) => {
          const draft = (document.body as { status?: unknown }).status === "Draft";
          return {
            id,
            label: documentLabel(t, document, staffLang(c)),
            revision: document.revision,
            ...(draft ? { note: t("staff.content.status.Draft") } : {}),
          };
        })}
        saved={state.saved ?? false}
        conflict={state.conflict ?? false}
      />
    ),
  });
}

/** The menu pages in `order` (their ids), on the revisions they have now; a page added to the menu since comes last. */
const inOrder = (pages: readonly MenuPage[], order: readonly string[]): MenuPage[] => [
  ...order.map((id) => pages.find((page) => page.id === id)).filter((page): page is MenuPage => page !== undefined),
  ...pages.filter((page) => !order.includes(page.id)),
];

/**
 * The order of the site's menu (issue 17): every page whose place changes is saved as a revision of
 * its own, all in one change or none, each on the revision the editor showed.
 */
export const staffContentMenu = new Hono<StaffEnv>()
  .get(PATH, async (c) => renderMenu(c, menuPages(await c.var.services.repos.content.workingDocuments()), { saved: c.req.query("saved") === "1" }))
  .post(PATH, async (c) => {
    const [form, documents] = await Promise.all([postedForm(c), c.var.services.repos.content.workingDocuments()]);
    if (!form) return c.text("bad request", 400);
    const pages = menuPages(documents);
    const move = form.get("_move");
    const order = withMove(form.getAll("order").map(String), typeof move === "string" ? move : null);
    if (new Set(order).size !== order.length) return c.text("bad request", 400);
    const sorts = sortsFor(pages, order);
    // Someone put a page in the menu or took one out since this list was shown: this order, on today's menu, to save again.
    if (!sorts) return renderMenu(c, inOrder(pages, order), { conflict: true }, 409);
    const now = new Date();
    const saves: SaveRequest[] = [];
    for (const page of pages) {
      const sort = sorts.get(page.id)!;
      if (sort === page.sort) continue;
      const before = page.document.body as Record<string, unknown>;
      const body = { ...before, sort, modifyDate: dayOf(now) };
      const base = Number(form.get(`rev.${page.id}`) ?? Number.NaN);
      // A page the form did not show (or a forged revision) is a page saved since: never silently overwritten.
      saves.push({
        kind: "page",
        id: page.id,
        base: Number.isInteger(base) ? base : -1,
        body,
        author: c.var.staff.email,
        changed: changedPaths(before, body),
        now,
      });
    }
    const outcome = await c.var.services.repos.content.documents.saveAll(saves);
    if (outcome.outcome === "saved") return c.redirect(`${PATH}?saved=1`, 303);
    // This person's order, on the revisions there are now: saving it again puts it over the other save, knowingly.
    return renderMenu(c, inOrder(menuPages(await c.var.services.repos.content.workingDocuments()), order), { conflict: true }, 409);
  });
