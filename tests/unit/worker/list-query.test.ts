import { describe, expect, it } from "vitest";
import { readListQuery } from "../../../worker/feed/list-params";

const read = (search: string) => readListQuery(new URLSearchParams(search), 0);

describe("reading a list address", () => {
  it("reads every filter", () => {
    expect(read("city=Gent|9000&type=2&priceMin=100000&priceMax=400000&bedrooms=2&sort=price-asc&page=3")).toEqual({
      goal: 0,
      cities: ["Gent|9000"],
      types: [2],
      priceMin: 100_000,
      priceMax: 400_000,
      bedroomsMin: 2,
      sort: "price-asc",
      page: 3,
      pageSize: 12,
    });
  });

  it("defaults to the newest first, page one", () => {
    expect(read("")).toMatchObject({ sort: "newest", page: 1, cities: undefined, types: undefined });
  });

  it.each([
    ["type=abc", { types: undefined }],
    ["type=-1", { types: undefined }],
    ["type=1,x", { types: undefined }],
    [`type=${Array.from({ length: 13 }, (_, index) => index + 1).join(",")}`, { types: undefined }],
    ["priceMin=1e9", { priceMin: undefined }],
    ["page=0x10", { page: 1 }],
    ["sort=drop table", { sort: "newest" }],
    [`city=${"x".repeat(500)}`, { cities: undefined }],
    ["city=<script>", { cities: undefined }],
    [`city=${Array.from({ length: 13 }, (_, index) => 1000 + index).join(",")}`, { cities: undefined }],
    ["bedrooms=99", { bedroomsMin: undefined }],
  ])("ignores the bad parameter in %j and keeps the rest", (search, expected) => {
    expect(read(`${search}&type=4`)).toMatchObject({ ...expected, ...(search.startsWith("type") ? {} : { types: [4] }) });
  });

  it("reads several places and types, comma-separated, each once, in their order", () => {
    expect(read("city=Gent|9000, 9300,,Gent|9000&type=2,1,2")).toMatchObject({ cities: ["Gent|9000", "9300"], types: [2, 1] });
  });
});

describe("the filters and sorts on a listing's facts (issue 41)", () => {
  it("reads living and plot surface, EPC label, price lowered, garden and terrace, and the surface sorts", () => {
    expect(read("living=120&plot=500&epc=b&lowered=1&garden=1&terrace=1&sort=surface-desc")).toMatchObject({
      livingMin: 120,
      plotMin: 500,
      epc: "b",
      priceLowered: true,
      garden: true,
      terrace: true,
      sort: "surface-desc",
    });
    expect(read("sort=surface-asc").sort).toBe("surface-asc");
  });

  it.each([
    ["living=big", { livingMin: undefined }],
    ["plot=-5", { plotMin: undefined }],
    ["epc=z", { epc: undefined }],
    ["epc=a_plus", { epc: undefined }],
    ["lowered=yes", { priceLowered: undefined }],
    ["garden=0", { garden: undefined }],
    ["terrace=true", { terrace: undefined }],
    ["sort=surface", { sort: "newest" }],
  ])("ignores %s and keeps the rest", (search, expected) => {
    expect(read(`${search}&bedrooms=2`)).toMatchObject({ ...expected, bedroomsMin: 2 });
  });

  it("writes them back in a readable address that reads back the same", async () => {
    const { listHref } = await import("../../../worker/feed/list-params");
    const query = read("city=Gent|9000&living=120&plot=500&epc=b&lowered=1&garden=1&terrace=1&sort=surface-desc&page=2");
    const href = listHref("/nl/te-koop/", query, {});
    expect(href).toBe("/nl/te-koop/?city=Gent%7C9000&living=120&plot=500&epc=b&lowered=1&garden=1&terrace=1&sort=surface-desc&page=2");
    expect(read(href.split("?")[1]!)).toEqual(query);
  });
});
