import { beforeEach, describe, expect, it } from "vitest";
import { buyingCosts } from "../../../client/domain/costs";
import { readCostValues } from "../../../client/domain/costs/query";
import { formatEuros } from "../../../client/domain/format";
import { clearTables, staffFetch, storeLead } from "./helpers";

const FIELDS = { price: "350000", region: "wallonia", own: "on", vat: "none", buyers: "1", funds: "", rate: "3.3", years: "25", epc: "0" };

describe("a cost calculation in the staff's inbox", () => {
  beforeEach(clearTables);

  it("shows the calculation's figures in words and the staff's numbers, never the stored codes", async () => {
    const id = await storeLead({ email: "an@example.be", form: "cost-calculation", page: "/en/buying-costs/", payload: { fields: FIELDS } });
    const { status, body } = await staffFetch(`/staff/leads/${id}/`, { headers: { "Accept-Language": "en" } });
    expect(status).toBe(200);
    const reading = readCostValues(FIELDS);
    if (!reading.ok) throw new Error("the example must compute");
    const result = buyingCosts(reading.input);
    expect(body).toContain("Wallonia");
    expect(body).toContain(formatEuros(result.monthly, "en"));
    expect(body).toContain(formatEuros(result.duty.amount, "en"));
    const visible = body.replace(/<[^>]+>/g, " ");
    expect(visible).not.toMatch(/\bwallonia\b|\bcost-calculation\b/);
  });
});
