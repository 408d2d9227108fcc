import { describe, expect, it } from "vitest";
import { fieldNames, LEAD_FORM_KEYS } from "../../../client/forms/lead-forms";
import { LANGUAGES } from "../../../client/i18n/languages";
import type { DeliveryKind } from "../../../worker/db/leads";
import { i18nFor } from "../../../worker/i18n";
import { deliveryName, fieldValue, formatMoment, formLabel, isListedField } from "../../../worker/leads/lead-words";

/** The person's fields and the consents: said apart from the answers (personRows, the newsletter row). */
const PERSON_FIELDS = new Set(["title", "firstName", "lastName", "email", "phone", "newsletter"]);
const DELIVERIES: DeliveryKind[] = ["agency-mail", "contact-mail", "visitor-mail", "friend-mail", "crm", "alert-confirm-mail", "newsletter-confirm-mail"];

describe("a lead in words", () => {
  it("has words for every answer of every form, so no screen falls back to a field's code", () => {
    const unlisted = LEAD_FORM_KEYS.flatMap((form) => fieldNames(form).filter((field) => !PERSON_FIELDS.has(field) && !isListedField(field)));
    expect(unlisted).toEqual([]);
  });

  it.each(LANGUAGES)("names every form and every delivery in %s, never by its code", (lang) => {
    const i18n = i18nFor(lang);
    const other = formLabel("no-such-form", i18n);
    for (const form of [...LEAD_FORM_KEYS, "sign-newsletter"]) {
      const name = formLabel(form, i18n);
      expect(name, form).not.toBe(other);
      expect(name, form).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(name.charAt(0), form).toBe(name.charAt(0).toLocaleUpperCase(lang));
    }
    const otherDelivery = deliveryName("no-such-delivery", i18n);
    for (const kind of DELIVERIES) expect(deliveryName(kind, i18n), kind).not.toMatch(new RegExp(`^(${otherDelivery}|${kind})$`));
  });

  it("says a visit moment as a day and a time span, and choices as their words", () => {
    expect(formatMoment("2026-11-30T16", "en")).toBe("Monday, 30 November 2026, 16:00–19:00");
    expect(formatMoment("2026-11-30T10", "fr")).toBe("lundi 30 novembre 2026, 10:00–13:00");
    const en = i18nFor("en");
    expect(fieldValue("goal", "0", "en", en)).toBe("Buy");
    expect(fieldValue("frequency", "instant", "en", en)).not.toBe("instant");
    expect(fieldValue("slots", "10,16", "en", en)).toBe("10:00–13:00, 16:00–19:00");
  });
});
