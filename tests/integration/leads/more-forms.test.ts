import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_SLUGS, formPath, pathFor, thankYouPath } from "../../../client/i18n/routes";
import { MAX_PHOTO_BYTES } from "../../../client/forms/photo";
import { deliver } from "../../../worker/jobs/deliver";
import type { Mail } from "../../../worker/mail/mail";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { GPS_LATITUDE, jpegWithMetadata, PHOTO_JPG } from "../../fixtures/photo-metadata";
import { get, ORIGIN } from "../worker";
import { deliveryRows, FORM_CONTEXT, hiddenFields, leadRows, oldStamp, PERSON, postForm } from "./helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
});

/** The first property of a list whose page shows a form posting to `action`. */
async function pageWithForm(list: string, action: string, also: (html: string) => boolean = () => true): Promise<{ path: string; html: string }> {
  const listHtml = await (await get(list)).text();
  for (const match of listHtml.matchAll(/href="(\/[a-z]{2}\/[^"]+\/\d+\/)"/g)) {
    const html = await (await get(match[1]!)).text();
    if (html.includes(`action="${action}"`) && also(html)) return { path: match[1]!, html };
  }
  throw new Error(`no page of ${list} has a form posting to ${action}`);
}

describe("the free valuation (contact-demand)", () => {
  it("is the form of the free-valuation page, with the address, the property and the person", async () => {
    const html = await (await get(pathFor(CODE_SLUGS, "freeValuation", "en"))).text();
    expect(hiddenFields(html, formPath("contact-demand", "en"))[FORM_CONTEXT.page]).toBe(pathFor(CODE_SLUGS, "freeValuation", "en"));
  });

  it("gives the SPEC messages for the address and asks for the type of property", async () => {
    const response = await postForm(formPath("contact-demand", "en"), { ...PERSON });
    expect(response.status).toBe(422);
    const html = await response.text();
    for (const message of ["Address is a required field", "Postal code is a required field", "City is a required field", "Choose the type of property"])
      expect(html).toContain(message);
  });

  it("stores a valuation request and lands on its thank-you page", async () => {
    const response = await postForm(formPath("contact-demand", "nl"), {
      ...PERSON,
      street: "Veldstraat 1",
      zip: "9000",
      city: "Gent",
      propertyType: "1",
      bedrooms: "3",
      surface: "180",
      condition: "good",
      saleMoment: "within-3-months",
      page: pathFor(CODE_SLUGS, "freeValuation", "nl"),
      stamp: await oldStamp(),
    });
    expect(response.headers.get("Location")).toBe(thankYouPath("contact-demand", "nl"));
    const [lead] = await leadRows();
    expect(JSON.parse(lead!.payload).fields).toMatchObject({ street: "Veldstraat 1", zip: "9000", propertyType: "1", surface: "180" });
  });
});

