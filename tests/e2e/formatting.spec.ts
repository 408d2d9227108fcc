import { expect, test } from "@playwright/test";
import { DATE_STYLES, NUMBER_STYLES } from "../../client/domain/format";
import { INTL_LOCALE, LANGUAGES } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { INTL_SAMPLES } from "../fixtures/intl-samples";
import { answerConsent, dismissPopup, everyIslandHydrated } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test("Chromium's Intl writes the characters the worker writes, for every style and language", async ({ page }) => {
  // tests/integration/formatting.test.ts holds workerd to the same strings (no-break spaces included).
  await page.goto(fixedPath("home", "nl"));
  const formatted = await page.evaluate(
    ({ samples, locales, numberStyles, dateStyles }) =>
      samples.map((sample) =>
        sample.kind === "number"
          ? new Intl.NumberFormat(locales[sample.lang], numberStyles[sample.style]).format(sample.value)
          : new Intl.DateTimeFormat(locales[sample.lang], { ...dateStyles[sample.style], timeZone: sample.timeZone }).format(new Date(sample.iso)),
      ),
    { samples: INTL_SAMPLES, locales: INTL_LOCALE, numberStyles: NUMBER_STYLES, dateStyles: DATE_STYLES },
  );
  expect(formatted).toEqual(INTL_SAMPLES.map((sample) => sample.text));
});

for (const lang of LANGUAGES) {
  test(`the visit form's days read the same before and after hydration in ${lang}`, async ({ page, request }) => {
    const list = await (await request.get(fixedPath("forSale", lang))).text();
    const path = new RegExp(`href="(${fixedPath("forSale", lang)}[^"?]+/\\d+/)"`).exec(list)?.[1];
    expect(path).toBeDefined();
    const served = await (await request.get(path!)).text();
    const serverDays = [...served.matchAll(/<fieldset class="visit-day"><legend>([^<]+)<\/legend>/g)].map((match) => match[1]!);
    expect(serverDays.length).toBeGreaterThan(0);

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path!);
    await everyIslandHydrated(page);
    await expect(page.locator("fieldset.visit-day > legend")).toHaveText(serverDays);
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
}
