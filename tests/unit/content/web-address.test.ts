import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { draftIssues } from "../../../worker/content/documents";
import { refusedAddress, webAddress, WEB_ADDRESS_INSECURE } from "../../../worker/content/web-address";
import { checkMessage } from "../../../worker/staff/content/messages";

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
