import { expect, test, type APIRequestContext } from "@playwright/test";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { FORM_CONTEXT, MIN_FILL_MS } from "../../client/forms/guards";
import { CODE_SLUGS, fixedPath, formPath, pathFor, type ThankYouForm, thankYouPath } from "../../client/i18n/routes";
import { answerConsent, axeViolations, dismissPopup, everyIslandHydrated, atPersonPace, islandReady } from "./helpers";
import { htmlErrors } from "./page-checks";

let client = 0;
/** Each post comes from its own address, so the per-address limits never stop a test. */
const nextClient = () => ({ "CF-Connecting-IP": `198.18.${Math.floor(++client / 250)}.${client % 250}` });

/** A property page of a list that shows a form posting to `action`. */
async function propertyWith(request: APIRequestContext, list: string, needle: string): Promise<{ path: string; id: string }> {
  const html = await (await request.get(list)).text();
  for (const match of html.matchAll(/href="(\/[a-z]{2}\/[^"]+\/(\d+)\/)"/g)) {
    if ((await (await request.get(match[1]!)).text()).includes(needle)) return { path: match[1]!, id: match[2]! };
  }
  throw new Error(`no property of ${list} has ${needle}`);
}

/** Each form of the site on its own page, in one language. */
async function formPages(request: APIRequestContext, lang: Lang): Promise<{ form: ThankYouForm; path: string }[]> {
  const sale = await propertyWith(request, fixedPath("forSale", lang), `action="${formPath("document-request", lang)}"`);
  const rent = await propertyWith(request, fixedPath("forRent", lang), `action="${formPath("contact-appointment", lang)}"`);
  const projects = await (await request.get(fixedPath("projects", lang))).text();
  const project = new RegExp(`href="/${lang}/[^"]+/(\\d+)/"`).exec(projects.slice(projects.indexOf("<main")))![1]!;
  return [
    { form: "site-contact", path: formPath("site-contact", lang) },
    { form: "contact-demand", path: formPath("contact-demand", lang) },
    { form: "testimonial", path: formPath("testimonial", lang) },
    { form: "contact-me", path: `${formPath("contact-me", lang)}?property=${sale.id}` },
    { form: "document-request", path: `${formPath("document-request", lang)}?property=${sale.id}` },
    { form: "offer-to-buy", path: `${formPath("offer-to-buy", lang)}?property=${sale.id}` },
    { form: "send-to-friend", path: `${formPath("send-to-friend", lang)}?property=${sale.id}` },
    { form: "contact-appointment", path: `${formPath("contact-appointment", lang)}?property=${rent.id}` },
    { form: "contact-construction", path: `${formPath("contact-construction", lang)}?project=${project}` },
  ];
}

