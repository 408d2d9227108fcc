import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LEAD_FORM_KEYS } from "../../client/forms/lead-forms";
import { fixedPath, formPath } from "../../client/i18n/routes";
import { LEAD_STATUSES } from "../../worker/db/lead-work";
import { readCsv } from "../support/csv";
import { axeViolations, personStamp, watchProblems } from "./helpers";

/**
 * An agent works a visitor's leads as the agency would (issue 36): a visit request in Dutch and a
 * search alert in French are opened from the inbox, assigned, noted, moved on and closed, without a
 * code or an id on screen; the visit is found again by the visitor's phone written otherwise and is
 * listed on its property's own page; the day's CSV holds both with local times and a column per
 * answer. The lead pages and the property page pass axe.
 */

const DELIVERY_KINDS = ["agency-mail", "contact-mail", "visitor-mail", "friend-mail", "alert-confirm-mail", "newsletter-confirm-mail"];
/** What the database stores and a person never reads: form, delivery and status codes, lead ids, stored visit moments, field names. */
const CODES = [...LEAD_FORM_KEYS, "sign-newsletter", ...DELIVERY_KINDS, ...LEAD_STATUSES.filter((status) => status.includes("-"))];

async function expectNoCodes(page: Page, where: string): Promise<void> {
  const words = (await page.locator("main").innerText())
    .split(/\s+/)
    // Addresses are read as addresses: a page's path or a mail address may hold hyphens.
    .filter((word) => !word.startsWith("/") && !/^https?:/.test(word) && !word.includes("@"));
  const codes = words.filter(
    (word) =>
      CODES.includes(word.replace(/[.,;:()]/g, "")) ||
      /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(word) ||
      /^\d{4}-\d{2}-\d{2}T\d{2}/.test(word) ||
      /^[a-z]+[A-Z][a-zA-Z]+$/.test(word),
  );
  expect(codes, `${where} shows codes`).toEqual([]);
}

/** The row of a lead page's table whose header reads `label`. */
const answer = (page: Page, label: string) => page.locator("tr", { has: page.getByRole("rowheader", { name: label, exact: true }) });

const origin = (baseURL: string | undefined) => new URL(baseURL ?? "http://127.0.0.1:8799").origin;

/** A visit request for a property for sale, sent as a browser without script sends it, at the first moment still free (earlier runs fill slots). */
async function requestVisit(request: APIRequestContext, baseURL: string | undefined, firstName: string): Promise<{ id: string }> {
  const list = await (await request.get("/nl/te-koop/")).text();
  for (const match of list.matchAll(/href="(\/nl\/te-koop\/[^"?]+\/(\d+)\/)"/g)) {
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
          stamp: await personStamp(),
        },
        headers: { Origin: origin(baseURL) },
        maxRedirects: 0,
      });
      if (posted.status() === 303) return { id: match[2]! };
    }
  }
  throw new Error("no free visit moment on any property for sale");
}

