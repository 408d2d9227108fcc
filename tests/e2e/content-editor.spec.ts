import { expect, test, type Page } from "@playwright/test";
import { answerConsent, axeViolations, dismissPopup, everyIslandHydrated, atPersonPace, publishContent as publish } from "./helpers";
import { formPath, thankYouPath } from "../../client/i18n/routes";
import { MAX_PHOTO_BYTES } from "../../client/forms/photo";

test.use({ locale: "en-GB" });

const TITLES = {
  Dutch: "Thuis in Gent, van de makelaar",
  French: "Chez vous à Gand, par l’agence",
  English: "At home in Ghent, by the agency",
  German: "Zuhause in Gent, vom Makler",
};
const PUBLIC = { Dutch: "/nl/", French: "/fr/", English: "/en/", German: "/de/" };
/** The article that shows testimonials, in English. */
const SERVICES = "/en/our-services/";

/** Deletes a document from its editor (opened from its section of the overview), answers the question, and publishes the site without it. */
async function deleteAndPublish(page: Page, section: string, name: string): Promise<void> {
  await page.goto("/staff/content/");
  await page.getByRole("region", { name: section }).getByRole("link", { name }).click();
  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete and mark ready to publish" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted.");
  await publish(page);
}

/** The title over the home banner, as a visitor sees it. */
async function homeTitle(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
}

/**
 * The agency changes its home page title in four languages from the staff area (the development
 * identity, as on a developer's machine), previews it, publishes it, sees the public home pages
 * change, restores the earlier revision and sees it back. Every editor page passes axe.
 */
