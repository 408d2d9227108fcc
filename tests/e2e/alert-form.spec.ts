import { expect, test } from "@playwright/test";
import { fixedPath, thankYouPath } from "../../client/i18n/routes";
import { answerConsent, axeViolations, dismissPopup, islandReady } from "./helpers";

let clients = 0;
/** A fresh client address per test: the per-address form limits count each test on its own. */
const nextClient = () => ({ "CF-Connecting-IP": `203.0.113.${(clients = (clients % 250) + 1) + 100}` });

test.describe("the search alert form", () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await answerConsent(context, baseURL);
    await dismissPopup(context);
    await page.setExtraHTTPHeaders(nextClient());
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto(fixedPath("demandRegister", "nl"));
    await islandReady(page, "AlertForm");
    expect(await axeViolations(page, "alert form")).toEqual([]);
  });

  test("registers an alert with typed zones and lands on the thank-you page", async ({ page }) => {
    await page.goto(fixedPath("demandRegister", "en"));
    await islandReady(page, "AlertForm");
    const form = page.locator("form.lead-form");
    await form.getByLabel("Buy", { exact: true }).check();
    await form.getByLabel("Apartment", { exact: false }).first().check();
    const zones = form.getByRole("combobox").first();
    await zones.fill("9000");
    await zones.press("Enter");
    await form.getByLabel("Maximum price (€)").fill("450000");
    await form.getByLabel("Ms", { exact: true }).check();
    await form.getByLabel("First name").fill("Zoë");
    await form.getByLabel("Last name").fill("Peeters");
    await form.getByLabel("Email address").fill("zoe.alert@example.be");
    await form.getByLabel("Phone number").fill("0475 12 34 56");
    await form.getByLabel("14:00-16:00").check();
    await Promise.all([page.waitForURL(thankYouPath("demand-register", "en"), { timeout: 30_000 }), form.getByRole("button", { name: "Send" }).click()]);
    await expect(page.locator("main")).toContainText("Check your mailbox and confirm your search alert");
  });
});
