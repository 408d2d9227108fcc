import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedPath } from "../../../client/i18n/routes";
import { forgetContentPointer } from "../../../worker/content/published";
import { workingDocument } from "../../../worker/content/working-copy";
import { clientAssets } from "../../../worker/render/assets";
import { contentDocumentRepository } from "../../../worker/content/content-documents";
import { resetContent } from "../content/reset";
import { formFields } from "./form-fields";
import { publishEverything, staffFetch } from "./helpers";

const MENU = "/staff/content/menu/";
/** The seed's menu pages, by id, in their order: home, for sale, for rent, projects, ... */
const FOR_SALE = "3";
const FOR_RENT = "4";

async function menuForm() {
  const page = await staffFetch(MENU, { headers: { "Accept-Language": "en" } });
  expect(page.status).toBe(200);
  return { html: page.body, fields: await formFields(page.body) };
}

const post = (fields: [string, string][]) =>
  staffFetch(MENU, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
  });

const sortOf = async (id: string) => ((await workingDocument(env.DB, { kind: "page", id }))?.body as { sort: number }).sort;
const orderIn = (fields: [string, string][]) => fields.filter(([name]) => name === "order").map(([, id]) => id);

/** Where the public header links for sale and for rent, in that page's menu. */
async function publicMenu(): Promise<{ sale: number; rent: number }> {
  forgetContentPointer();
  const html = (await staffFetch("/en/")).body;
  return { sale: html.indexOf(`href="${fixedPath("forSale", "en")}"`), rent: html.indexOf(`href="${fixedPath("forRent", "en")}"`) };
}

beforeEach(resetContent);

describe("the menu order, /staff/content/menu/", () => {
  it("lists the menu's pages in order, with the staff script for drag and keyboard", async () => {
    const { html, fields } = await menuForm();
    expect(orderIn(fields)).toEqual(["1", FOR_SALE, FOR_RENT, "14", "8", "5", "6"]);
    expect(fields).toContainEqual([`rev.${FOR_SALE}`, "0"]);
    expect(html).toContain('data-staff-island="SortableList"');
    expect(clientAssets.staffScript).not.toBe(clientAssets.script);
    expect(html).toContain(`<script type="module" src="${clientAssets.staffScript}"`);
    // The public pages never load it.
    expect((await staffFetch("/en/")).body).not.toContain("data-staff-island");
  });

  it("moves a page down without a script, saves both pages as revisions, and the menu changes at the next publish", async () => {
    const before = await publicMenu();
    expect(before.sale).toBeLessThan(before.rent);
    const { fields } = await menuForm();
    const moved = await post([...fields, ["_move", `down:${FOR_SALE}`]]);
    expect(moved.status).toBe(303);
    expect(moved.response.headers.get("Location")).toBe(`${MENU}?saved=1`);
    expect([await sortOf(FOR_SALE), await sortOf(FOR_RENT)]).toEqual([3, 1]);
    expect(orderIn((await menuForm()).fields)).toEqual(["1", FOR_RENT, FOR_SALE, "14", "8", "5", "6"]);
    const revisions = await contentDocumentRepository(env.DB).revisions({ kind: "page", id: FOR_SALE });
    expect(revisions[0]).toMatchObject({ revision: 1, author: "dev@localhost", changed: expect.arrayContaining(["sort"]) });
    // Saved, not yet published.
    expect(await publicMenu()).toEqual(before);

    const published = await publishEverything();
    expect(published.status).toBe(303);
    const after = await publicMenu();
    expect(after.rent).toBeGreaterThan(-1);
    expect(after.rent).toBeLessThan(after.sale);
  });

  it("saves a whole new order at once, as the drag-and-drop list posts it", async () => {
    const { fields } = await menuForm();
    const order = ["6", "1", FOR_SALE, FOR_RENT, "14", "8", "5"];
    const saved = await post([...fields.filter(([name]) => name !== "order"), ...order.map((id): [string, string] => ["order", id])]);
    expect(saved.status).toBe(303);
    expect(orderIn((await menuForm()).fields)).toEqual(order);
  });

  it("refuses the whole order when someone saved one of its pages meanwhile, and shows this person's order to save again", async () => {
    const { fields } = await menuForm();
    const forRent = await workingDocument(env.DB, { kind: "page", id: FOR_RENT });
    const other = await contentDocumentRepository(env.DB).save({
      kind: "page",
      id: FOR_RENT,
      base: 0,
      body: { ...(forRent!.body as object), name: "Renting" },
      author: "other@agency.example",
      changed: ["name"],
      now: new Date(),
    });
    expect(other.outcome).toBe("saved");

    const refused = await post([...fields, ["_move", `down:${FOR_SALE}`]]);
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Someone saved one of these pages meanwhile");
    // Nothing of the order was saved: not the page moved, not the page someone else saved.
    expect(await sortOf(FOR_SALE)).toBe(1);
    expect(await workingDocument(env.DB, { kind: "page", id: FOR_RENT })).toMatchObject({ revision: 1, body: { name: "Renting", sort: 3 } });

    const again = await formFields(refused.body);
    expect(orderIn(again)).toEqual(["1", FOR_RENT, FOR_SALE, "14", "8", "5", "6"]);
    expect(again).toContainEqual([`rev.${FOR_RENT}`, "1"]);
    expect((await post(again)).status).toBe(303);
    expect(await workingDocument(env.DB, { kind: "page", id: FOR_RENT })).toMatchObject({ revision: 2, body: { name: "Renting", sort: 1 } });
  });

  it("shows this person's order on today's menu when a page joined or left the menu meanwhile, and refuses a forged one", async () => {
    const { fields } = await menuForm();
    const contact = await workingDocument(env.DB, { kind: "page", id: "6" });
    const left = await contentDocumentRepository(env.DB).save({
      kind: "page",
      id: "6",
      base: 0,
      body: { ...(contact!.body as object), inMenu: false },
      author: "other@agency.example",
      changed: ["inMenu"],
      now: new Date(),
    });
    expect(left.outcome).toBe("saved");
    const stale = await post([...fields, ["_move", `down:${FOR_SALE}`]]);
    expect(stale.status).toBe(409);
    expect(stale.body).toContain("Someone saved one of these pages meanwhile");
    expect(orderIn(await formFields(stale.body))).toEqual(["1", FOR_RENT, FOR_SALE, "14", "8", "5"]);
    expect(await sortOf(FOR_SALE)).toBe(1);
    expect((await post([...fields, ["order", "1"]])).status).toBe(400);
  });
});
