import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { workingDocument } from "../../../worker/content/working-copy";
import type { Page } from "../../../worker/content/schema";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { staffFetch } from "./helpers";

const EN = { "Accept-Language": "en" };
const aboutUs = seedContent.pages.find((page) => page.route === "aboutUs")!;
const href = `/staff/content/page/${aboutUs.id}/`;

async function saveRedirect(address: string, lang = EN) {
  const form = await formFields((await staffFetch(href, { headers: lang })).body);
  const body = edited(form, { "params.redirectUrl": address });
  body.set("params.redirect", "on");
  return staffFetch(href, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...lang } });
}

const storedRedirect = async () => ((await workingDocument(env.DB, { kind: "page", id: String(aboutUs.id) }))!.body as Page).params.redirectUrl;

beforeEach(resetContent);

describe("a page's redirect address in the content editor (issue 37)", () => {
  it("refuses a javascript: or data: address in words, keeps what was typed and saves nothing", async () => {
    for (const address of ["javascript:alert(document.domain)", "data:text/html,<script>alert(1)</script>"]) {
      const refused = await saveRedirect(address);
      expect(refused.status).toBe(422);
      expect(refused.body).toContain("Enter an address starting with https://, mailto: or tel:, or a path on this site starting with /.");
      const shown = await formFields(refused.body);
      expect(shown).toContainEqual(["params.redirectUrl", address]);
      expect(await storedRedirect()).toBeUndefined();
    }
  });

  it("refuses an http address, saying to use https, in the staff member's language", async () => {
    const refused = await saveRedirect("http://www.example.com/", { "Accept-Language": "nl" });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("Dit adres is niet beveiligd (http://). Gebruik het https://-adres van die site.");
    expect(await storedRedirect()).toBeUndefined();
  });

  it("saves an https address or a path on the site", async () => {
    expect((await saveRedirect("https://www.example.com/")).status).toBe(303);
    expect(await storedRedirect()).toBe("https://www.example.com/");
    expect((await saveRedirect("/nl/contact/")).status).toBe(303);
    expect(await storedRedirect()).toBe("/nl/contact/");
  });
});
