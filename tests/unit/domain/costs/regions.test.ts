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

// Worked examples from the sources checked on 2026-11-29 (client/domain/costs/README.md has each page's address).

describe("Flanders: verkooprecht", () => {
  // 12 % and 2 %: forumadvocaten.be (30 Oct 2025), vgd.eu (18 Dec 2025); 2026 conditions: vlaanderen.be.
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
  // notaire.be, "Droits d'enregistrement en Région wallonne"; bonten.com's example: €300 000 → €37 500 or €9 000.
  it("charges 12.5 % in general and 3 % on the own and only home, with no abatement left", () => {
    holds(walloniaDuty, [
      [180_000, false, 22_500, "wallonia-standard"],
      [300_000, false, 37_500, "wallonia-standard"],
      [180_000, true, 5_400, "wallonia-own-home"],
      [300_000, true, 9_000, "wallonia-own-home"],
    ]);
  });
});

describe("Brussels: droits d'enregistrement with the abatement", () => {
  // be.brussels, "Réduction des droits d'enregistrement"; fiscalite.brussels (3 May 2024): €300 000 → €12 500.
  it("takes the first €200 000 off an own home up to €600 000, and none above the ceiling", () => {
    holds(brusselsDuty, [
      [200_000, true, 0, "brussels-abatement"],
      [300_000, true, 12_500, "brussels-abatement"],
      [150_000, true, 0, "brussels-abatement"],
      [400_000, true, 25_000, "brussels-abatement"],
      [599_999, true, 49_999.88, "brussels-abatement"],
      [600_000, true, 50_000, "brussels-abatement"],
      [600_001, true, 75_000.13, "brussels-standard"],
      [400_000, false, 50_000, "brussels-standard"],
    ]);
  });

  // be.brussels: "25 000 € pour chaque saut de classe énergétique, avec un minimum de deux sauts".
  it("takes €25 000 per EPC class gained off the base from two classes on, within the ceiling only", () => {
    holds(brusselsDuty, [[500_000, true, 31_250, "brussels-abatement"]], { epcClassesGained: 2 });
    holds(brusselsDuty, [[500_000, true, 28_125, "brussels-abatement"]], { epcClassesGained: 3 });
    holds(brusselsDuty, [[700_000, true, 87_500, "brussels-standard"]], { epcClassesGained: 2 });
  });

  it("gives no extra abatement for a single EPC class gained", () => {
    holds(brusselsDuty, [[500_000, true, 37_500, "brussels-abatement"]], { epcClassesGained: 1 });
  });
});

describe("Luxembourg: 6 % + 1 % less the Bëllegen Akt credit", () => {
  // guichet.public.lu (6 % + 1 %, the €100 minimum); €40 000 per buyer for deeds from 1 July 2025: linari-law.lu.
  it("charges 7 % and takes €40 000 per buyer off a main residence", () => {
    holds(luxembourgDuty, [
      [800_000, false, 56_000, "luxembourg-standard"],
      [800_000, true, 16_000, "luxembourg-credit"],
      [1_000_000, true, 30_000, "luxembourg-credit"],
    ]);
    holds(luxembourgDuty, [[1_200_000, true, 4_000, "luxembourg-credit"]], { buyers: 2 });
  });

  it("LU credit exceeding the duty: the administration still collects its €100 minimum", () => {
    holds(luxembourgDuty, [[500_000, true, 100, "luxembourg-credit"]]);
    holds(luxembourgDuty, [[1_000_000, true, 100, "luxembourg-credit"]], { buyers: 2 });
    expect(luxembourgDuty({ price: 900_000, ownHome: true, buyers: 2 }).amount).toBe(100);
    // At exactly the credit (7 % of €571 428.57 ≈ €40 000) the minimum still holds.
    expect(luxembourgDuty({ price: 571_000, ownHome: true, buyers: 1 }).amount).toBe(100);
  });
});

describe("A new build sold with VAT", () => {
  // 21 % and 6 % (demolition and rebuilding, own home): lexing.be, oxy12.be; finances.belgium.be not found.
  it("charges 21 %, or 6 % where the reduced rate applies", () => {
    expect(newBuildVat({ price: 300_000, ownHome: true, buyers: 1 }, "standard")).toMatchObject({ amount: 63_000, rule: "vat-standard" });
    expect(newBuildVat({ price: 300_000, ownHome: true, buyers: 1 }, "reduced")).toMatchObject({ amount: 18_000, rule: "vat-reduced" });
  });
});