/** A search alert from the French form, sent without script. */
async function registerAlert(request: APIRequestContext, baseURL: string | undefined, firstName: string): Promise<void> {
  const posted = await request.post(formPath("demand-register", "fr"), {
    form: {
      goal: "0",
      types: "1,2",
      zones: "9000",
      priceMax: "450000",
      frequency: "daily",
      title: "mr",
      firstName,
      lastName: "Dubois",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "+49 170 1234567",
      page: fixedPath("demandRegister", "fr"),
      privacy: "on",
      stamp: await personStamp(),
    },
    headers: { Origin: origin(baseURL) },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
}

/** Assigns the open lead to the development identity, adds a note, then moves it through `steps` (status code, its words). */
async function work(
  page: Page,
  words: { assignee: string; assign: string; assigned: string; note: RegExp; addNote: string; noted: string; status: string; change: string; changed: string },
  steps: readonly (readonly [string, string])[],
  by: string,
) {
  await page.getByLabel(words.assignee).selectOption({ label: "dev@localhost" });
  await page.getByRole("button", { name: words.assign }).click();
  await expect(page.getByRole("status")).toHaveText(words.assigned);
  const note = `${by}: ${Date.now()}`;
  await page.getByLabel(words.note).fill(note);
  await page.getByRole("button", { name: words.addNote }).click();
  await expect(page.getByRole("status")).toHaveText(words.noted);
  await expect(page.locator("pre", { hasText: note })).toBeVisible();
  for (const [status, shown] of steps) {
    await page.getByLabel(words.status, { exact: true }).selectOption(status);
    await page.getByRole("button", { name: words.change }).click();
    await expect(page.getByRole("status")).toHaveText(words.changed);
    await expect(page.getByRole("listitem").filter({ hasText: `${shown}, ${by} dev@localhost` })).toBeVisible();
  }
}

test("a visit request in Dutch and a search alert in French are worked and closed without a code on screen, found by phone, listed on the property's page, and in the day's CSV", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { problems, at } = watchProblems(page);
  const stamp = Date.now();
  const visitor = `Bezoeker${stamp}`;
  const searcher = `Chercheur${stamp}`;
  const property = await requestVisit(request, baseURL, visitor);
  await registerAlert(request, baseURL, searcher);

  // The agent, in Dutch: the visit request.
  at.path = "/staff/leads/";
  await page.goto("/staff/leads/");
  await page.getByRole("link", { name: "Nederlands" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expectNoCodes(page, "nl inbox");
  await page.getByRole("link", { name: new RegExp(visitor) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(visitor);
  at.path = "nl lead page";
  await expect(answer(page, "Bezoek")).toContainText(/\d{4}, \d{2}:00–\d{2}:00/);
  await expectNoCodes(page, "nl lead page");
  expect(await axeViolations(page, "nl lead page")).toEqual([]);
  await work(
    page,
    {
      assignee: "Toegewezen aan",
      assign: "Toewijzen",
      assigned: "De toewijzing is bewaard.",
      note: /Nieuwe notitie/,
      addNote: "Notitie toevoegen",
      noted: "De notitie is toegevoegd.",
      status: "Stand",
      change: "Stand wijzigen",
      changed: "De stand van het bericht is gewijzigd.",
    },
    [
      ["in-progress", "In behandeling"],
      ["closed", "Afgesloten"],
    ],
    "door",
  );
  await expectNoCodes(page, "nl lead page, closed");
  // The visit cancelled frees its slot, said in words with who and when; undone, it holds it again.
  at.path = "nl lead page, visit cancelled";
  await page.getByRole("button", { name: "Bezoek geannuleerd — moment vrijgeven" }).click();
  await expect(page.getByRole("status")).toHaveText("Het bezoek is geannuleerd; het moment is weer vrij voor andere bezoekers.");
  await expect(page.getByText(/^Bezoek op .+ geannuleerd op .+ door .+; het moment is weer vrij\.$/)).toBeVisible();
  await expectNoCodes(page, "nl lead page, visit cancelled");
  await page.getByRole("button", { name: "Ongedaan maken: het bezoek gaat toch door" }).click();
  await expect(page.getByRole("status")).toHaveText("Het bezoek gaat door en houdt zijn moment weer vast.");

  // The inbox finds it by the phone written the international way, and says where it stands.
  at.path = "/staff/leads/?q=";
  await page.goto("/staff/leads/");
  await page.getByLabel(/Zoeken/).fill("+32 475 98.76.54");
  await page.getByRole("button", { name: "Filteren" }).click();
  const row = page.getByRole("row").filter({ hasText: visitor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Afgesloten");
  await expect(row).toContainText("dev@localhost");

  // Its property's own page lists it, named by title and reference.
  at.path = "property page";
  await row.getByRole("link").last().click();
  await expect(page).toHaveURL(new RegExp(`/staff/properties/${property.id}/$`));
  await expect(page.getByRole("link", { name: new RegExp(visitor) })).toBeVisible();
  await expect(page.getByText("Referentie")).toBeVisible();
  await expectNoCodes(page, "nl property page");
  expect(await axeViolations(page, "nl property page")).toEqual([]);

  // The agent, in French: the search alert.
  at.path = "/staff/leads/ fr";
  await page.goto("/staff/leads/");
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByLabel(/Rechercher/).fill(searcher);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expectNoCodes(page, "fr inbox");
  await page.getByRole("link", { name: new RegExp(searcher) }).click();
  at.path = "fr lead page";
  await expect(answer(page, "Objectif")).toContainText("Acheter");
  await expect(answer(page, "Fréquence des e-mails")).toContainText("Chaque jour");
  await expectNoCodes(page, "fr lead page");
  expect(await axeViolations(page, "fr lead page")).toEqual([]);
  await work(
    page,
    {
      assignee: "Attribué à",
      assign: "Attribuer",
      assigned: "L’attribution est enregistrée.",
      note: /Nouvelle note/,
      addNote: "Ajouter la note",
      noted: "La note a été ajoutée.",
      status: "État",
      change: "Changer l’état",
      changed: "L’état du message a été changé.",
    },
    [["closed", "Clôturé"]],
    "par",
  );
  await expectNoCodes(page, "fr lead page, closed");

  // The day's CSV, as the French-speaking agent downloads it: both leads, local times, one column per answer.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date());
  const csv = await page.request.get(`/staff/leads.csv?from=${today}&to=${today}`);
  const rows = readCsv(await csv.text());
  const visit = rows.find((item) => item["Prénom"] === visitor);
  const alert = rows.find((item) => item["Prénom"] === searcher);
  expect(visit?.["Reçu"]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
  expect(visit?.["Formulaire"]).toBe("Demande de visite");
  expect(visit?.["Visite"]).toMatch(/^\p{L}+ \d{1,2} \p{L}+ \d{4}, \d{2}:00–\d{2}:00$/u);
  expect(visit?.["État"]).toBe("Clôturé");
  expect(alert?.["Formulaire"]).toBe("Alerte de recherche");
  expect(alert?.["Objectif"]).toBe("Acheter");
  expect(alert?.["Téléphone"]).toBe("0049 170 1234567");
  expect(problems).toEqual([]);
});
