import { describe, expect, it } from "vitest";
import { deliveryTrouble } from "../../../worker/leads/lead-words";

describe("a delivery's error in words", () => {
  it("reads what deliver.ts, the mail transport and the provider's CRM record as a category the staff can act on", () => {
    expect(deliveryTrouble("agency-mail", "retries exhausted")).toBe("gaveUp");
    expect(deliveryTrouble("visitor-mail", "no mail for visitor-mail")).toBe("noMail");
    expect(deliveryTrouble("agency-mail", "Email Service: recipient rejected")).toBe("mailRefused");
    expect(deliveryTrouble("crm", "Provider configuration is invalid: PROVIDER_BASE_URL must be an absolute URL")).toBe("crmNotSetUp");
    expect(deliveryTrouble("crm", "Contact/Save (lead): timed out after 10000 ms after 3 attempts")).toBe("crmNoAnswer");
    expect(deliveryTrouble("crm", "Contact/Save (lead): network error: connection reset")).toBe("crmNoAnswer");
    expect(deliveryTrouble("crm", "Contact/Save (lead): HTTP 503 Service Unavailable after 3 attempts")).toBe("crmNoAnswer");
    expect(deliveryTrouble("crm", "Contact/Save (lead): HTTP 400 Bad Request")).toBe("crmRefused");
  });
});
