import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup, watchProblems } from "./helpers";

test.use({ locale: "en-GB", actionTimeout: 15_000 });

/** The home heading the office manager gives the site, in the four languages (typed in the Dutch staff area). */
const HEADING = { Nederlands: "Thuis in Gent", Frans: "Chez vous à Gand", Engels: "At home in Ghent", Duits: "Zuhause in Gent" };
/** The new page's title and two paragraphs per language, typed in the French staff area (language names in French). */
const OFFICES = {
  Néerlandais: { title: "Onze kantoren", text: ["Ons kantoor in Gent ligt aan de Korenmarkt.", "In Brussel vindt u ons aan de Louizalaan."] },
  Français: { title: "Nos bureaux", text: ["Notre bureau de Gand se trouve au Korenmarkt.", "À Bruxelles, nous sommes avenue Louise."] },
  Anglais: { title: "Our offices", text: ["Our Ghent office is on the Korenmarkt.", "In Brussels you find us on Avenue Louise."] },
  Allemand: { title: "Unsere Büros", text: ["Unser Büro in Gent liegt am Korenmarkt.", "In Brüssel finden Sie uns an der Avenue Louise."] },
};
const PHOTO_ALT = { Nederlands: "Gevel van ons kantoor", Frans: "Façade de notre bureau", Engels: "Front of our office", Duits: "Fassade unseres Büros" };
const PUBLIC_LANGUAGES = { nl: "Néerlandais", fr: "Français", en: "Anglais", de: "Allemand" } as const;
const SWITCH = { nl: "Nederlands", fr: "Français", en: "English", de: "Deutsch" } as const;

/**
 * Issue 42's journey, as a new office manager would make it, in a real browser and in two staff
 * languages: the home heading and the banner picture in the Dutch staff area, a page "Our offices"
 * under About us with two paragraphs and a photo in the French one, a publish of what they marked
 * ready, the page at its address in every language; a colleague's draft saved meanwhile stays a
 * draft. Nothing typed is a number, a path or a meta field. The site is put back at the end.
 */
