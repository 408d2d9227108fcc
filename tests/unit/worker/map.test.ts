import { describe, expect, it } from "vitest";
import { parseMapPayload } from "../../../client/domain/map";
import { mapPayload } from "../../../worker/feed/map-markers";
import { readListView } from "../../../worker/feed/list-params";
import { property } from "../../fixtures/listings";

describe("the map payload of a list", () => {
  const placed = (id: number, overrides = {}) => property(id, "nl", { geo: { lat: 50 + id / 100, lng: 4 + id / 100 }, ...overrides });

  it("has a marker for every property with coordinates and counts the others as not shown", () => {
    const items = [placed(1), property(2), placed(4, { status: "sold" }), property(5)];
    const payload = mapPayload(items, (picture) => picture.url);
    expect(payload.hidden).toBe(2);
    expect(payload.markers.map((row) => row[0])).toEqual([1, 4]);
    const decoded = parseMapPayload(JSON.parse(JSON.stringify(payload)));
    expect(decoded?.markers[1]).toMatchObject({ id: 4, status: "sold", type: "Woning", city: items[2]!.city, path: items[2]!.path, picture: null });
  });

  it("gives each card the picture address the page would use", () => {
    const picture = { url: "https://storage.example/a.jpg", width: 1200, height: 800, alt: "" };
    const payload = mapPayload([placed(1, { picture })], (p) => `https://cdn.example/400/${p.url.split("/").pop()}`);
    expect(payload.markers[0]?.[8]).toBe("https://cdn.example/400/a.jpg");
  });

  it("is empty for an empty list", () => {
    expect(mapPayload([], (p) => p.url)).toEqual({ markers: [], hidden: 0 });
  });
});

describe("list view", () => {
  it("is the map only for view=map", () => {
    expect(readListView(new URLSearchParams("view=map&type=2"))).toBe("map");
    expect(readListView(new URLSearchParams("view=MAP"))).toBe("list");
    expect(readListView(new URLSearchParams("view=<script>"))).toBe("list");
    expect(readListView(new URLSearchParams(""))).toBe("list");
  });
});
