import { describe, expect, it } from "vitest";
import metadata from "libphonenumber-js/min/metadata";
import { phoneReader } from "../../../client/domain/phone-rules";
import { fieldNames, LEAD_FORM_KEYS, parseLeadForm as parseWith, type LeadForm } from "../../../client/forms/lead-forms";

const readPhone = phoneReader(metadata);
/** The forms as the worker reads them: every country's phone rules. */
const parseLeadForm = <F extends LeadForm>(form: F, values: Record<string, string>) => parseWith(form, values, readPhone);

const PERSON = { title: "mr", firstName: "Jan", lastName: "Peeters", email: "Jan@Example.BE", phone: "0475 12 34 56" };

describe("the lead forms' schemas", () => {
  it("gives each missing required field of the contact form its own message id", () => {
    const result = parseLeadForm("site-contact", {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: "form.title.required",
      firstName: "form.firstName.required",
      lastName: "form.lastName.required",
      email: "form.email.required",
      phone: "form.phone.required",
      remark: "form.remark.required",
    });
  });

  it("trims, lower-cases the address, formats the phone and reads the checkbox", () => {
    const result = parseLeadForm("contact-me", { ...PERSON, firstName: "  Zoë ", newsletter: "on" });
    expect(result).toEqual({ ok: true, fields: { ...PERSON, firstName: "Zoë", email: "jan@example.be", phone: "+32475123456", remark: "", newsletter: true } });
  });

  it.each([
    ["German", "+49 170 1234567", "+491701234567"],
    ["French", "+33 6 12 34 56 78", "+33612345678"],
    ["Dutch", "0031 6 12345678", "+31612345678"],
    ["British", "+44 7911 123456", "+447911123456"],
    ["Luxembourg", "+352 621 123 456", "+352621123456"],
  ])("takes a %s number on every form that asks for one, in E.164", (_country, typed, e164) => {
    for (const form of LEAD_FORM_KEYS.filter((key) => fieldNames(key).includes("phone"))) {
      const result = parseLeadForm(form, { ...PERSON, phone: typed });
      expect(result.ok ? undefined : result.errors.phone, form).toBeUndefined();
      if (result.ok) expect((result.fields as { phone: string }).phone, form).toBe(e164);
    }
  });

  it("says what is wrong with a number, with the country code it was read with", () => {
    const phoneError = (phone: string) => {
      const result = parseLeadForm("contact-me", { ...PERSON, phone });
      return result.ok ? undefined : result.errors.phone;
    };
    expect(phoneError("+49 170")).toBe("form.phone.tooShort\u001f+49");
    expect(phoneError("+49 170 1234567890123")).toBe("form.phone.tooLong\u001f+49");
    expect(phoneError("+999 1234567")).toBe("form.phone.unknownCountry");
    expect(phoneError("call me")).toBe("form.phone.notANumber");
  });

  it("refuses a title, moment or unit that is not one of the choices", () => {
    const errors = (form: Parameters<typeof parseLeadForm>[0], values: Record<string, string>) => {
      const result = parseLeadForm(form, { ...PERSON, ...values });
      return result.ok ? {} : result.errors;
    };
    expect(errors("contact-me", { title: "dr" }).title).toBe("form.title.required");
    // A neutral title for whoever wants none; Miss is no longer offered (no natural German word for it).
    expect(errors("contact-me", { title: "none" }).title).toBeUndefined();
    expect(errors("contact-me", { title: "miss" }).title).toBe("form.title.required");
    expect(errors("contact-appointment", { moment: "2026-12-02T13" }).moment).toBe("form.moment.required");
    expect(errors("contact-appointment", { moment: "2026-12-02T14" }).moment).toBeUndefined();
    expect(errors("contact-construction", { unit: "12; DROP" }).unit).toBe("form.unit.invalid");
  });

  it("bounds every text field", () => {
    for (const form of LEAD_FORM_KEYS) {
      const long = Object.fromEntries(fieldNames(form).map((name) => [name, "x".repeat(5_000)]));
      const result = parseLeadForm(form, long);
      expect(result.ok, form).toBe(false);
    }
  });

  it("asks the friend's address separately in send-to-friend", () => {
    const result = parseLeadForm("send-to-friend", { firstName: "Jan", email: "jan@example.be", friendEmail: "nope" });
    expect(result.ok ? {} : result.errors).toEqual({ friendEmail: "form.friendEmail.invalid" });
  });
});

describe("one-line answers", () => {
  it("turn line breaks and control characters a crafted post hides in a name into spaces", () => {
    const result = parseLeadForm("contact-me", { ...PERSON, firstName: "Jan\r\nBcc: all@example.be", lastName: "Pee\u0000ters\u202e" });
    expect(result.ok && [result.fields.firstName, result.fields.lastName]).toEqual(["Jan Bcc: all@example.be", "Pee ters"]);
  });
});