describe("the document request", () => {
  it("sends the documents once, then says they were already requested", async () => {
    const { path, html } = await pageWithForm("/en/for-sale/", formPath("document-request", "en"));
    const hidden = hiddenFields(html, formPath("document-request", "en"));
    const first = await postForm(formPath("document-request", "en"), { ...PERSON, ...hidden, stamp: await oldStamp() });
    expect(first.headers.get("Location")).toBe(`${thankYouPath("document-request", "en")}?about=${hidden[FORM_CONTEXT.property]}`);
    const [lead] = await leadRows();
    expect(JSON.parse(lead!.payload).documents.length).toBeGreaterThan(0);
    expect(lead!.property_id).toBe(Number(hidden[FORM_CONTEXT.property]));
    const again = await postForm(formPath("document-request", "en"), {
      ...PERSON,
      email: PERSON.email.toUpperCase(),
      ...hidden,
      stamp: await oldStamp(),
      [FORM_CONTEXT.nonce]: "other-view",
    });
    expect(again.headers.get("Location")).toBe(`${thankYouPath("document-request", "en")}?about=${hidden[FORM_CONTEXT.property]}&already-requested`);
    expect(await leadRows()).toHaveLength(1);
    expect(await (await get(again.headers.get("Location")!)).text()).toContain("You already requested the documents of this property");
    expect(path).toMatch(/^\/en\/for-sale\//);
  });
});

describe("the offer to buy", () => {
  it("states the 10 % advance and requires it to be acknowledged", async () => {
    const { html } = await pageWithForm("/fr/a-vendre/", formPath("offer-to-buy", "fr"));
    expect(html).toContain("un acompte de 10 % du prix de vente");
    const hidden = hiddenFields(html, formPath("offer-to-buy", "fr"));
    const refused = await (await postForm(formPath("offer-to-buy", "fr"), { ...PERSON, ...hidden, amount: "12" })).text();
    expect(refused).toContain("Indiquez un montant en euros, sans centimes (au moins 1\u202f000)");
    expect(refused).toContain("Confirmez que vous avez lu les conditions de l&#x27;offre");
    const accepted = await postForm(formPath("offer-to-buy", "fr"), { ...PERSON, ...hidden, amount: "325 000", advance: "on", stamp: await oldStamp() });
    expect(accepted.headers.get("Location")).toBe(`${thankYouPath("offer-to-buy", "fr")}?about=${hidden[FORM_CONTEXT.property]}`);
    const [lead] = await leadRows();
    expect(lead!.form).toBe("offer-to-buy");
    expect(JSON.parse(lead!.payload).fields.amount).toBe("325000");
  });

  it("is not offered on a rental", async () => {
    const { html } = await pageWithForm("/fr/a-louer/", formPath("contact-appointment", "fr"));
    expect(html).not.toContain(`action="${formPath("offer-to-buy", "fr")}"`);
    const hidden = hiddenFields(html, formPath("contact-appointment", "fr"));
    const response = await postForm(formPath("offer-to-buy", "fr"), { ...PERSON, property: hidden[FORM_CONTEXT.property]!, amount: "250000", advance: "on" });
    expect(await response.text()).toContain("Ce bien n&#x27;accepte plus d&#x27;offres.");
  });
});

describe("a visit to a rental", () => {
  it("states the rental conditions and asks to confirm them", async () => {
    // A rental whose provider gives a deposit (not every one does).
    const { html } = await pageWithForm("/nl/te-huur/", formPath("contact-appointment", "nl"), (page) => page.includes("<dt>Huurwaarborg</dt>"));
    // One deposit on the page: the conditions state the months of rent the financial section's amount is.
    const amount = Number(/<dt>Huurwaarborg<\/dt><dd>€\u00a0([\d.]+)<\/dd>/.exec(html)?.[1]?.replace(/\./g, ""));
    const months = Number(/een huurwaarborg van (\d+) maanden huur/.exec(html)?.[1]);
    expect(amount).toBeGreaterThan(0);
    expect(months).toBeGreaterThan(0);
    expect(html).toContain(`€\u00a0${new Intl.NumberFormat("nl-BE").format(amount / months)}`);
    const hidden = hiddenFields(html, formPath("contact-appointment", "nl"));
    const moment = /<input [^>]*name="moment"[^>]*value="([^"]+)"(?![^>]*disabled)/.exec(html)?.[1] ?? "";
    const refused = await (await postForm(formPath("contact-appointment", "nl"), { ...PERSON, ...hidden, moment })).text();
    expect(refused).toContain("Bevestig dat u de huurvoorwaarden gelezen hebt");
  });
});

describe("the testimonial", () => {
  it("is invited under the testimonials and stored for approval: only the agency hears of it", async () => {
    const article = await get("/nl/onze-diensten/");
    const html = await article.text();
    const hidden = hiddenFields(html, formPath("testimonial", "nl"));
    const missing = await (await postForm(formPath("testimonial", "nl"), { ...hidden })).text();
    expect(missing).toContain("Naam is een verplicht veld");
    expect(missing).toContain("Uw getuigenis is een verplicht veld");
    const bad = await (
      await postForm(formPath("testimonial", "nl"), { ...hidden, name: "An", email: "an@example.be", comment: "Top", website: "javascript:alert(1)" })
    ).text();
    expect(bad).toContain("Geef een volledig webadres (https://…)");
    const sent = await postForm(formPath("testimonial", "nl"), {
      ...hidden,
      name: "An",
      email: "an@example.be",
      comment: "Vlot verkocht!",
      website: "https://an.example.be",
      stamp: await oldStamp(),
    });
    expect(sent.headers.get("Location")).toBe(thankYouPath("testimonial", "nl"));
    const [lead] = await leadRows();
    expect((await deliveryRows(lead!.id)).map((row) => row.kind)).toEqual(["agency-mail"]);
    // Not published: the article does not show it.
    expect(await (await get("/nl/onze-diensten/")).text()).not.toContain("Vlot verkocht!");
  });
});

/** Whether `part` occurs in `bytes`. */
const contains = (bytes: Uint8Array, part: Uint8Array) => {
  outer: for (let at = 0; at + part.length <= bytes.length; at++) {
    for (let index = 0; index < part.length; index++) if (bytes[at + index] !== part[index]) continue outer;
    return true;
  }
  return false;
};

