import { expect, test } from "@playwright/test";
import { formPath } from "../../client/i18n/routes";
import { axeViolations, watchProblems } from "./helpers";

/**
 * An agent works a visitor's visit request in Dutch (issue 36): opened from the inbox, assigned,
 * noted, moved to in progress and closed, found again by the visitor's phone written otherwise, and
 * listed on its property's own page. The lead page and the property page pass axe in Dutch.
 */
test("a visit request is assigned, noted, worked and closed, found by phone, and listed on its property's page, in Dutch", async ({
  page,
  request,
  baseURL,
}) => {
  const { problems, at } = watchProblems(page);
  const firstName = `Bezoeker${Date.now()}`;
  // The visitor: a visit request for a property for sale, sent as a browser without script sends it,
  // at the first moment still free (the slots of earlier runs fill up).
  const list = await (await request.get("/nl/te-koop/")).text();
  let property: { path: string; id: string } | undefined;
  search: for (const match of list.matchAll(/href="(\/nl\/te-koop\/[^"?]+\/(\d+)\/)"/g)) {
    const html = await (await request.get(match[1]!)).text();
    for (const input of html.matchAll(/<input[^>]*name="moment"[^>]*>/g)) {
      const moment = /value="([^"]+)"/.exec(input[0])?.[1];
      if (!moment || input[0].includes("disabled")) continue;
      const posted = await request.post(formPath("contact-appointment", "nl"), {
        form: {
          title: "ms",
          firstName,
          lastName: "Janssens",
          email: `${firstName.toLowerCase()}@example.com`,
          phone: "0475 98 76 54",
          moment,
          remark: "Graag een bezoek",
          page: match[1]!,
          property: match[2]!,
          privacy: "on",
        },
        headers: { Origin: new URL(baseURL ?? "http://127.0.0.1:8799").origin },
        maxRedirects: 0,
      });
      if (posted.status() === 303) {
        property = { path: match[1]!, id: match[2]! };
        break search;
      }
    }
  }
  expect(property).toBeDefined();

  // The agent, in Dutch.
  at.path = "/staff/leads/";
  await page.goto("/staff/leads/");
  await page.getByRole("link", { name: "Nederlands" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.getByRole("link", { name: new RegExp(firstName) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
  at.path = "lead page";
  expect(await axeViolations(page, "nl lead page")).toEqual([]);

  await page.getByLabel("Toegewezen aan").selectOption({ label: "dev@localhost" });
  await page.getByRole("button", { name: "Toewijzen" }).click();
  await expect(page.getByRole("status")).toHaveText("De toewijzing is bewaard.");
  await expect(page.getByText("toegewezen aan dev@localhost")).toBeVisible();

  await page.getByLabel(/Nieuwe notitie/).fill("Gebeld: komt dinsdag kijken.");
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.getByRole("status")).toHaveText("De notitie is toegevoegd.");
  await expect(page.locator("pre", { hasText: "Gebeld: komt dinsdag kijken." })).toBeVisible();

  for (const [status, words] of [
    ["in-progress", "In behandeling"],
    ["closed", "Afgesloten"],
  ] as const) {
    await page.getByLabel("Stand", { exact: true }).selectOption(status);
    await page.getByRole("button", { name: "Stand wijzigen" }).click();
    await expect(page.getByRole("status")).toHaveText("De stand van het bericht is gewijzigd.");
    await expect(page.getByRole("listitem").filter({ hasText: `${words}, door dev@localhost` })).toBeVisible();
  }

  // The inbox finds it by the phone written the international way, and says where it stands.
  at.path = "/staff/leads/?q=";
  await page.goto("/staff/leads/");
  await page.getByLabel(/Zoeken/).fill("+32 475 98.76.54");
  await page.getByRole("button", { name: "Filteren" }).click();
  const row = page.getByRole("row").filter({ hasText: firstName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Afgesloten");
  await expect(row).toContainText("dev@localhost");

  // Its property's own page lists it, named by title and reference, no code on screen.
  at.path = "property page";
  await row.getByRole("link").last().click();
  await expect(page).toHaveURL(new RegExp(`/staff/properties/${property!.id}/$`));
  await expect(page.getByRole("link", { name: new RegExp(firstName) })).toBeVisible();
  await expect(page.getByText("Referentie")).toBeVisible();
  expect(await axeViolations(page, "nl property page")).toEqual([]);
  expect(problems).toEqual([]);
});
