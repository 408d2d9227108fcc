import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hydrationMoment } from "../../../client/islands/hydration-moments";

const ISLANDS = readdirSync(new URL("../../../client/islands/", import.meta.url))
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => file.replace(/\.tsx$/, ""));

describe("when each island hydrates", () => {
  it("hydrates what the visitor may use first at load: the header, the cookie question, the search box", () => {
    for (const name of ["SiteHeader", "ConsentDialog", "SearchBox"]) expect(hydrationMoment(name)).toBe("load");
  });

  it("starts the pop-up's timer and the back-to-top button once the page is idle", () => {
    for (const name of ["Popup", "BackToTop"]) expect(hydrationMoment(name)).toBe("idle");
  });

  it("hydrates the gallery, forms, maps and the rest when they come near (or are reached for)", () => {
    const near = ISLANDS.filter((name) => !["SiteHeader", "ConsentDialog", "SearchBox", "Popup", "BackToTop"].includes(name));
    expect(near).toEqual(expect.arrayContaining(["Gallery", "LeadForm", "ListingMap", "VideoFacade", "CopyLink"]));
    for (const name of near) expect(hydrationMoment(name), name).toBe("near");
  });

  it("lets a name it does not know wait until needed", () => {
    expect(hydrationMoment("SomethingNew")).toBe("near");
  });
});
