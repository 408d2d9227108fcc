import { expect, test, type APIRequestContext } from "@playwright/test";
import { CODE_SLUGS, fixedPath, formPath, pathFor, thankYouPath } from "../../client/i18n/routes";
import { answerConsent, axe, axeViolations, dismissPopup, atPersonPace } from "./helpers";
import { htmlErrors } from "./page-checks";

let client = 0;
/** Each test posts from its own address, so the per-address limits never stop one. */
const nextClient = () => ({ "CF-Connecting-IP": `198.19.${Math.floor(++client / 250)}.${client % 250}` });

/** The confirm link of the newest confirmation mail to `email` in the local mailbox. */
async function confirmLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get("/dev/mailbox/")).text();
        // One <article> per mail (worker/routes/dev-mailbox.ts): the one addressed to `email` with a newsletter link.
        const mail = mailbox.split("<article").find((part) => part.includes(email) && part.includes("/newsletter/"));
        link = mail && /https?:\/\/[^"\s<]+\/newsletter\/[0-9a-f-]{36}\.[0-9a-f]{32}\/(?!stop)/.exec(mail)?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

test.describe("the newsletter form in the footer", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL);
    await dismissPopup(context);
  });

  test("subscribes from the footer of a page with the keyboard and lands on the thank-you page", async ({ page }) => {
    await page.setExtraHTTPHeaders(nextClient());
    await page.goto(fixedPath("forSale", "nl"));
    const form = page.locator(".footer-newsletter form");
    const email = form.getByLabel("Uw e-mailadres");
    // A person takes a moment: a post within MIN_FILL_MS of the render is a robot's (kept, never mailed).
    await atPersonPace(form);
    await email.focus();
    await email.pressSequentially(`nieuwsbrief-${Date.now()}@example.be`);
    await email.press("Enter");
    await expect(page).toHaveURL(thankYouPath("sign-newsletter", "nl"));
    await expect(page.locator("main")).toContainText("Kijk in uw mailbox");
  });

  test("a mistyped address comes back on the form's own page with the error, focus on it and the address kept", async ({ page }) => {
    await page.setExtraHTTPHeaders(nextClient());
    await page.goto(fixedPath("home", "fr"));
    const form = page.locator(".footer-newsletter form");
    await form.getByLabel("Votre adresse e-mail").fill("lotte@exemple");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(formPath("sign-newsletter", "fr"));
    await expect(page.locator("#newsletter-errors")).toBeFocused();
    const field = page.locator("#newsletter-email");
    await expect(field).toHaveValue("lotte@exemple");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#newsletter-email-error")).toHaveText("L'adresse e-mail n'est pas valide");
    const results = await axe(page).include(".form-page").analyze();
    expect(results.violations.map((violation) => `${violation.id} ${violation.help}`)).toEqual([]);
  });

  for (const lang of ["nl", "de"] as const)
    test(`has no accessibility violations (axe) in ${lang}`, async ({ page }) => {
      await page.goto(fixedPath("home", lang));
      await page.locator(".footer-newsletter").scrollIntoViewIfNeeded();
      // The footer form only: the rest of each page has its own axe tests.
      expect(await axeViolations(page, lang, ".footer-newsletter")).toEqual([]);
    });

  test("double opt-in: the mailed link's page confirms only with its button, and the stop page leaves; every page valid HTML", async ({ page, request }) => {
    test.setTimeout(90_000);
    const address = `bevestig-${Date.now()}@example.be`;
    await page.setExtraHTTPHeaders(nextClient());
    await page.goto(pathFor(CODE_SLUGS, "home", "en"));
    await atPersonPace(page.locator(".footer-newsletter form"));
    await page.locator(".footer-newsletter").getByLabel("Your email address").fill(address);
    await page.locator(".footer-newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(thankYouPath("sign-newsletter", "en"));
    const pages = new Map<string, string>([["thank-you", await page.content()]]);

    const confirm = await confirmLinkFor(request, address);
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    pages.set("confirm page", await (await request.get(confirm)).text());
    expect((await axe(page).include("main").analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
    pages.set("confirmed", await page.content());

    await page.goto(`${confirm}stop/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    pages.set("stop page", await (await request.get(`${confirm}stop/`)).text());
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    pages.set("stopped", await page.content());
    pages.set("form page", await (await request.get(formPath("sign-newsletter", "en"))).text());

    expect(await htmlErrors([...pages].map(([label, html]) => ({ label, html })))).toEqual([]);
  });
});
