import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "./helpers";

test.use({ locale: "en-GB" });

/** The disclaimer (article 32): no other test edits it. */
const ARTICLE = "/staff/content/article/32/";
const ADDED = "## Opening hours\n\nMonday to Friday, 9:00 to 18:00.\n\nBold words\n\n[Contact us](page:contact)";

/** The English body's text area as a browser without JavaScript shows it, and posts it. */
async function noScriptBody(browser: Browser): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  const value = await page.getByRole("group", { name: "Body text" }).getByRole("textbox", { name: "English" }).inputValue();
  await context.close();
  return value;
}

async function openEditor(page: Page) {
  await page.goto(ARTICLE);
  await expect(page.locator("[data-staff-island][data-mounted]").first()).toBeVisible();
  await expect(page.locator("[data-staff-island]:not([data-mounted])")).toHaveCount(0);
}

/**
 * The agency's formatted text in the editor: blocks set from the toolbar by keyboard, a paragraph
 * made a link to a page, a paste reduced to plain blocks, saved as the no-script form would post it;
 * then the article as it was.
 */
test("writes a heading, a paragraph and a link to a page with the toolbar and the keyboard, and saves them as blocks", async ({ page, browser }) => {
  const original = await noScriptBody(browser);
  expect(original).toContain("## ");

  await openEditor(page);
  expect(await axeViolations(page, "article form, editor not loaded")).toEqual([]);
  const body = page.getByRole("group", { name: "Body text" });
  const english = body.locator(".lang", { has: page.getByText("English", { exact: true }) });
  const editor = english.getByRole("textbox", { name: "English" });
  const button = (name: string) => english.getByRole("toolbar", { name: "Text format" }).getByRole("button", { name, exact: true });
  await expect(editor).toHaveAttribute("lang", "en");
  await expect(editor.locator("h2").first()).toBeVisible();

  // The editor loads on the first click into the text, and puts the caret where it was aimed: after the last word.
  await editor.locator("p").last().scrollIntoViewIfNeeded();
  const end = (await editor.locator("p").last().boundingBox())!;
  await page.mouse.click(end.x + end.width - 1, end.y + end.height - 2);
  await expect(english.locator(".rt-area[contenteditable=true]")).toBeFocused();
  await page.keyboard.press("Enter");

  // Shift+Tab reaches the toolbar (one Tab stop), the arrows its buttons; a button gives the focus back to the text.
  await page.keyboard.press("Shift+Tab");
  await expect(button("Paragraph")).toBeFocused();
  await expect(button("Paragraph")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await expect(button("Heading 2")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  await expect(button("Heading 2")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Opening hours");
  await page.keyboard.press("Enter");
  await expect(button("Paragraph")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Monday to Friday, 9:00 to 18:00.");
  await page.keyboard.press("Enter");

  // A paste keeps the words, never bold, an inline link or its address.
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData("text/html", '<p><b>Bold</b> <a href="javascript:alert(1)">words</a></p>');
    data.setData("text/plain", "Bold words");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator("b, a, [href]")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await page.keyboard.type("Contact us");

  // The link block's panel: a page of the site, set with Enter in its address field (which must not save the form).
  await page.keyboard.press("Shift+Tab");
  await expect(button("Heading 2")).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
  await expect(button("Link block")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(button("Link block")).toHaveAttribute("aria-expanded", "true");
  const panel = english.getByRole("group", { name: "Make this paragraph a link to" });
  await expect(panel.getByLabel("Page on this site")).toBeFocused();
  await panel.getByLabel("External address (https:, mailto:, tel:)").fill("javascript:alert(1)");
  await panel.getByLabel("External address (https:, mailto:, tel:)").press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("Type an address that starts with https:, mailto: or tel:, without spaces.");
  await panel.getByLabel("External address (https:, mailto:, tel:)").fill("");
  await panel.getByLabel("Page on this site").selectOption("contact");
  await panel.getByLabel("External address (https:, mailto:, tel:)").press("Enter");
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(editor).toBeFocused();
  await expect(button("Link block")).toHaveAttribute("aria-pressed", "true");
  await expect(english.locator(".rt-status")).toHaveText(/^This paragraph is a link to .+\.$/);
  await expect(english.locator('input[type="hidden"]')).toHaveValue(`${original}\n\n${ADDED}`);
  expect(await axeViolations(page, "article form, editing")).toEqual([]);

  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("status")).toContainText("Saved as revision");

  // Stored as blocks: the no-script form reads them back in its own syntax, and the editor shows them.
  expect(await noScriptBody(browser)).toBe(`${original}\n\n${ADDED}`);
  await openEditor(page);
  await expect(editor.locator("h2", { hasText: "Opening hours" })).toBeVisible();
  await expect(editor.locator("p[data-link-block]", { hasText: "Contact us" })).toBeVisible();

  // The article as it was, for the other tests (nothing was published).
  await page.goto(`${ARTICLE}revisions/`);
  await page.getByRole("button", { name: "Restore revision 0" }).click();
  await expect(page.getByRole("status")).toContainText("Revision 0 was restored");
  expect(await noScriptBody(browser)).toBe(original);
});
