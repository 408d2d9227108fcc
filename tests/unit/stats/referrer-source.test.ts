import { describe, expect, it } from "vitest";
import { sourceOfReferrer } from "../../../client/domain/referrer-source";
import { FORM_CONTEXT } from "../../../client/forms/guards";
import { SOURCE_FIELD } from "../../../client/visit-source";
import { classifyViewSource } from "../../../worker/stats/view-source";

const OWN = ["www.immo-example.be"];

describe("the channel of a visit by its referrer (page script and view counter alike)", () => {
  it.each([
    ["https://www.google.be/", "search"],
    ["https://www.bing.com/search?q=huis", "search"],
    ["https://l.facebook.com/l.php?u=x", "social"],
    ["android-app://com.google.android.gm/", "email"],
    ["https://mail.google.com/mail/u/0/", "email"],
    ["https://www.immoweb.be/nl/zoeken", "portal"],
    ["https://www.some-blog.example/post", "referral"],
    ["", "direct"],
    ["not a web address", "direct"],
  ] as const)("reads %s as %s", (referrer, source) => {
    expect(sourceOfReferrer(referrer, OWN)).toBe(source);
  });

  it("says nothing for a page of the site itself: the visit began elsewhere", () => {
    expect(sourceOfReferrer("https://immo-example.be/nl/te-koop/", OWN)).toBeUndefined();
    // The view counter reads moving within the site as direct, as before.
    expect(classifyViewSource({ url: new URL("https://immo-example.be/nl/x/1/"), referer: "https://www.immo-example.be/nl/", ownHosts: OWN })).toBe("direct");
  });

  it("agrees with the view counter on every outside referrer", () => {
    for (const referrer of ["https://www.google.co.uk/", "https://t.co/abc", "https://zimmo.be/x", "https://webmail.telenet.be/", "https://example.org/"]) {
      expect(classifyViewSource({ url: new URL("https://immo-example.be/nl/x/1/"), referer: referrer, ownHosts: OWN })).toBe(sourceOfReferrer(referrer, OWN));
    }
  });
});

describe("the forms' channel field", () => {
  it("is the one the page script fills in", () => {
    expect(SOURCE_FIELD).toBe(FORM_CONTEXT.source);
  });
});
