import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CODE_SLUGS, formPath, pathFor, thankYouPath } from "../../client/i18n/routes";
import { answerConsent, dismissPopup, atPersonPace, islandReady } from "./helpers";

/**
 * Buyers from abroad reach the agency (issue "Every visitor reaches the agency"): the contact form
 * takes a German, French, Dutch, British and Luxembourg number, with and without JavaScript, and the
 * agency's mail shows each in its international form.
 */
const NUMBERS = [
  { country: "de", typed: "+49 170 1234567", shown: "+49 170 1234567" },
  { country: "fr", typed: "+33 6 12 34 56 78", shown: "+33 6 12 34 56 78" },
  { country: "nl", typed: "0031 6 12345678", shown: "+31 6 12345678" },
  { country: "gb", typed: "+44 7911 123456", shown: "+44 7911 123456" },
  { country: "lu", typed: "+352 621 123 456", shown: "+352 621 123 456" },
] as const;

let client = 0;
/** Each page posts from its own address, so the per-address limits never stop a test. */
const nextClient = () => ({ "CF-Connecting-IP": `198.19.${Math.floor(++client / 250)}.${client % 250}` });

async function fillContact(page: Page, email: string, phone: string) {
  const form = page.locator("form.lead-form");
  await form.getByText("Frau", { exact: true }).click();
  await form.getByLabel("Vorname").fill("Lena");
  await form.getByLabel("Nachname").fill("Schmidt");
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByLabel("Telefonnummer").fill(phone);
  await form.getByLabel("Ihre Nachricht").fill("Wir suchen ein Haus in Gent.");
}

/** Every number reached the agency, shown in its international form in the mail that names its sender. */
async function expectAgencyMails(request: APIRequestContext, emails: readonly string[]) {
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get("/dev/mailbox/")).text();
        return NUMBERS.filter(({ shown }, index) =>
          mailbox.split("<article").some((mail) => mail.includes(emails[index]!) && mail.includes(shown) && /Reply-To/.test(mail)),
        ).length;
      },
      { timeout: 30_000 },
    )
    .toBe(NUMBERS.length);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test("with JavaScript: a wrong number is explained at once, and a number from each neighbour reaches the thank-you page", async ({ context, request }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const emails = NUMBERS.map(({ country }) => `js-${country}-${run}@example.de`);
  const pages = await Promise.all(NUMBERS.map(() => context.newPage()));
  await Promise.all(
    pages.map(async (page, index) => {
      await page.setExtraHTTPHeaders(nextClient());
      await page.goto(pathFor(CODE_SLUGS, "contact", "de"));
      await islandReady(page, "LeadForm");
      await fillContact(page, emails[index]!, index === 0 ? "+49 170" : NUMBERS[index]!.typed);
    }),
  );
  // The island reads the number with every country's rules, without a round trip.
  const first = pages[0]!;
  await first.locator("form.lead-form").getByRole("button", { name: "Senden" }).click();
  await expect(first.locator(".error-summary")).toContainText("Die Telefonnummer hat zu wenige Ziffern für die Ländervorwahl +49");
  expect(new URL(first.url()).pathname).toBe(pathFor(CODE_SLUGS, "contact", "de"));
  await first.locator("form.lead-form").getByLabel("Telefonnummer").fill(NUMBERS[0].typed);
  await expect(first.locator(".error-summary")).toHaveCount(0);

  // A person takes longer than the few seconds a robot needs; the form knows when it was shown.
  for (const page of pages) await atPersonPace(page.locator("form.lead-form"));
  for (const page of pages) {
    await Promise.all([
      page.waitForURL(thankYouPath("site-contact", "de"), { timeout: 30_000 }),
      page.locator("form.lead-form").getByRole("button", { name: "Senden" }).click(),
    ]);
  }
  await expectAgencyMails(request, emails);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a number from each neighbour reaches the thank-you page, and a wrong one comes back explained with everything kept", async ({ context, request }) => {
    test.setTimeout(90_000);
    const run = Date.now();
    const emails = NUMBERS.map(({ country }) => `nojs-${country}-${run}@example.de`);
    const pages = await Promise.all(NUMBERS.map(() => context.newPage()));
    await Promise.all(
      pages.map(async (page, index) => {
        await page.setExtraHTTPHeaders(nextClient());
        await page.goto(pathFor(CODE_SLUGS, "contact", "de"));
        await fillContact(page, emails[index]!, index === 0 ? "+49 170 1234567890123" : NUMBERS[index]!.typed);
      }),
    );
    for (const page of pages) await atPersonPace(page.locator("form.lead-form"));

    const first = pages[0]!;
    await Promise.all([first.waitForURL(formPath("site-contact", "de")), first.getByRole("button", { name: "Senden" }).click()]);
    await expect(first.locator(".error-summary")).toContainText("Die Telefonnummer hat zu viele Ziffern für die Ländervorwahl +49");
    await expect(first.getByLabel("Telefonnummer")).toHaveValue("+49 170 1234567890123");
    await expect(first.getByLabel("Ihre Nachricht")).toHaveValue("Wir suchen ein Haus in Gent.");
    await first.getByLabel("Telefonnummer").fill(NUMBERS[0].typed);
    // The form came back signed anew: its time starts again.
    await atPersonPace(first.locator("form.lead-form"));

    for (const page of pages) {
      await Promise.all([page.waitForURL(thankYouPath("site-contact", "de"), { timeout: 30_000 }), page.getByRole("button", { name: "Senden" }).click()]);
    }
    await expectAgencyMails(request, emails);
  });
});
