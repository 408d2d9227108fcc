import { describe, expect, it } from "vitest";
import { CODE_SLUGS, formPath, pathFor } from "../../../client/i18n/routes";
import { unescapeHtml } from "../worker";
import { PERSON, postForm } from "./helpers";

const heading = (html: string) => unescapeHtml(/<h2 id="[^"]*-errors-title">([^<]*)<\/h2>/.exec(html)?.[1] ?? "");

describe("a refused post's error summary", () => {
  it.each([
    ["nl", "Uw formulier bevat een fout", "Uw formulier bevat 3 fouten"],
    ["fr", "Votre formulaire contient une erreur", "Votre formulaire contient 3 erreurs"],
    ["en", "There is a problem with your form", "There are 3 problems with your form"],
    ["de", "Ihr Formular enthält einen Fehler", "Ihr Formular enthält 3 Fehler"],
  ] as const)("says in %s how many fields are wrong, in the grammar of that number", async (lang, one, three) => {
    const page = pathFor(CODE_SLUGS, "contact", lang);
    const oneWrong = await (await postForm(formPath("site-contact", lang), { ...PERSON, email: "zoe@", remark: "x", page })).text();
    expect(heading(oneWrong)).toBe(one);
    const threeWrong = await (await postForm(formPath("site-contact", lang), { ...PERSON, firstName: "", email: "zoe@", remark: "", page })).text();
    expect(heading(threeWrong)).toBe(three);
  });
});