describe("a testimonial's photo", () => {
  /** The smallest PNG there is: a signature and a 1×1 image. */
  const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (char) =>
    char.charCodeAt(0),
  );

  async function postWithPhoto(file: File, ip = "192.0.2.77") {
    const body = new FormData();
    for (const [name, value] of Object.entries({ page: "/en/", name: "An", email: "an@example.be", comment: "Great help", stamp: await oldStamp() }))
      body.append(name, value);
    body.append("photo", file);
    return exports.default.fetch(
      new Request(new URL(formPath("testimonial", "en"), ORIGIN), {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Origin: ORIGIN, "CF-Connecting-IP": ip },
      }),
    );
  }

  it("keeps a JPEG, PNG or WebP photo in the uploads bucket with the lead, and sends it to the agency", async () => {
    const response = await postWithPhoto(new File([PNG], "me.png", { type: "image/png" }));
    expect(response.status).toBe(303);
    const [lead] = await leadRows();
    const photo = (JSON.parse(lead!.payload) as { photo: { key: string; type: string } }).photo;
    expect(photo.type).toBe("image/png");
    expect((await env.UPLOADS.get(photo.key))?.httpMetadata?.contentType).toBe("image/png");
    const sent: Mail[] = [];
    await deliver({ leadId: lead!.id, kind: "agency-mail" }, deliveryDeps(env, { transport: { send: async (mail) => (sent.push(mail), { messageId: "m" }) } }));
    expect(sent[0]!.attachments).toMatchObject([{ type: "image/png" }]);
  });

  it("refuses a file that is not a picture, whatever its name, or one that is too large", async () => {
    const fake = await postWithPhoto(new File(["<svg onload=alert(1)>"], "me.png", { type: "image/png" }));
    expect(fake.status).toBe(422);
    const fakeHtml = await fake.text();
    expect(fakeHtml).toContain("The photo must be a JPEG, PNG or WebP image");
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(PNG);
    const large = await postWithPhoto(new File([big], "big.png", { type: "image/png" }));
    expect(await large.text()).toContain("The photo is too large");
    expect(await leadRows()).toEqual([]);
  });

  it("keeps a phone's photo without its EXIF: no GPS position of the sender's home in what is stored or mailed", async () => {
    const photo = jpegWithMetadata(PHOTO_JPG, { orientation: 6 });
    expect(contains(photo, GPS_LATITUDE)).toBe(true);
    const response = await postWithPhoto(new File([photo], "tuin.jpg", { type: "image/jpeg" }), "192.0.2.81");
    expect(response.status).toBe(303);
    const [lead] = await leadRows();
    const stored = (JSON.parse(lead!.payload) as { photo: { key: string; size: number } }).photo;
    const kept = new Uint8Array(await (await env.UPLOADS.get(stored.key))!.arrayBuffer());
    expect(kept.byteLength).toBe(stored.size);
    expect(contains(kept, GPS_LATITUDE)).toBe(false);
    expect(contains(kept, new TextEncoder().encode("Pixel 9"))).toBe(false);
    expect(contains(kept, new TextEncoder().encode("Taken at home"))).toBe(false);
    // The picture itself, byte for byte, behind an EXIF that says only how to turn it.
    expect(contains(kept, PHOTO_JPG.subarray(20))).toBe(true);
    const sent: Mail[] = [];
    await deliver({ leadId: lead!.id, kind: "agency-mail" }, deliveryDeps(env, { transport: { send: async (mail) => (sent.push(mail), { messageId: "m" }) } }));
    expect(sent[0]!.attachments).toMatchObject([{ type: "image/jpeg" }]);
  });

  it("refuses a truncated JPEG, or garbage behind a JPEG's first bytes, as no photo, keeping what was typed", async () => {
    for (const bytes of [PHOTO_JPG.subarray(0, 200), Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("<svg onload=alert(1)>")])]) {
      const response = await postWithPhoto(new File([bytes], "me.jpg", { type: "image/jpeg" }), "192.0.2.82");
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toMatch(/id="[^"]*photo-error"[^>]*>[^<]*The photo must be a JPEG, PNG or WebP image/);
      expect(html).toContain('value="an@example.be"');
      expect(html).toContain("Great help");
    }
    expect(await leadRows()).toEqual([]);
  });

  it("brings a photo far over the limit back as the form, the error translated by the photo field and everything typed kept", async () => {
    // 12 MB, well past the body limit: the text fields come before and after it.
    const huge = new Uint8Array(12 * 1024 * 1024);
    huge.set(PNG);
    for (const [lang, message] of [
      ["de", "Das Foto ist zu groß"],
      ["en", "The photo is too large"],
    ] as const) {
      const body = new FormData();
      body.append("page", `/${lang}/`);
      body.append("name", "Jürgen Maes");
      body.append("photo", new File([huge], "urlaub.png", { type: "image/png" }));
      body.append("comment", "Schnell verkauft, sehr freundlich & <kompetent>");
      body.append("email", "juergen@example.be");
      body.append("stamp", await oldStamp());
      const response = await exports.default.fetch(
        new Request(new URL(formPath("testimonial", lang), ORIGIN), {
          method: "POST",
          body,
          redirect: "manual",
          headers: { Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.78" },
        }),
      );
      expect(response.status, lang).toBe(422);
      expect(response.headers.get("Content-Type"), lang).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, lang).toMatch(new RegExp(`id="[^"]*photo-error"[^>]*>[^<]*${message}`));
      expect(html, lang).toContain('value="Jürgen Maes"');
      expect(html, lang).toContain('value="juergen@example.be"');
      expect(html, lang).toContain("Schnell verkauft, sehr freundlich &amp; &lt;kompetent&gt;");
    }
    expect(await leadRows()).toEqual([]);
  });
});
