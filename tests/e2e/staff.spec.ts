import { expect, test } from "@playwright/test";
import { axeViolations, postContactLead } from "./helpers";

/**
 * The staff area as the agency sees it on a developer's machine (the fixed development identity,
 * no Cloudflare Access): the banner says so, a lead sent through a form is in the inbox, and the
 * pages pass axe.
 */
test("the staff area shows the development banner, lists a posted lead, and passes axe", async ({ page, request, baseURL }) => {
  const name = `Staff${Date.now()}`;
  // A form posted without script, as a browser without JavaScript would (the captcha is then "not solved").
  await postContactLead(request, baseURL, name, "From the staff e2e test");

  await page.goto("/staff/");
  await expect(page.locator(".dev-banner")).toContainText("dev@localhost");
  expect(await axeViolations(page, "/staff/")).toEqual([]);

  await page.goto("/staff/leads/");
  await expect(page.locator(".dev-banner")).toBeVisible();
  expect(await axeViolations(page, "/staff/leads/")).toEqual([]);
  const lead = page.getByRole("link", { name: new RegExp(name) });
  await expect(lead).toBeVisible();
  await lead.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText("From the staff e2e test")).toBeVisible();
  expect(await axeViolations(page, "lead page")).toEqual([]);
  await page.getByLabel("Status", { exact: true }).selectOption("closed");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  for (const path of ["/staff/testimonials/", "/staff/alerts/", "/staff/syncs/", "/staff/privacy/"]) {
    await page.goto(path);
    await expect(page.locator(".dev-banner")).toBeVisible();
    expect(await axeViolations(page, path)).toEqual([]);
  }
});
