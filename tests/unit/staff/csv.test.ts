import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "../../../worker/staff/csv";
import { erasureSteps, inlineSql } from "../../../worker/privacy/statements";

describe("CSV for the agency's spreadsheets", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+32 9 123", "'+32 9 123"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", '"\'\r=1"'],
    ["plain", "plain"],
    ['say "hi", now', '"say ""hi"", now"'],
    ["a;b", '"a;b"'],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("starts with a BOM, splits cells on the semicolon Belgian Excel expects, and ends every row with CRLF", () => {
    expect(csvDocument(["a", "b"], [["1", null]])).toBe("\uFEFFa;b\r\n1;\r\n");
    expect(csvDocument(["a", "b"], [["x;y", "p,q"]])).toBe('\uFEFFa;b\r\n"x;y";"p,q"\r\n');
  });
});

describe("the erasure statements npm run erase shares with the worker", () => {
  it("writes the address in as a quoted literal that cannot end early", () => {
    const [first] = erasureSteps("O'Brien@Example.com ");
    expect(inlineSql(first!.statement)).toContain("email = 'o''brien@example.com'");
    expect(inlineSql(first!.statement)).not.toContain("?1");
  });

  it("erases the owner portal account after every row that hangs off it", () => {
    const tables = erasureSteps("owner@example.com").map((step) => step.table);
    const account = tables.indexOf("owners");
    expect(account).toBeGreaterThan(-1);
    for (const child of ["owner_sessions", "owner_password_links", "owner_passkeys", "webauthn_challenges", "owner_listings"]) {
      expect(tables.indexOf(child), child).toBeGreaterThan(-1);
      expect(tables.indexOf(child), child).toBeLessThan(account);
    }
  });
});