test("edits the home banner title in four languages, previews, publishes and restores it", async ({ page }) => {
  const before = await homeTitle(page, "/en/");

  await page.goto("/staff/content/");
  expect(await axeViolations(page, "content overview")).toEqual([]);
  await page.getByRole("link", { name: "Home page search block" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Home page search block");
  expect(await axeViolations(page, "search block form")).toEqual([]);

  const title = page.getByRole("group", { name: "Title", exact: true });
  for (const [language, text] of Object.entries(TITLES)) await title.getByLabel(language).fill(text);
  // Keyboard only: Enter in a field saves (the form's first button is Save, never a list button).
  await title.getByLabel("German").press("Enter");
  await expect(page.getByRole("status")).toContainText("Saved as revision");

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/en\/preview\/$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(TITLES.English);
  expect(await homeTitle(page, "/en/")).toBe(before);

  // Marked ready where it is edited: the overview ticks it, and publishes only what is ticked.
  await page.goto("/staff/content/site/propertySearch/");
  await page.getByRole("button", { name: "Save and mark ready to publish" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved and marked ready to publish" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw the mark" })).toBeVisible();
  await page.goto("/staff/content/");
  const tick = page.getByRole("checkbox", { name: "Publish Site settings: Home page search block" });
  await expect(tick).toBeChecked();
  await expect(page.getByRole("region", { name: "Publish", exact: true })).toContainText("Ready to publish");
  await page.getByRole("button", { name: "Publish the ticked documents" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  for (const [language, path] of Object.entries(PUBLIC)) expect(await homeTitle(page, path)).toBe(TITLES[language as keyof typeof TITLES]);

  await page.goto("/staff/content/site/propertySearch/revisions/");
  expect(await axeViolations(page, "history")).toEqual([]);
  await page.getByRole("button", { name: "Restore revision 0" }).click();
  await expect(page.getByRole("status")).toContainText("Revision 0 was restored");
  await publish(page);
  expect(await homeTitle(page, "/en/")).toBe(before);
});

test("refuses a colour that is not one, names the field, and keeps what was typed", async ({ page }) => {
  await page.goto("/staff/content/site/header/");
  const colour = page.getByRole("group", { name: "Header bar" }).getByLabel("Background colour");
  await colour.fill("dark blue");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("alert")).toContainText("Enter a colour as #rrggbb.");
  await expect(colour).toHaveValue("dark blue");
  await expect(colour).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page, "refused form")).toEqual([]);
  await page.getByRole("alert").getByRole("link").first().click();
  await expect(page).toHaveURL(/#f-appBar\.bgColor$/);
});

test("creates a team member as a draft and deletes it again, with its history to bring it back", async ({ page }) => {
  await page.goto("/staff/content/");
  await page.getByRole("link", { name: "New team member" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New team member");
  expect(await axeViolations(page, "new team member")).toEqual([]);
  await page.getByLabel("First name", { exact: true }).fill("Lotte");
  await page.getByLabel("Last name", { exact: true }).fill("Claes");
  await page.getByLabel("Email", { exact: true }).fill("lotte.claes@agency.example");
  await page.getByLabel("Phone", { exact: true }).fill("+32 9 222 33 44");
  // The photo is uploaded in place, described in four languages; no address is typed.
  const image = page.getByRole("group", { name: "Image", exact: true });
  await image.getByText("Choose an image or upload one").click();
  await image.getByLabel("Or upload a new image (JPEG, PNG or WebP)").setInputFiles("tests/fixtures/images/photo.png");
  const alt = image.getByRole("group", { name: "Alternative text" });
  for (const [language, text] of Object.entries({ Dutch: "Portret", French: "Portrait", English: "Portrait", German: "Porträt" }))
    await alt.getByLabel(language).fill(`${text} Lotte Claes`);
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("status")).toContainText("Saved as revision 1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lotte Claes");
  await expect(image.getByRole("img", { name: "Current image" })).toHaveAttribute("src", /^\/media\/content\/[0-9a-f]{64}\.png$/);
  // The library keeps the description: the image is offered, described, to every image field.
  await image.getByText("Choose an image or upload one").click();
  await expect(image.getByRole("radio", { name: "Portrait Lotte Claes" })).toBeChecked();

  await page.getByRole("link", { name: "Delete" }).click();
  expect(await axeViolations(page, "delete question")).toEqual([]);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Deleted.");
  const deleted = page.getByRole("region", { name: "Deleted" });
  await deleted.getByRole("link").first().click();
  await expect(page.getByText("This document is deleted")).toBeVisible();
  expect(await axeViolations(page, "deleted history")).toEqual([]);
});

/**
 * The agency renames the disclaimer's English address in the page's form: once published, the
 * footer links the new address, the page answers there, and the old address redirects to it.
 * Renamed back at the end, so the specs after this one find the site as it was.
 */
test("renames a page's address, publishes it, and the old address redirects to the new one", async ({ page, context, baseURL }) => {
  // A visitor who answered the cookie question and closed the pop-up: neither covers the footer.
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  async function renameTo(slug: string) {
    await page.goto("/staff/content/");
    await page.getByRole("region", { name: "Pages" }).getByRole("link", { name: "Disclaimer" }).click();
    const address = page.getByRole("group", { name: "Page address (the previous address redirects here)" });
    await address.getByLabel("English").fill(slug);
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByRole("status")).toContainText("Saved as revision");
    await publish(page);
  }

  await renameTo("legal-notice");
  await page.goto("/en/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).first().click();
  await expect(page).toHaveURL(/\/en\/legal-notice\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/en/disclaimer/");
  await expect(page).toHaveURL(/\/en\/legal-notice\/$/);

  await renameTo("disclaimer");
  await page.goto("/en/legal-notice/");
  await expect(page).toHaveURL(/\/en\/disclaimer\/$/);
});

/**
 * The agency makes a page of its own under "About us" in four languages: once published, a visitor
 * finds it in the menu and at /{parent}/{child}/ with the parent in its trail. Deleted and published
 * again at the end: its address answers 404 and the site is as it was for the specs after this one.
 */
test("creates a page of its own under another, publishes it into the menu, and deletes it again", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const slugs = { Dutch: "onze-kantoren", French: "nos-bureaux", English: "our-offices", German: "unsere-bueros" };

  await page.goto("/staff/content/");
  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New page");
  await expect(page.locator('[data-staff-island="AddressFill"][data-mounted]')).toHaveCount(1);
  expect(await axeViolations(page, "new page")).toEqual([]);
  // Title, where it sits and its text: the address fills itself from the title; no number, path rule or meta field.
  const title = page.getByRole("group", { name: "Title", exact: true });
  const address = page.getByRole("group", { name: "Address", exact: true });
  const text = page.getByRole("group", { name: "Text", exact: true });
  for (const [language, slug] of Object.entries(slugs)) {
    await title.getByLabel(language).fill(`Offices (${language})`);
    await expect(address.getByLabel(language)).toHaveValue(`offices-${language.toLowerCase()}`);
    await address.getByLabel(language).fill(slug);
    await text.getByRole("textbox", { name: language }).click();
    await expect(text.locator(".rt-area[contenteditable=true]:focus")).toHaveCount(1);
    await page.keyboard.type(`Where to find us (${language}).`);
  }
  await page.getByLabel("Sits under").selectOption({ label: "About us" });
  await expect(page.getByLabel("Show in the menu")).toBeChecked();
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("status")).toContainText("Saved as revision 1");
  // Its own form previews the search result from its title and text, the search-engine texts folded with those defaults.
  const snippet = page.getByRole("region", { name: "How search engines show this page (English)" });
  await expect(snippet.locator(".snippet-title")).toHaveText("Offices (English) | Vitrine Vastgoed");
  await expect(snippet.locator(".snippet-description")).toHaveText("Where to find us (English).");
  await expect(page.getByLabel("Visibility", { exact: true }).first()).toHaveValue("Published");
  await page.getByText("Search engines", { exact: true }).click();
  await expect(page.getByRole("group", { name: "English" }).getByLabel("Meta title")).toHaveAttribute("placeholder", "Offices (English) | Vitrine Vastgoed");
  expect(await axeViolations(page, "a new page's form")).toEqual([]);
  await publish(page);

  await page.goto("/en/");
  // Placed last in the menu, beyond its five items: in the "More" overlay and the mobile drawer.
  for (const menu of ["#menu-overflow", "#menu-drawer"])
    await expect(page.locator(menu).getByText("Offices (English)", { exact: true })).toHaveAttribute("href", "/en/services/our-offices/");
  await page.goto("/en/services/our-offices/");
  await expect(page.getByRole("heading", { level: 1 }).or(page.locator(".page-banner-title")).first()).toHaveText("Offices (English)");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/services/");
  expect(await axeViolations(page, "a page of the agency's own")).toEqual([]);
  await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/qui-sommes-nous\/nos-bureaux\/$/);

  await deleteAndPublish(page, "Pages", "Offices (English)");
  expect((await page.goto("/en/services/our-offices/"))?.status()).toBe(404);
});

