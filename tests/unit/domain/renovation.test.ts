import { describe, expect, it } from "vitest";
import { RENOVATION_YEARS, type RenovationInput, needsRenovationNotice } from "../../../client/domain/renovation";

const house: RenovationInput = { webId: 1, region: "flanders", label: "e" };

describe("needsRenovationNotice", () => {
  it.each<[string, Partial<RenovationInput>, boolean]>([
    ["shows for a Flemish house with label E", {}, true],
    ["shows for a Flemish apartment with label F", { webId: 2, label: "f" }, true],
    ["shows when one of several type groups is covered", { webId: "4, 2" }, true],
    ["shows for a sale from 2023", { saleYear: 2023 }, true],
    ["shows for an item for sale", { goal: 0 }, true],
    ["shows for goal 0 given as text", { goal: "0" }, true],
    ["hides for label D", { label: "d" }, false],
    ["hides for label A+", { label: "a_plus" }, false],
    ["hides without a label", { label: undefined }, false],
    ["hides while the certificate is requested", { label: "requested" }, false],
    ["hides for land", { webId: 4 }, false],
    ["hides for a garage", { webId: "7" }, false],
    ["hides without a type group", { webId: null }, false],
    ["hides in Brussels", { region: "brussels" }, false],
    ["hides in Wallonia", { region: "wallonia" }, false],
    ["hides in Luxembourg", { region: "luxembourg" }, false],
    ["hides without a region", { region: undefined }, false],
    ["hides for a sale before 2023", { saleYear: 2022 }, false],
    ["hides for an item for rent", { goal: 1 }, false],
  ])("%s", (_behaviour, change, expected) => {
    expect(needsRenovationNotice({ ...house, ...change })).toBe(expected);
  });

  it("gives buyers five years in every language", () => {
    expect(RENOVATION_YEARS).toBe(5);
  });
});