test.describe("with an answered consent", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL);
    await dismissPopup(context);
  });

  test("a long message is counted as it is typed, never cut, and refused with the text kept", async ({ page }) => {
    await page.goto(pathFor(CODE_SLUGS, "contact", "fr"));
    await islandReady(page, "LeadForm");
    const form = page.locator("form.lead-form");
    const remark = form.getByLabel("Votre message");
    await expect(remark).toHaveAccessibleDescription(/^Il reste 2\s000 caractères$/);
    const message = "x".repeat(2010);
    await remark.fill(message);
    await expect(remark).toHaveAccessibleDescription("10 caractères de trop");
    await expect(form.locator(".field-count-over")).toBeVisible();
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(form.locator(".error-summary")).toContainText("Ce texte est trop long (2000 caractères au maximum)");
    await expect(remark).toHaveValue(message);
    await remark.press("End");
    for (let key = 0; key < 11; key++) await remark.press("Backspace");
    await expect(remark).toHaveAccessibleDescription("Il reste 1 caractère");
  });

  test("book a visit on a property page with the keyboard only, then read both mails in the local mailbox", async ({ page, context, baseURL, request }) => {
    test.setTimeout(90_000);
    const { path } = await propertyWith(request, fixedPath("forSale", "nl"), "slot-full");
    // This visitor allowed statistics and came from a search engine: the lead carries that channel.
    await answerConsent(context, baseURL, true);
    const searchLeadsThisWeek = async () => {
      const html = await (await request.get("/staff/", { headers: { "Accept-Language": "en" } })).text();
      const row = /<th scope="row">A search engine<\/th>(.*?)<\/tr>/.exec(html)?.[1] ?? "";
      const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => Number(cell[1]!.replace(/<[^>]+>/g, "").replace(/\D/g, "")));
      return cells.at(-2);
    };
    const searchLeadsBefore = await searchLeadsThisWeek();
    await page.setExtraHTTPHeaders(nextClient());
    await page.goto(path, { referer: "https://www.google.be/" });
    await everyIslandHydrated(page);
    const moments = page.locator('#visit input[name="moment"]');
    const states = await moments.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).disabled));
    // A free moment right before a full one: the arrow key must skip the full one.
    const before = states.findIndex((disabled, index) => !disabled && states[index + 1] === true);
    const after = states.findIndex((disabled, index) => index > before + 1 && !disabled);
    expect(before).toBeGreaterThanOrEqual(0);
    await moments.nth(before).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(moments.nth(after)).toBeChecked();
    await expect(moments.nth(after)).toBeFocused();

    const typeInto = async (label: string, text: string) => {
      for (
        let tab = 0;
        tab < 10 &&
        !(await page
          .locator("#visit")
          .getByLabel(label, { exact: true })
          .evaluate((element) => element === document.activeElement));
        tab++
      )
        await page.keyboard.press("Tab");
      await page.keyboard.type(text);
    };
    await page.keyboard.press("Tab"); // to the title group
    await page.keyboard.press("Space");
    await typeInto("Voornaam", "Zoë");
    await typeInto("Naam", "Peeters");
    await typeInto("E-mailadres", "zoe.keyboard@example.be");
    await typeInto("Telefoonnummer", "0475 12 34 56");
    const send = page.locator("#visit").getByRole("button", { name: "Bezoek aanvragen" });
    for (let tab = 0; tab < 10 && !(await send.evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press("Tab");
    await expect(send).toBeFocused();
    // A person takes longer than the few seconds a robot needs; the form knows when it was shown.
    await atPersonPace(page.locator("#visit form"));
    await Promise.all([page.waitForURL(/\/nl\/bedankt\/bezoekaanvraag\/\?about=\d+$/, { timeout: 30_000 }), page.keyboard.press("Enter")]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt");
    expect(await searchLeadsThisWeek()).toBe((searchLeadsBefore ?? 0) + 1);

    // The queue delivers within seconds: the agency's mail (Dutch) and the visitor's, with the invitation.
    await expect
      .poll(async () => (await (await request.get("/dev/mailbox/")).text()).match(/zoe\.keyboard@example\.be/g)?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await page.goto("/dev/mailbox/");
    const agency = page.locator("article").filter({ hasText: "Website: bezoekaanvraag van Zoë Peeters" }).first();
    await expect(agency).toContainText("Reply-To");
    await expect(agency).toContainText("zoe.keyboard@example.be");
    // The island solved the proof of work: the agency is not told the captcha was missing.
    await expect(agency).not.toContainText("Captcha niet opgelost");
    const visitor = page.locator("article").filter({ hasText: "wij ontvingen uw bericht" }).filter({ hasText: "zoe.keyboard@example.be" }).first();
    await expect(visitor.getByRole("link", { name: "visit.ics" })).toBeVisible();
    await page.goto((await visitor.getByRole("link", { name: "HTML part" }).getAttribute("href"))!);
    // Nobody confirmed the typed address: the visitor's copy greets no typed name (issue 37).
    await expect(page.getByText("Beste,", { exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Peeters");
  });

  for (const lang of LANGUAGES) {
    test(`every form page and its error state is accessible and valid HTML in ${lang}`, async ({ page, request, baseURL }) => {
      test.setTimeout(180_000);
      const report: string[] = [];
      const html: { label: string; html: string }[] = [];
      for (const { form, path } of await formPages(request, lang)) {
        await page.goto(path);
        await everyIslandHydrated(page);
        report.push(...(await axeViolations(page, `${form} page`)));
        // The server's answer to an empty post: the form comes back with its errors.
        await page.setExtraHTTPHeaders(nextClient());
        await Promise.all([page.waitForLoadState("load"), page.locator("form.lead-form").evaluate((element) => (element as HTMLFormElement).submit())]);
        await expect(page.locator(".error-summary")).toBeVisible();
        await expect(page.locator(".error-summary")).toBeFocused();
        report.push(...(await axeViolations(page, `${form} errors`)));

        const get = await request.get(path);
        const post = await request.post(path.replace(/\?.*$/, ""), {
          form: Object.fromEntries(new URL(path, baseURL).searchParams),
          headers: { Origin: baseURL!, ...nextClient() },
        });
        expect(post.status(), `${form} error state`).toBe(422);
        for (const [state, response] of [
          ["page", get],
          ["errors", post],
        ] as const) {
          html.push({ label: `${lang} ${form} ${state}`, html: await response.text() });
        }
      }
      report.push(...(await htmlErrors(html)));
      expect(report, report.join("\n")).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows its errors next to the fields and keeps what was typed", async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    await page.setExtraHTTPHeaders(nextClient());
    await page.goto(pathFor(CODE_SLUGS, "contact", "fr"));
    const form = page.locator("form.lead-form");
    await form.getByLabel("Prénom").fill("Zoë");
    // Longer than the 2000 characters a message may have: posted whole, refused, and given back whole.
    const message = `Je cherche une maison <b>à Gand</b>. ${"Avec un jardin, trois chambres et un garage. ".repeat(50)}`;
    await form.getByLabel("Votre message").fill(message);
    await Promise.all([page.waitForURL(formPath("site-contact", "fr")), form.getByRole("button", { name: "Envoyer" }).click()]);
    const summary = page.locator(".error-summary");
    await expect(summary).toContainText("La civilité est un champ obligatoire");
    await expect(summary).toContainText("L'adresse e-mail est un champ obligatoire");
    await expect(page.getByLabel("Prénom")).toHaveValue("Zoë");
    await expect(page.getByLabel("Votre message")).toHaveValue(message);
    await expect(page.getByLabel("Votre message")).toHaveAccessibleDescription(
      "2000 caractères au maximum Ce texte est trop long (2000 caractères au maximum)",
    );
    await expect(page.getByLabel("Nom", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await summary.getByRole("link", { name: "Le nom est un champ obligatoire" }).click();
    await expect(page.getByLabel("Nom", { exact: true })).toBeFocused();
  });

  test("a visit request refused for its moment shows the calendar again, and can then be booked", async ({ page, context, baseURL, request }) => {
    test.setTimeout(60_000);
    // Unique per run: the same answers on the same day are one lead, and the mailbox keeps earlier runs' mails.
    const email = `zoe.nojs-${Date.now()}@example.be`;
    await answerConsent(context, baseURL);
    await page.setExtraHTTPHeaders(nextClient());
    // A rental: its visit form also asks to confirm the rental conditions.
    const { path } = await propertyWith(request, fixedPath("forRent", "fr"), `action="${formPath("contact-appointment", "fr")}"`);
    await page.goto(path);
    let form = page.locator(`form[action="${formPath("contact-appointment", "fr")}"]`);
    await form.getByRole("radio", { name: "Mme" }).check();
    await form.getByLabel("Prénom").fill("Zoë");
    await form.getByLabel("Nom", { exact: true }).fill("Peeters");
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Numéro de téléphone").fill("0475 12 34 56");
    await form.getByLabel("Votre message").fill("Plutôt en fin de journée");
    await Promise.all([page.waitForURL(formPath("contact-appointment", "fr")), form.getByRole("button", { name: "Demander cette visite" }).click()]);

    form = page.locator("form.lead-form");
    const summary = page.locator(".error-summary");
    await expect(summary).toContainText("Choisissez un jour et une heure pour la visite");
    await expect(summary).toContainText("Confirmez que vous avez lu les conditions de location");
    const free = form.locator('input[name="moment"]:not([disabled])');
    expect(await free.count()).toBeGreaterThan(10);
    await expect(form.getByLabel("Prénom")).toHaveValue("Zoë");
    await expect(form.getByLabel("Votre message")).toHaveValue("Plutôt en fin de journée");
    await expect(form.getByRole("radio", { name: "Mme" })).toBeChecked();

    await free.nth(1).check();
    await form.getByLabel("J'ai lu les conditions de location").check();
    // Without script there is no captcha: a post sooner than MIN_FILL_MS after this page's signed render reads as a robot's.
    const renderedAt = Number((await form.locator(`input[name="${FORM_CONTEXT.stamp}"]`).inputValue()).split(".")[0]);
    await expect.poll(() => Date.now() - renderedAt, { timeout: 10_000 }).toBeGreaterThan(MIN_FILL_MS + 250);
    // The thank-you page names the property asked about (?about=), to link back to it.
    await Promise.all([
      page.waitForURL((url) => url.pathname === thankYouPath("contact-appointment", "fr") && url.searchParams.has("about")),
      form.getByRole("button", { name: "Demander cette visite" }).click(),
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci");
    // Stored as a person's request, not as spam (which is thanked alike but never delivered): the visitor's mail goes out.
    await expect.poll(async () => (await (await request.get("/dev/mailbox/")).text()).includes(email), { timeout: 30_000 }).toBe(true);
  });
});
