import { describe, expect, it } from "vitest";
import { brusselsDuty } from "../../../../client/domain/costs/brussels";
import { flandersDuty } from "../../../../client/domain/costs/flanders";
import { luxembourgDuty } from "../../../../client/domain/costs/luxembourg";
import { newBuildVat } from "../../../../client/domain/costs/new-build";
import { walloniaDuty } from "../../../../client/domain/costs/wallonia";
import type { DutyInput, DutyResult } from "../../../../client/domain/costs/types";

type Example = [price: number, ownHome: boolean, amount: number, rule: DutyResult["rule"]];

function holds(duty: (input: DutyInput) => DutyResult, examples: Example[], extra: Partial<DutyInput> = {}) {
  for (const [price, ownHome, amount, rule] of examples) {
    const result = duty({ price, ownHome, buyers: 1, ...extra });
    expect({ price, ownHome, amount: result.amount, rule: result.rule }).toEqual({ price, ownHome, amount, rule });
  }
}

describe("Flanders: verkooprecht", () => {
  it("charges 12 % in general and 2 % on the only own home, at several prices", () => {
    holds(flandersDuty, [
      [200_000, false, 24_000, "flanders-standard"],
      [350_000, false, 42_000, "flanders-standard"],
      [200_000, true, 4_000, "flanders-own-home"],
      [350_000, true, 7_000, "flanders-own-home"],
      [1_250_000, true, 25_000, "flanders-own-home"],
    ]);
  });
});

describe("Wallonia: droits d'enregistrement", () => {
  it("charges 12.5 % in general and 3 % on the own and only home", () => {
    holds(walloniaDuty, [
      [180_000, false, 22_500, "wallonia-standard"],
      [300_000, false, 37_500, "wallonia-standard"],
      [180_000, true, 5_400, "wallonia-own-home"],
      [300_000, true, 9_000, "wallonia-own-home"],
    ]);
  });
});

describe("Brussels: droits d'enregistrement with the abatement", () => {
  it("takes the first €200 000 off an own home up to €600 000, and none above the ceiling", () => {
    holds(brusselsDuty, [
      [150_000, true, 0, "brussels-abatement"],
      [400_000, true, 25_000, "brussels-abatement"],
      [599_999, true, 49_999.88, "brussels-abatement"],
      [600_000, true, 50_000, "brussels-abatement"],
      [600_001, true, 75_000.13, "brussels-standard"],
      [400_000, false, 50_000, "brussels-standard"],
    ]);
  });

  it("takes the extra abatement per EPC class gained off the base, within the ceiling only", () => {
    holds(brusselsDuty, [[500_000, true, 31_250, "brussels-abatement"]], { epcClassesGained: 2 });
    holds(brusselsDuty, [[700_000, true, 87_500, "brussels-standard"]], { epcClassesGained: 2 });
  });
});

describe("Luxembourg: 6 % + 1 % less the Bëllegen Akt credit", () => {
  it("charges 7 % and takes €40 000 per buyer off a main residence", () => {
    holds(luxembourgDuty, [
      [800_000, false, 56_000, "luxembourg-standard"],
      [800_000, true, 16_000, "luxembourg-credit"],
      [1_000_000, true, 30_000, "luxembourg-credit"],
    ]);
    holds(luxembourgDuty, [[1_000_000, true, 0, "luxembourg-credit"]], { buyers: 2 });
  });

  it("never goes below zero when the credit exceeds the duty", () => {
    holds(luxembourgDuty, [[500_000, true, 0, "luxembourg-credit"]]);
    expect(luxembourgDuty({ price: 900_000, ownHome: true, buyers: 2 }).amount).toBe(0);
  });
});

describe("A new build sold with VAT", () => {
  it("charges 21 %, or 6 % where the reduced rate applies", () => {
    expect(newBuildVat({ price: 300_000, ownHome: true, buyers: 1 }, "standard")).toMatchObject({ amount: 63_000, rule: "vat-standard" });
    expect(newBuildVat({ price: 300_000, ownHome: true, buyers: 1 }, "reduced")).toMatchObject({ amount: 18_000, rule: "vat-reduced" });
  });
});