test("an office manager changes the home heading and banner picture, makes a page with a photo and publishes only what is ready", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const { problems, at } = watchProblems(page);
  at.path = "office manager";
  const before = await page.goto("/staff/content/");
  expect(before?.ok()).toBe(true);
  // The version visitors see now (each "publish again" form is based on it; 0, the build's, before any publish).
  const bases = page.locator('form[action$="/republish/"] input[name="base"]');
  const visitorsSaw = (await bases.count()) > 0 ? await bases.first().getAttribute("value") : "0";

  // In Dutch: the staff area remembers the language chosen in its header.
  await page.getByRole("link", { name: SWITCH.nl }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  // "Change the banner title": the banner form says the search block's title is the heading, and leads there.
  await page.getByRole("link", { name: "Banner", exact: true }).click();
  await page.getByRole("link", { name: "De kop van de startpagina wijzigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Zoekblok op de startpagina");
  const title = page.getByRole("group", { name: "Titel", exact: true });
  for (const [language, text] of Object.entries(HEADING)) await title.getByLabel(language).fill(text);
  await page.getByRole("button", { name: "Bewaren en markeren als klaar om te publiceren" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "gemarkeerd als klaar om te publiceren" })).toBeVisible();

  // The banner picture: uploaded in place from the banner form, described in four languages; no path typed.
  await page.getByRole("link", { name: "Inhoud", exact: true }).click();
  await page.getByRole("link", { name: "Banner", exact: true }).click();
  const banner = page.getByRole("group", { name: "Afbeelding", exact: true }).first();
  await banner.getByText("Een afbeelding kiezen of opladen").click();
  await banner.getByLabel("Of laad een nieuwe afbeelding op (JPEG, PNG of WebP)").setInputFiles("tests/fixtures/images/photo.jpg");
  const alt = banner.getByRole("group", { name: "Alternatieve tekst" });
  for (const [language, text] of Object.entries(PHOTO_ALT)) await alt.getByLabel(language).fill(text);
  await page.getByRole("button", { name: "Bewaren en markeren als klaar om te publiceren" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "gemarkeerd als klaar om te publiceren" })).toBeVisible();
  const photo = await banner.locator(".image-current img").getAttribute("src");
  expect(photo).toMatch(/^\/media\/content\/[0-9a-f]{64}\.jpg$/);

  // Meanwhile a colleague, in another browser, saves an unfinished draft of the footer and marks nothing.
  const colleague = await browser.newContext({ locale: "en-GB" });
  const other = await colleague.newPage();
  await other.goto("/staff/content/site/footer/");
  await other.getByRole("group", { name: "Copyright notice", exact: true }).getByLabel("English").fill("Half-written footer, not for visitors");
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByRole("status").filter({ hasText: "Saved as revision" })).toBeVisible();
  await colleague.close();

  // In French: a new page in one go, under "About us", its address proposed from its title.
  await page.getByRole("link", { name: SWITCH.fr }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("link", { name: "Contenu", exact: true }).click();
  await page.getByRole("link", { name: "Nouvelle page" }).click();
  await expect(page.locator('[data-staff-island="AddressFill"][data-mounted]')).toHaveCount(1);
  const pageTitle = page.getByRole("group", { name: "Titre", exact: true });
  const address = page.getByRole("group", { name: "Adresse", exact: true });
  const text = page.getByRole("group", { name: "Texte", exact: true });
  for (const [language, { title: typed, text: paragraphs }] of Object.entries(OFFICES)) {
    await pageTitle.getByLabel(language).fill(typed);
    await expect(address.getByLabel(language)).not.toHaveValue("");
    await text.getByRole("textbox", { name: language }).click();
    await expect(text.locator(".rt-area[contenteditable=true]:focus")).toHaveCount(1);
    await page.keyboard.type(paragraphs[0]!);
    await page.keyboard.press("Enter");
    await page.keyboard.type(paragraphs[1]!);
  }
  await page.getByLabel("Se trouve sous").selectOption({ label: "Qui sommes-nous\u202f?" });
  await page.getByRole("button", { name: "Créer la page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Nos bureaux");

  // Its photo: the picture just uploaded, chosen from the library by its description, which fills the page's alt texts.
  const modulePhoto = page.locator('[id="f-params.modules[0].image"]');
  await expect(modulePhoto).toContainText("Affichée sous le texte");
  await modulePhoto.getByText("Choisir ou téléverser une image").click();
  await modulePhoto.getByRole("radio", { name: PHOTO_ALT.Frans }).check();
  await expect(modulePhoto.getByRole("group", { name: "Texte alternatif" }).getByLabel("Anglais")).toHaveValue(PHOTO_ALT.Engels);
  await page.getByRole("button", { name: "Enregistrer et marquer prêt à publier" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "marqué prêt à publier" })).toBeVisible();

  // The overview ticks what was marked ready, not the colleague's draft; the publish takes only that.
  await page.getByRole("link", { name: "Contenu", exact: true }).click();
  const publish = page.locator('form[action="/staff/content/publish/"]');
  await expect(publish.getByRole("checkbox", { name: /Nos bureaux/ })).toBeChecked();
  await expect(publish.getByRole("checkbox", { name: /Pied de page/ })).not.toBeChecked();
  await publish.getByRole("button", { name: "Publier les documents cochés" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Publié" })).toBeVisible();
  await expect(publish.getByRole("checkbox", { name: /Pied de page/ })).not.toBeChecked();

  // Visitors: the new heading and picture on every home, the colleague's draft nowhere.
  for (const [lang, language] of Object.entries({ nl: "Nederlands", fr: "Frans", en: "Engels", de: "Duits" })) {
    await page.goto(`/${lang}/`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(HEADING[language as keyof typeof HEADING]);
    await expect(page.locator(`img[src*="${photo!.slice("/media/content/".length, -4)}"]`).first()).toHaveAttribute(
      "alt",
      PHOTO_ALT[language as keyof typeof PHOTO_ALT],
    );
    await expect(page.locator("footer")).not.toContainText("Half-written footer");
  }

  // The page, found in the Dutch menu, then in every language through the site's own language switch.
  await page.goto("/nl/");
  const link = page.locator("#menu-drawer").getByText(OFFICES.Néerlandais.title, { exact: true });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/nl\/[a-z-]+\/onze-kantoren\/$/);
  await page.goto(href!);
  for (const lang of ["nl", "fr", "en", "de"] as const) {
    if (lang !== "nl")
      await page
        .getByRole("navigation", { name: /Taal|Langue|Language|Sprache/ })
        .first()
        .getByRole("link", { name: SWITCH[lang] })
        .click();
    const { title: heading, text: paragraphs } = OFFICES[PUBLIC_LANGUAGES[lang]];
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const paragraph of paragraphs) await expect(page.locator("main").getByText(paragraph, { exact: true })).toBeVisible();
    await expect(page.locator(".module-photo img")).toHaveAttribute("src", photo!);
  }
  expect(problems, problems.join("\n")).toEqual([]);

  // Put the site back as it was for the specs after this one.
  await page.goto("/staff/content/");
  await page.locator(`form[action="/staff/content/versions/${visitorsSaw}/republish/"] button`).click();
  await expect(page.getByRole("status").filter({ hasText: "Publié" })).toBeVisible();
  await page.getByRole("link", { name: SWITCH.en }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
