import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_INPUT, parseOwnerForm } from "../../../client/forms/owner-forms";

describe("the owner's forms", () => {
  it("reads a login: the address lower-cased and trimmed, the password exactly as typed", () => {
    const parsed = parseOwnerForm("login", { email: "  An.Peeters@Example.com ", password: "  spaces count  " });
    expect(parsed).toEqual({ ok: true, fields: { email: "an.peeters@example.com", password: "  spaces count  " } });
  });

  it("names each missing or invalid field of a login (SPEC 5 wording)", () => {
    expect(parseOwnerForm("login", {})).toEqual({ ok: false, errors: { email: "form.email.required", password: "owner.error.password.required" } });
    expect(parseOwnerForm("login", { email: "an.peeters", password: "x" })).toEqual({ ok: false, errors: { email: "form.email.invalid" } });
  });

  it("refuses a password text longer than any password could be", () => {
    const parsed = parseOwnerForm("login", { email: "a@example.be", password: "x".repeat(MAX_PASSWORD_INPUT + 1) });
    expect(parsed).toEqual({ ok: false, errors: { password: "form.tooLong" } });
  });

  it("asks the new password twice and says when the two differ", () => {
    expect(parseOwnerForm("choose", {})).toEqual({
      ok: false,
      errors: { password: "owner.error.newPassword.required", repeat: "owner.error.repeat.required" },
    });
    expect(parseOwnerForm("choose", { password: "correct horse battery", repeat: "correct horse battery " })).toEqual({
      ok: false,
      errors: { repeat: "owner.error.passwordsNotEqual" },
    });
    expect(parseOwnerForm("choose", { password: "correct horse battery", repeat: "correct horse battery" }).ok).toBe(true);
  });

  it("checks the repeat even when the current password is missing", () => {
    expect(parseOwnerForm("change", { password: "one long password", repeat: "another long one" })).toEqual({
      ok: false,
      errors: { current: "owner.error.current.required", repeat: "owner.error.passwordsNotEqual" },
    });
  });

  it("reads a forgotten password's address", () => {
    expect(parseOwnerForm("forgot", { email: "Jan@Example.be" })).toEqual({ ok: true, fields: { email: "jan@example.be" } });
  });
});
