import { describe, expect, it } from "vitest";
import { formValuesOf } from "../../../worker/alerts/from-form";
import { alertCriteria } from "../../fixtures/alerts";

const alert = (phone: string, title = "ms") => ({
  lang: "de" as const,
  frequency: "daily" as const,
  criteria: alertCriteria(),
  person: { title, firstName: "Lena", lastName: "Schmidt", email: "lena@example.de", phone, slots: ["10"] },
});

describe("an alert's stored person, as its manage form shows it", () => {
  it.each([
    ["+491701234567", "+49 170 1234567"],
    ["+32475123456", "0475 12 34 56"],
  ])("shows the stored %s as people read it (%s), not in E.164", (stored, shown) => {
    expect(formValuesOf(alert(stored)).phone).toBe(shown);
  });

  it("ticks Ms for a stored Miss, no longer offered, so an unchanged edit is not refused for its title", () => {
    expect(formValuesOf(alert("+32475123456", "miss")).title).toBe("ms");
  });
});
