import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblemAgainst } from "../../../worker/owner/auth/password-policy";

const listed = new Set(["123qweasdzxc", "qwertyqwerty"]);
const problem = (password: string, email = "an.peeters@example.com") => passwordProblemAgainst(password, email, (lower) => listed.has(lower));

describe("password policy", () => {
  it("asks for a password when there is none", () => {
    expect(problem("")).toBe("required");
  });

  it("counts characters, not bytes or UTF-16 units, after NFKC", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(problem("a".repeat(11))).toBe("tooShort");
    expect(problem("a".repeat(12))).toBeUndefined();
    // Eleven emoji are 22 UTF-16 units but eleven characters.
    expect(problem("🏠".repeat(11))).toBe("tooShort");
    expect(problem("🏠".repeat(12))).toBeUndefined();
    // "ﬁ" (one ligature) becomes "fi" (two) under NFKC; "e" + combining acute becomes one "é".
    expect(problem("ﬁ".repeat(6))).toBeUndefined();
    expect(problem("e\u0301".repeat(11))).toBe("tooShort");
  });

  it("refuses absurd lengths", () => {
    expect(MAX_PASSWORD_LENGTH).toBe(256);
    expect(problem("x".repeat(256))).toBeUndefined();
    expect(problem("x".repeat(257))).toBe("tooLong");
  });

  it("refuses listed passwords whatever their case", () => {
    expect(problem("123qweasdzxc")).toBe("common");
    expect(problem("QwertyQwerty")).toBe("common");
    expect(problem("QwertyQwerty!")).toBeUndefined();
  });

  it("refuses the address and its local part", () => {
    expect(problem("An.Peeters@Example.com")).toBe("email");
    expect(problem("marie-christine.dubois@example.be", " Marie-Christine.Dubois@example.be ")).toBe("email");
    expect(problem("marie-christine.dubois", "marie-christine.dubois@example.be")).toBe("email");
    expect(problem("marie-christine.dubois2", "marie-christine.dubois@example.be")).toBeUndefined();
  });

  it("never asks for digits, capitals or symbols", () => {
    expect(problem("the quiet garden path at dusk")).toBeUndefined();
    expect(problem("zonderhoofdletters")).toBeUndefined();
  });
});
