import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { draftIssues } from "../../../worker/content/documents";
import { refusedAddress, webAddress, WEB_ADDRESS_INSECURE } from "../../../worker/content/web-address";
import { checkMessage } from "../../../worker/staff/content/messages";
import { VisitorTestimonialSchema } from "../../../worker/content/schema";
import { safeUrl } from "../../../worker/feed/provider/schemas/primitives";
import { linkAddress } from "../../../client/staff/link-target";

const issueTypes = (schema: v.GenericSchema, value: string) => (v.safeParse(schema, value).issues ?? []).map((issue) => issue.type);

describe("an address staff type in the content", () => {
  const anyAddress = webAddress("redirect");

  it.each([
    "https://www.vitrine-vastgoed.be/nl/",
    "https://example.com",
    "mailto:info@vitrine-vastgoed.be",
    "mailto:info@vitrine-vastgoed.be?subject=Bezoek",
    "tel:+3292234455",
    "tel:09-223.44.55",
    "/nl/over-ons/",
    "/",
  ])("accepts %s", (address) => {
    expect(issueTypes(anyAddress, address)).toEqual([]);
  });

  it.each([
    "javascript:alert(document.domain)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/",
    "/\\evil.example/",
    "https://",
    "https://user:pass@example.com/",
    "https:example.com",
    "ftp://example.com/",
    "mailto:",
    "tel:javascript:alert(1)",
    "www.example.com",
    "",
  ])("refuses %j as no address", (address) => {
    expect(issueTypes(anyAddress, address)).toEqual([refusedAddress("redirect")]);
  });

  it.each([
    ["tel:+32 9 123 45 67", "tel:+3291234567"],
    ["tel:09 223.44.55", "tel:09223.44.55"],
    ["mailto:info@vitrine-vastgoed.be?subject=Bezoek aan het pand", "mailto:info@vitrine-vastgoed.be?subject=Bezoek%20aan%20het%20pand"],
    ["https://www.vitrine-vastgoed.be/nl/ ", "https://www.vitrine-vastgoed.be/nl/"],
    [" /nl/over-ons/", "/nl/over-ons/"],
  ])("accepts %j as staff type it, kept as %j", (typed, kept) => {
    expect(v.safeParse(anyAddress, typed)).toMatchObject({ success: true, output: kept });
  });

  it.each(["mailto: info@vitrine-vastgoed.be", "mailto:info@vitrine vastgoed.be", "https://www.vitrine vastgoed.be/", "tel:+32 9 abc"])(
    "still refuses %j",
    (address) => {
      expect(issueTypes(anyAddress, address)).toEqual([refusedAddress("redirect")]);
    },
  );

  it("refuses an http address with its own reason, once", () => {
    expect(issueTypes(anyAddress, "http://www.example.com/")).toEqual([WEB_ADDRESS_INSECURE]);
    expect(issueTypes(anyAddress, "HTTP://www.example.com/")).toEqual([WEB_ADDRESS_INSECURE]);
  });

  it("takes only the kinds a field names", () => {
    const image = webAddress("media");
    expect(issueTypes(image, "/media/content/photo.jpg")).toEqual([]);
    expect(issueTypes(image, "mailto:info@vitrine-vastgoed.be")).toEqual(["media_address"]);
    expect(issueTypes(webAddress("website"), "/nl/")).toEqual(["website_address"]);
    expect(issueTypes(webAddress("link"), "/nl/")).toEqual(["link_address"]);
    expect(issueTypes(webAddress("link"), "http://example.com/")).toEqual([WEB_ADDRESS_INSECURE]);
  });

  it("is what a page's redirect, a link, an image and a testimonial's website are checked with", () => {
    const page = structuredClone(seedContent.pages.find((each) => each.route === "aboutUs")!);
    const at = (redirectUrl: string) => draftIssues({ kind: "page", id: String(page.id) }, { ...page, params: { ...page.params, redirectUrl } });
    expect(at("javascript:alert(document.domain)")).toEqual([expect.objectContaining({ at: "params.redirectUrl", code: "redirect_address" })]);
    expect(at("data:text/html;base64,PHNjcmlwdD4=")).toEqual([expect.objectContaining({ at: "params.redirectUrl", code: "redirect_address" })]);
    expect(at("http://example.com/")).toEqual([expect.objectContaining({ at: "params.redirectUrl", code: WEB_ADDRESS_INSECURE })]);
    expect(at("https://example.com/")).toEqual([]);
    expect(at("/nl/contact/")).toEqual([]);
  });

  it("is said in the staff member's words", () => {
    const t = (id: string) => id;
    expect(checkMessage(t as never, WEB_ADDRESS_INSECURE, "params.redirectUrl")).toBe("staff.content.error.insecure_address");
    for (const use of ["redirect", "link", "media", "website"] as const)
      expect(checkMessage(t as never, refusedAddress(use), "at")).toBe(`staff.content.error.${use}_address`);
  });
});

describe("the addresses inside the content", () => {
  it("are checked by the same rule in a link block: no script, no http, a telephone number is fine", () => {
    const article = structuredClone(seedContent.articles[0]!);
    const ref = { kind: "article" as const, id: String(article.id) };
    article.body.en = [{ type: "link", text: "Our office", link: { href: "javascript:alert(1)" } }];
    expect(draftIssues(ref, article)).toEqual([expect.objectContaining({ at: "body.en[0].link.href", code: "link_address" })]);
    article.body.en = [{ type: "link", text: "Our office", link: { href: "http://example.com/" } }];
    expect(draftIssues(ref, article)).toEqual([expect.objectContaining({ at: "body.en[0].link.href", code: WEB_ADDRESS_INSECURE })]);
    article.body.en = [{ type: "link", text: "Call us", link: { href: "tel:+3292234455" } }];
    expect(draftIssues(ref, article)).toEqual([]);
  });
});

describe("the one address rule (client/domain/web-address.ts)", () => {
  it("is the staff editor's: a link panel takes what the content takes, normalised", () => {
    for (const refused of ["https:foo", "tel:abc", "https://", "mailto:", "http://example.com/", "javascript:alert(1)"])
      expect(linkAddress(refused)).toBeNull();
    expect(linkAddress("tel:+32 9 123 45 67")).toBe("tel:+3291234567");
    expect(linkAddress("mailto:info@vitrine-vastgoed.be?subject=Een vraag")).toBe("mailto:info@vitrine-vastgoed.be?subject=Een%20vraag");
    expect(linkAddress("https://example.com/a ")).toBe("https://example.com/a");
    for (const typed of ["https://example.com/a ", "tel:+32 9 123 45 67", "https:foo", "tel:abc", "mailto:a@b.be?subject=x y"]) {
      const kept = linkAddress(typed);
      const checked = v.safeParse(webAddress("link"), typed);
      expect(checked.success ? checked.output : null).toBe(kept);
    }
  });

  it("is a visitor's testimonial website's: an http or https address, nothing else", () => {
    const website = VisitorTestimonialSchema.entries.website;
    expect(v.safeParse(website, "http://an.example/").success).toBe(true);
    expect(v.safeParse(website, "https://an.example/").success).toBe(true);
    for (const refused of ["javascript:alert(1)", "https://user:pass@an.example/", "ftp://an.example/", "/nl/"])
      expect(v.safeParse(website, refused).success).toBe(false);
  });

  it("is the feed's rule of a path: /\\host is another site", () => {
    expect(safeUrl("/\\evil.example/x.jpg")).toBeNull();
    expect(safeUrl("//evil.example/x.jpg")).toBeNull();
    expect(safeUrl("/images/x.jpg")).toBe("/images/x.jpg");
  });
});
