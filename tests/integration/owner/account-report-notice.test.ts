/**
 * Issue 36 on the account page and around it: the monthly report's setting (a plain form post, a
 * confirmation in the page's language) and the notice mail of a changed password, from the account
 * page or a reset link, that arrives in the owner's language in the local mailbox.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { choosePasswordPath, forgotPasswordPath, portalAccountPath } from "../../../client/i18n/routes";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { ownerPasswordLinkRepository } from "../../../worker/db/owner-password-links";
import { ownerReportRepository } from "../../../worker/db/owner-reports";
import { i18nFor } from "../../../worker/i18n";
import type { Mail } from "../../../worker/mail/mail";
import { escapeHtml, ORIGIN } from "../worker";
import { createOwner, linkToken, PASSWORD, send, signIn } from "./owner-pages";

const NEW_PASSWORD = "seven swans over the scheldt";
const reports = ownerReportRepository(env.DB);

/** The mails the local mailbox kept for `email`, once at least `count` arrived (the delivery queue runs on its own). */
async function mailboxOf(email: string, count = 1): Promise<Mail[]> {
  return vi.waitFor(
    async () => {
      const kept = (await devMailboxRepository(env.DB).recent(200)).map((entry) => entry.mail).filter((mail) => mail.to.some((to) => to.email === email));
      if (kept.length < count) throw new Error(`${kept.length} of ${count} mails`);
      return kept;
    },
    { timeout: 8_000, interval: 100 },
  );
}

const checkbox = (html: string) => /<input[^>]*id="owner-report-on"[^>]*>/.exec(html)?.[0] ?? "";

describe("the monthly report's setting on the account page", () => {
  it.each(LANGUAGES)("in %s: ticked by default; unticking and saving stops the report, ticking starts it again, each confirmed in words", async (lang) => {
    const owner = await createOwner({ lang });
    const token = await signIn(owner, { lang });
    const i18n = i18nFor(lang);
    const page = await (await send(portalAccountPath(lang), { cookie: token })).text();
    expect(page).toContain(`<h2 id="owner-report-title">${escapeHtml(i18n._("owner.account.report.title"))}</h2>`);
    expect(checkbox(page)).toContain('name="report"');
    expect(checkbox(page)).toContain("checked");
    expect(page).toContain(`<label for="owner-report-on">${escapeHtml(i18n._("owner.account.report.label"))}</label>`);

    // An unticked box posts nothing but the form's intent.
    const off = await send(portalAccountPath(lang), { cookie: token, fields: { intent: "monthly-report" } });
    expect(off.status).toBe(303);
    expect(off.headers.get("Location")).toBe(`${portalAccountPath(lang)}?report=off#owner-report`);
    expect(await reports.wantsReport(owner.id)).toBe(false);
    const offPage = await (await send(`${portalAccountPath(lang)}?report=off`, { cookie: token })).text();
    expect(offPage).toContain(escapeHtml(i18n._("owner.account.report.savedOff")));
    expect(checkbox(offPage)).not.toContain("checked");

    const on = await send(portalAccountPath(lang), { cookie: token, fields: { intent: "monthly-report", report: "on" } });
    expect(on.headers.get("Location")).toBe(`${portalAccountPath(lang)}?report=on#owner-report`);
    expect(await reports.wantsReport(owner.id)).toBe(true);
  });

  it("changes only the signed-in owner's setting; without a session the post goes to the login page", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    await send(portalAccountPath("nl"), { cookie: await signIn(owner), fields: { intent: "monthly-report" } });
    expect(await reports.wantsReport(owner.id)).toBe(false);
    expect(await reports.wantsReport(other.id)).toBe(true);
    const anonymous = await send(portalAccountPath("nl"), { fields: { intent: "monthly-report" } });
    expect(anonymous.status).toBe(303);
    expect(await reports.wantsReport(other.id)).toBe(true);
  });
});

describe("the notice of a changed password", () => {
  it("arrives in the owner's language after a change on the account page: when, and what to do if it was not them", async () => {
    const owner = await createOwner({ lang: "fr", firstName: "Sophie" });
    const token = await signIn(owner, { lang: "nl" });
    const response = await send(portalAccountPath("nl"), {
      cookie: token,
      fields: { intent: "password", current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD },
    });
    expect(response.status).toBe(303);
    const [mail] = await mailboxOf(owner.email);
    // French, whatever the page's language: the account's.
    expect(mail!.subject).toMatch(/^Votre mot de passe de l’espace propriétaire de .+ a été modifié$/);
    expect(mail!.html).toContain('lang="fr"');
    expect(mail!.text).toContain("Bonjour Sophie Peeters");
    expect(mail!.text).toMatch(/Ce n’était pas vous\u202f\? .+ appelez-nous au \+?[0-9 ]+\./);
    expect(mail!.text).toContain(`${ORIGIN}${forgotPasswordPath("fr")}`);
    expect(mail!.text).toMatch(/Modifié le\s+\d{1,2} \S+ 20\d\d/);
  });

  it("arrives after a password chosen from a reset link, not after an invitation's first password", async () => {
    const links = ownerPasswordLinkRepository(env.DB);
    const reset = await createOwner();
    const resetLink = await links.create(reset.id, "reset", "nl", Date.now());
    expect((await send(choosePasswordPath("nl", await linkToken(resetLink)), { fields: { password: NEW_PASSWORD, repeat: NEW_PASSWORD } })).status).toBe(303);
    const [mail] = await mailboxOf(reset.email);
    expect(mail!.subject).toMatch(/^Uw wachtwoord voor het eigenaarsportaal van .+ werd gewijzigd$/);

    const invited = await createOwner({ password: null });
    const inviteLink = await links.create(invited.id, "invite", "nl", Date.now());
    expect((await send(choosePasswordPath("nl", await linkToken(inviteLink)), { fields: { password: NEW_PASSWORD, repeat: NEW_PASSWORD } })).status).toBe(303);
    await mailboxOf(reset.email);
    // A later reset's notice, queued after the invitation's password was chosen: the queue delivers in
    // order, one message after another, so once it has arrived a notice of the invitation's would have too.
    const later = await createOwner();
    const laterLink = await links.create(later.id, "reset", "nl", Date.now());
    expect((await send(choosePasswordPath("nl", await linkToken(laterLink)), { fields: { password: NEW_PASSWORD, repeat: NEW_PASSWORD } })).status).toBe(303);
    await mailboxOf(later.email);
    const invitedMails = (await devMailboxRepository(env.DB).recent(200)).filter((entry) => entry.mail.to.some((to) => to.email === invited.email));
    expect(invitedMails).toHaveLength(0);
  }, 15_000);
});
