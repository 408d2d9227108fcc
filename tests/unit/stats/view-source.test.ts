import { describe, expect, it } from "vitest";
import { classifyViewSource, sourceOfHost, type ViewSource } from "../../../worker/stats/view-source";

const PAGE = "https://www.vitrine.example/nl/te-koop/gent/appartement/5001/";
const OWN_HOSTS = ["www.vitrine.example", "vitrine.example"];

function classify(referer: string | undefined, query = ""): ViewSource {
  return classifyViewSource({ url: new URL(`${PAGE}${query}`), referer, ownHosts: OWN_HOSTS });
}

describe("view source from the referrer", () => {
  const cases: [string | undefined, ViewSource][] = [
    [undefined, "direct"],
    ["", "direct"],
    ["not a url", "direct"],
    ["https://www.vitrine.example/nl/te-koop/", "direct"],
    ["https://vitrine.example/fr/", "direct"],
    ["https://www.google.com/", "search"],
    ["https://www.google.be/", "search"],
    ["https://www.google.co.uk/search?q=huis", "search"],
    ["https://www.google.com.br/", "search"],
    ["https://www.bing.com/search?q=x", "search"],
    ["https://duckduckgo.com/", "search"],
    ["https://search.yahoo.com/", "search"],
    ["https://www.ecosia.org/", "search"],
    ["https://www.qwant.com/", "search"],
    ["https://yandex.ru/", "search"],
    ["https://www.baidu.com/", "search"],
    ["https://www.startpage.com/", "search"],
    ["https://search.brave.com/", "search"],
    ["https://www.facebook.com/", "social"],
    ["https://l.facebook.com/l.php?u=x", "social"],
    ["https://m.facebook.com/", "social"],
    ["https://www.instagram.com/", "social"],
    ["https://www.linkedin.com/feed/", "social"],
    ["https://t.co/abc", "social"],
    ["https://x.com/agency", "social"],
    ["https://twitter.com/agency", "social"],
    ["https://web.whatsapp.com/", "social"],
    ["https://www.pinterest.be/", "social"],
    ["https://www.youtube.com/watch?v=1", "social"],
    ["https://www.tiktok.com/@agency", "social"],
    ["https://www.immoweb.be/nl/zoeken", "portal"],
    ["https://www.zimmo.be/", "portal"],
    ["https://immo.vlan.be/", "portal"],
    ["https://www.immovlan.be/fr/", "portal"],
    ["https://www.realo.be/", "portal"],
    ["https://www.logic-immo.be/", "portal"],
    ["https://www.immoscoop.be/", "portal"],
    ["https://www.athome.lu/vente/", "portal"],
    ["https://www.immotop.lu/", "portal"],
    ["https://www.wortimmo.lu/", "portal"],
    ["https://www.habiter.lu/", "portal"],
    ["https://mail.google.com/mail/u/0/", "email"],
    ["https://outlook.live.com/mail/0/", "email"],
    ["https://outlook.office.com/mail/", "email"],
    ["https://mail.yahoo.com/", "email"],
    ["https://webmail.telenet.be/", "email"],
    ["https://webmail.some-provider.be/", "email"],
    ["android-app://com.google.android.gm/", "email"],
    ["android-app://com.facebook.katana/", "social"],
    ["android-app://com.google.android.googlequicksearchbox/", "search"],
    ["https://www.some-blog.be/article", "referral"],
    ["https://google.example.org/", "referral"],
    ["ftp://files.example.org/", "direct"],
  ];
  it.each(cases)("%s → %s", (referer, expected) => {
    expect(classify(referer)).toBe(expected);
  });
});

describe("view source from campaign parameters (before the referrer)", () => {
  const cases: [string, string | undefined, ViewSource][] = [
    ["?utm_medium=email&utm_source=google", "https://www.google.com/", "email"],
    ["?utm_medium=Newsletter", undefined, "email"],
    ["?utm_medium=social", "https://www.google.com/", "social"],
    ["?utm_medium=cpc&utm_source=google", undefined, "search"],
    ["?utm_medium=portal", undefined, "portal"],
    ["?utm_source=facebook", undefined, "social"],
    ["?utm_source=immoweb", undefined, "portal"],
    ["?utm_source=immoweb.be", undefined, "portal"],
    ["?utm_source=google", undefined, "search"],
    ["?utm_source=mailchimp", undefined, "email"],
    ["?utm_source=newsletter", undefined, "email"],
    // Parameters that say nothing known leave the decision to the referrer.
    ["?utm_medium=qr&utm_source=flyer", "https://www.facebook.com/", "social"],
    ["?utm_source=flyer", undefined, "direct"],
  ];
  it.each(cases)("%s with referrer %s → %s", (query, referer, expected) => {
    expect(classify(referer, query)).toBe(expected);
  });
});

describe("host rules", () => {
  it("matches a brand only before a country or generic suffix", () => {
    expect(sourceOfHost("google.be")).toBe("search");
    expect(sourceOfHost("google.evil.com")).toBe("referral");
    expect(sourceOfHost("notgoogle.com")).toBe("referral");
  });

  it("reads a webmail host as mail even under a search engine's domain", () => {
    expect(sourceOfHost("mail.google.com")).toBe("email");
    expect(sourceOfHost("www.google.com")).toBe("search");
  });

  it("ignores case and a trailing dot", () => {
    expect(sourceOfHost("WWW.Immoweb.BE.")).toBe("portal");
  });
});
