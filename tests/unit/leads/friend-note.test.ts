import { describe, expect, it } from "vitest";
import { holdsLink, MAX_LENGTH } from "../../../client/forms/fields";
import { parseLeadForm } from "../../../client/forms/lead-forms";
import { keepTyped } from "../../../client/domain/phone";

const friend = (fields: Record<string, string>) =>
  parseLeadForm("send-to-friend", { firstName: "Zoë", email: "zoe@example.be", friendEmail: "vriend@example.be", ...fields }, keepTyped);

describe("a page sent to a friend (issue 37: no mail relay)", () => {
  it.each([
    "https://bad.example",
    "see www.bad.example",
    "bit.ly/x",
    "go to bad.be/now",
    "kijk op winnen.com",
    "kijk op winnen.com!",
    "bad.info?x=1",
    "hxxp://x",
    "mailto:a@b.example",
    "ftp://x.example",
    "BAD.EXAMPLE.COM",
  ])("reads %s as a link", (text) => expect(holdsLink(text)).toBe(true));

  it.each([
    "Kijk eens, mooi hè",
    "Prijs 3.5 ton. Leuk!",
    "Ma. of di. bellen?",
    "e.g. this one",
    "Tuin 10.5 x 20 m",
    "Zoë",
    "Jean-Pierre",
    "J.Peeters",
    "Dr.Dupont",
    "Mooi huis.Bel me",
    "Mevr.De Smet",
  ])("reads %s as no link", (text) => expect(holdsLink(text)).toBe(false));

  it("refuses a link in the note or the name, and a note longer than a short one", () => {
    expect(friend({ remark: "kijk op bad.be" })).toMatchObject({ ok: false, errors: { remark: "form.link.refused" } });
    expect(friend({ firstName: "www.bad.example" })).toMatchObject({ ok: false, errors: { firstName: "form.link.refused" } });
    expect(friend({ remark: "a".repeat(MAX_LENGTH.friendNote + 1) })).toMatchObject({ ok: false, errors: { remark: "form.tooLong" } });
    expect(friend({ remark: "a".repeat(MAX_LENGTH.friendNote) }).ok).toBe(true);
    expect(friend({ firstName: "J.Peeters", remark: "Mooi huis.Bel me" }).ok).toBe(true);
  });
});
