import { describe, expect, it } from "vitest";
import { readListQuery, readListView } from "../../../worker/feed/list-params";
import { cacheKeyUrl } from "../../../worker/middleware/cache-key";
import { PAGE_QUERY_PARAMETERS } from "../../../worker/render/page-query";

const ORIGIN = "https://www.vitrine.example";
const key = (pathAndQuery: string) => cacheKeyUrl(`${ORIGIN}${pathAndQuery}`, "build1", 7, 3);
const LIST = "/nl/te-koop/";

describe("the parameters pages read", () => {
  it("are the lists' filters, paging and view, the plain search, the project id, the thank-you note and its listing, a form page's subject, the favourites page's listed and compared ids and the cost calculator's fields, sorted", () => {
    expect(PAGE_QUERY_PARAMETERS).toEqual([
      "about",
      "already-requested",
      "area",
      "bedrooms",
      "buyers",
      "city",
      "compare",
      "epc",
      "funds",
      "garden",
      "goal",
      "id",
      "ids",
      "living",
      "lowered",
      "own",
      "page",
      "plot",
      "price",
      "priceMax",
      "priceMin",
      "project",
      "property",
      "q",
      "rate",
      "references",
      "region",
      "sort",
      "terrace",
      "type",
      "vat",
      "view",
      "years",
    ]);
  });

  it("include every list parameter readListQuery and readListView act on", () => {
    const search = new URLSearchParams(PAGE_QUERY_PARAMETERS.map((name) => [name, name === "sort" ? "price-asc" : name === "view" ? "map" : "3"]));
    const query = readListQuery(search, 0);
    expect(query).toMatchObject({ cities: ["3"], types: [3], priceMin: 3, priceMax: 3, bedroomsMin: 3, sort: "price-asc", page: 3 });
    expect(readListView(search)).toBe("map");
  });

  it("are read by their first value, which is why the key keeps that one", () => {
    expect(readListQuery(new URLSearchParams("type=1&type=2&page=4&page=9"), 0)).toMatchObject({ types: [1], page: 4 });
    expect(readListView(new URLSearchParams("view=map&view=list"))).toBe("map");
  });
});

describe("cacheKeyUrl", () => {
  it("keys on the request's origin, the build, the snapshot, the content version and the path", () => {
    expect(key(LIST)).toBe(`${ORIGIN}/__edge-cache/build1/v7c3${LIST}`);
    expect(cacheKeyUrl(`${ORIGIN}${LIST}`, "build2", 7, 3)).not.toBe(key(LIST));
    expect(cacheKeyUrl(`${ORIGIN}${LIST}`, "build1", 8, 3)).not.toBe(key(LIST));
    expect(cacheKeyUrl(`${ORIGIN}${LIST}`, "build1", 7, 4)).not.toBe(key(LIST));
    // Snapshot 7 with content 13 and snapshot 71 with content 3 are two keys.
    expect(cacheKeyUrl(`${ORIGIN}${LIST}`, "build1", 71, 3)).not.toBe(cacheKeyUrl(`${ORIGIN}${LIST}`, "build1", 7, 13));
    expect(key("/nl/te-huur/")).not.toBe(key(LIST));
    expect(key(`${LIST}#section`)).toBe(key(LIST));
  });

  it("keeps a thank-you page's listing only as an id, in one spelling, so a made-up value makes no new entry", () => {
    const thanks = "/nl/bedankt/vraag-over-een-pand/";
    expect(key(`${thanks}?about=05`)).toBe(key(`${thanks}?about=5`));
    expect(key(`${thanks}?about=x`)).toBe(key(thanks));
    expect(key(`${thanks}?about=${"9".repeat(40)}`)).toBe(key(thanks));
    expect(key(`${thanks}?about=5`)).not.toBe(key(thanks));
  });

  it("leaves out marketing tags and every parameter no page reads", () => {
    const tags = [
      "utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=villa&utm_content=button&utm_id=1",
      "gclid=abc&gbraid=x&wbraid=y",
      "fbclid=x",
      "msclkid=y",
      "dclid=z",
      "mc_cid=1&mc_eid=2",
      "_ga=3&_gl=4",
      "yclid=5",
      "igshid=6&twclid=7&ttclid=8&li_fat_id=9",
      "ref=partner",
      "cachebuster=12345",
      "setcookies",
      "v=3",
      "",
    ];
    for (const query of tags) expect(key(`${LIST}?${query}`), query).toBe(key(LIST));
    expect(key(`${LIST}?utm_source=x&type=1&gclid=y`)).toBe(key(`${LIST}?type=1`));
  });

  it("sorts the parameters and keeps their first value", () => {
    expect(key(`${LIST}?type=1&page=2`)).toBe(`${ORIGIN}/__edge-cache/build1/v7c3${LIST}?page=2&type=1`);
    expect(key(`${LIST}?page=2&type=1`)).toBe(key(`${LIST}?type=1&page=2`));
    expect(key(`${LIST}?type=1&type=2`)).toBe(key(`${LIST}?type=1`));
    expect(key(`${LIST}?type=2&type=1`)).toBe(key(`${LIST}?type=2`));
    expect(key(`${LIST}?type=2&type=1`)).not.toBe(key(`${LIST}?type=1`));
  });

  it("reads values as the pages do: decoded, so spellings of one value share a key", () => {
    expect(key(`${LIST}?city=Gent%7C9000`)).toBe(key(`${LIST}?city=Gent|9000`));
    expect(key(`${LIST}?city=Sint+Niklaas`)).toBe(key(`${LIST}?city=Sint%20Niklaas`));
    expect(key(`${LIST}?%74ype=1`)).toBe(key(`${LIST}?type=1`));
    expect(key(`${LIST}?city=Gent`)).not.toBe(key(`${LIST}?city=gent`));
  });

  it("tells a parameter given empty from one not given (the thank-you note only asks whether it is there)", () => {
    expect(key("/nl/bedankt/documenten/?already-requested")).not.toBe(key("/nl/bedankt/documenten/"));
    expect(key("/nl/bedankt/documenten/?already-requested")).toBe(key("/nl/bedankt/documenten/?already-requested="));
  });

  it("keeps the key an address of the site's own origin, whatever the query holds", () => {
    for (const query of ["q=//evil.example", "q=%0D%0ASet-Cookie:x", "city=<script>", "q=%E0%A4%A"]) {
      expect(new URL(key(`${LIST}?${query}`)).origin, query).toBe(ORIGIN);
      expect(new URL(key(`${LIST}?${query}`)).pathname, query).toBe(`/__edge-cache/build1/v7c3${LIST}`);
    }
  });
});
