import { describe, expect, it } from "vitest";
import { type Condition, evaluateCondition, evaluateConditions } from "../../../client/domain/condition";

const property = {
  ID: 42,
  Price: 350000,
  PriceText: "350000",
  MinPrice: 300000,
  City: "Gent",
  Zip: "9000",
  Goal: 0,
  WebIDs: "1,2",
  Tags: ["tuin", "garage"],
  Comment: "",
  Nothing: null,
  PublishPrice: true,
  SmallPictureItem: { Url: "https://cdn.example.be/1.jpg" },
};

describe("evaluateCondition", () => {
  it.each<[string, Condition, boolean]>([
    ["compares equal numbers", { field: "Price", logic: "==", compareWithValue: 350000 }, true],
    ["compares a number with numeric text", { field: "PriceText", logic: "==", compareWithValue: 350000 }, true],
    ["compares text without case", { field: "City", logic: "==", compareWithValue: "gent" }, true],
    ["compares booleans as text", { field: "PublishPrice", logic: "==", compareWithValue: "true" }, true],
    ["finds unequal values", { field: "City", logic: "!=", compareWithValue: "Brugge" }, true],
    ["finds equal values not unequal", { field: "Goal", logic: "!=", compareWithValue: "0" }, false],
    ["compares greater than", { field: "Price", logic: ">", compareWithValue: 300000 }, true],
    ["compares greater than or equal at the bound", { field: "Price", logic: ">=", compareWithValue: 350000 }, true],
    ["compares less than", { field: "Price", logic: "<", compareWithValue: 350000 }, false],
    ["compares less than or equal with numeric text", { field: "Price", logic: "<=", compareWithValue: "350000" }, true],
    ["compares with another field", { field: "Price", logic: ">", compareWithField: "MinPrice" }, true],
    ["prefers the other field over a literal", { field: "Price", logic: "<", compareWithField: "MinPrice", compareWithValue: 999999 }, false],
    ["finds text inside text", { field: "City", logic: "contains", compareWithValue: "EN" }, true],
    ["finds an element in a list", { field: "Tags", logic: "contains", compareWithValue: "garage" }, true],
    ["finds text missing from text", { field: "City", logic: "notContains", compareWithValue: "brug" }, true],
    ["finds an element missing from a list", { field: "Tags", logic: "notContains", compareWithValue: "lift" }, true],
    ["finds an empty string empty", { field: "Comment", logic: "empty" }, true],
    ["finds null empty", { field: "Nothing", logic: "empty" }, true],
    ["finds a missing field empty", { field: "Missing", logic: "empty" }, true],
    ["finds a filled field not empty", { field: "City", logic: "notEmpty" }, true],
    ["finds zero not empty", { field: "Goal", logic: "notEmpty" }, true],
    ["finds a value in a comma list", { field: "Zip", logic: "in", compareWithValue: "1000, 9000,2000" }, true],
    ["finds a number in a comma list", { field: "Goal", logic: "in", compareWithValue: "0,1" }, true],
    ["finds a value in an array", { field: "City", logic: "in", compareWithValue: ["Brugge", "gent"] }, true],
    ["finds a value missing from a comma list", { field: "Zip", logic: "in", compareWithValue: "1000,2000" }, false],
    ["reads a nested field", { field: "SmallPictureItem.Url", logic: "contains", compareWithValue: "cdn" }, true],
  ])("%s", (_behaviour, rule, expected) => {
    expect(evaluateCondition(property, rule)).toBe(expected);
  });

  it.each<[string, Condition]>([
    ["is false for a missing field in a numeric compare", { field: "Surface", logic: ">", compareWithValue: 10 }],
    ["is false for a missing field in an equality", { field: "Surface", logic: "==", compareWithValue: "" }],
    ["is false for a missing field in an inequality", { field: "Surface", logic: "!=", compareWithValue: 1 }],
    ["is false for a missing other field", { field: "Price", logic: ">", compareWithField: "Nope" }],
    ["is false without any right-hand side", { field: "Price", logic: "==" }],
    ["is false for text in a numeric compare", { field: "City", logic: ">", compareWithValue: 1 }],
    ["is false for empty text in a numeric compare", { field: "Comment", logic: "<", compareWithValue: 1 }],
    ["is false for an unknown operator", { field: "Price", logic: "between", compareWithValue: 1 }],
    ["is false for an object in an equality", { field: "SmallPictureItem", logic: "==", compareWithValue: "x" }],
    ["is false for a prototype key", { field: "constructor", logic: "notEmpty" }],
    ["is false for an empty field name", { field: "", logic: "empty" }],
    ["is false for a missing field in notContains", { field: "Surface", logic: "notContains", compareWithValue: "x" }],
  ])("%s", (_behaviour, rule) => {
    expect(evaluateCondition(property, rule)).toBe(false);
  });

  it("is false when a getter throws", () => {
    const item = Object.defineProperty({}, "Price", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(evaluateCondition(item, { field: "Price", logic: ">", compareWithValue: 1 })).toBe(false);
  });

  it("is false for a rule that is not an object", () => {
    expect(evaluateCondition(property, null as unknown as Condition)).toBe(false);
  });
});

describe("evaluateCondition with advancedCondition", () => {
  const cheap: Condition = { field: "Price", logic: "<", compareWithValue: 100000 };
  const inGent: Condition = { field: "City", logic: "==", compareWithValue: "Gent" };
  const forRent: Condition = { field: "Goal", logic: "!=", compareWithValue: 0 };

  it.each<[string, Condition, boolean]>([
    ["joins its own test and the sub-rules with or", { ...cheap, advancedCondition: { operator: "or", rules: [inGent] } }, true],
    ["joins its own test and the sub-rules with and", { ...inGent, advancedCondition: { operator: "and", rules: [cheap] } }, false],
    [
      "uses only the sub-rules when the rule has no field",
      { field: "", logic: "", advancedCondition: { operator: "and", rules: [inGent, { ...forRent, logic: "==" }] } },
      true,
    ],
    [
      "nests groups",
      {
        field: "",
        logic: "",
        advancedCondition: { operator: "or", rules: [forRent, { ...inGent, advancedCondition: { operator: "and", rules: [inGent] } }] },
      },
      true,
    ],
    ["is false for an unknown joiner", { ...inGent, advancedCondition: { operator: "xor" as "and", rules: [inGent] } }, false],
    ["is false for an empty group", { ...inGent, advancedCondition: { operator: "or", rules: [] } }, false],
    [
      "counts a failing sub-rule as false",
      { ...cheap, advancedCondition: { operator: "or", rules: [{ field: "X", logic: ">", compareWithValue: 1 }] } },
      false,
    ],
  ])("%s", (_behaviour, rule, expected) => {
    expect(evaluateCondition(property, rule)).toBe(expected);
  });

  it("is false for a group that contains itself instead of looping", () => {
    const rule: Condition = { field: "", logic: "", advancedCondition: { operator: "or", rules: [] } };
    (rule.advancedCondition!.rules as Condition[]).push(rule);
    expect(evaluateCondition(property, rule)).toBe(false);
  });
});

describe("evaluateConditions", () => {
  it.each<[string, Condition[] | undefined, boolean]>([
    [
      "holds when every rule holds",
      [
        { field: "City", logic: "==", compareWithValue: "Gent" },
        { field: "Goal", logic: "==", compareWithValue: 0 },
      ],
      true,
    ],
    [
      "fails when one rule fails",
      [
        { field: "City", logic: "==", compareWithValue: "Gent" },
        { field: "Goal", logic: "==", compareWithValue: 1 },
      ],
      false,
    ],
    [
      "fails when one rule cannot be evaluated",
      [
        { field: "City", logic: "==", compareWithValue: "Gent" },
        { field: "X", logic: "?" },
      ],
      false,
    ],
    ["holds for an empty list", [], true],
    ["holds without a list", undefined, true],
  ])("%s", (_behaviour, rules, expected) => {
    expect(evaluateConditions(property, rules)).toBe(expected);
  });

  it("fails for a list that is not an array", () => {
    expect(evaluateConditions(property, "nope" as unknown as Condition[])).toBe(false);
  });
});
