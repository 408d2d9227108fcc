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