/**
 * A visitor sends a testimonial; the agency approves it and it is on the page at once, published on
 * its own; corrected in the content editor and published; deleted and published again, which leaves
 * the site as it was for the specs after this one.
 */
test("approves a visitor's testimonial, corrects it in the editor and deletes it again", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const stamp = Date.now();
  const comment = `A calm and clear sale, ${stamp}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.18.240.17" });
  await page.goto(formPath("testimonial", "en"));
  await everyIslandHydrated(page);
  const form = page.locator("form.lead-form");
  await form.getByLabel("Your name", { exact: true }).fill("Nora Visitor");
  await form.getByLabel("Email address", { exact: true }).fill(`nora.${stamp}@example.com`);
  await form.getByLabel("Your testimonial", { exact: true }).fill(comment);
  // A photo over the limit is refused as it is chosen, before any upload; what was typed stays.
  const photo = form.locator('input[type="file"]');
  await photo.setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff) });
  await expect(form.locator(".field-error")).toHaveText("The photo is too large: choose one of at most 5 MB");
  await expect(photo).toHaveAttribute("aria-invalid", "true");
  expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await expect(form.getByLabel("Your testimonial", { exact: true })).toHaveValue(comment);
  // A person takes longer than the few seconds a robot needs; the form knows when it was shown.
  await atPersonPace(form);
  await Promise.all([page.waitForURL(thankYouPath("testimonial", "en"), { timeout: 30_000 }), form.locator("button[type=submit]").click()]);

  await page.goto("/staff/testimonials/");
  await page.getByRole("button", { name: "Approve the testimonial of Nora Visitor" }).click();
  await expect(page.getByRole("status")).toContainText("approved and appears on the page");
  await page.goto(SERVICES);
  await expect(page.getByText(comment)).toBeVisible();

  await page.goto("/staff/content/");
  await page.getByRole("region", { name: "Testimonials" }).getByRole("link", { name: "Nora Visitor (EN)" }).click();
  expect(await axeViolations(page, "testimonial form")).toEqual([]);
  await page.getByLabel("Comment", { exact: true }).fill(`${comment}, corrected`);
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("status")).toContainText("Saved as revision 2");
  await publish(page);
  await page.goto(SERVICES);
  await expect(page.getByText(`${comment}, corrected`)).toBeVisible();

  await deleteAndPublish(page, "Testimonials", "Nora Visitor (EN)");
  await page.goto(SERVICES);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
});

/**
 * A module's article or team is chosen by name from a list a search box narrows (the staff script's
 * OptionFilter); layout settings wait in the closed Advanced part; the banner's title says which
 * heading visitors see. Nothing is saved.
 */
test("chooses what a module shows by name, narrowed by a search, with layout in the Advanced part", async ({ page }) => {
  await page.goto("/staff/content/");
  await page.getByRole("region", { name: "Pages" }).getByRole("link", { name: "About us", exact: true }).click();
  await expect(page.locator('[data-staff-island="OptionFilter"]').first()).toHaveAttribute("data-mounted", "");
  const shows = page.getByLabel("Shows", { exact: true }).first();
  await expect(shows.locator("option:checked")).toHaveText(/^(?!\d+$).+/);
  const search = page.getByRole("searchbox", { name: "Search" }).first();
  const all = await shows.locator("option").count();
  await search.fill("team");
  await expect(shows.locator("option:not([hidden])", { hasText: /^Team: / })).toHaveCount(1);
  expect(await shows.locator("option:not([hidden])").count()).toBeLessThan(all);
  await search.fill("");
  expect(await shows.locator("option[hidden]").count()).toBe(0);

  const advanced = page.locator("details.advanced");
  await expect(advanced.getByText("CSS class").first()).toBeHidden();
  await advanced.getByText("Advanced", { exact: true }).click();
  await expect(advanced.getByText("CSS class").first()).toBeVisible();
  await expect(advanced.getByRole("group", { name: "Sharing on social media" })).toBeVisible();
  expect(await axeViolations(page, "page form with the Advanced part open")).toEqual([]);

  // An image described at its upload to the library brings its description to the field that picks it.
  await page.goto("/staff/content/media/");
  await page.getByLabel("Image", { exact: true }).setInputFiles("tests/fixtures/images/photo.webp");
  const described = { Dutch: "Zicht op de Leie", French: "Vue sur la Lys", English: "View of the Lys", German: "Blick auf die Leie" };
  for (const [language, text] of Object.entries(described)) await page.getByLabel(language, { exact: true }).first().fill(text);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("The image is uploaded.");
  await expect(page.getByRole("img", { name: "View of the Lys" })).toBeVisible();
  expect(await axeViolations(page, "image library")).toEqual([]);

  await page.goto("/staff/content/site/banner/");
  await expect(page.locator('[data-staff-island="ImageAlt"]').first()).toHaveAttribute("data-mounted", "");
  const image = page.getByRole("group", { name: "Image", exact: true });
  await image.getByText("Choose an image or upload one").click();
  await image.getByRole("radio", { name: "View of the Lys" }).check();
  for (const [language, text] of Object.entries(described))
    await expect(image.getByRole("group", { name: "Alternative text" }).getByLabel(language)).toHaveValue(text);
  expect(await axeViolations(page, "banner form with the image picker open")).toEqual([]);
  await page.getByRole("link", { name: "Change the home page heading" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Home page search block");
  await expect(page.getByText("This title is the home page's heading")).toBeVisible();
});
