import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PASSKEY_API } from "../../../client/forms/passkeys";
import type { Lang } from "../../../client/i18n/languages";
import PasskeyLogin from "../../../client/islands/PasskeyLogin";
import PasskeyManager, { PasskeyManagerError, type PasskeyManagerProps } from "../../../client/islands/PasskeyManager";
import { reauthenticatePath } from "../../../worker/owner/routes/owner-account";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml } from "../worker";

function render(lang: Lang, element: React.ReactElement): string {
  return renderToString(<I18nProvider i18n={i18nFor(lang)}>{element}</I18nProvider>);
}

const T = (lang: Lang, id: string, values?: Record<string, unknown>) => escapeHtml(i18nFor(lang)._(id, values));

describe("the passkey islands as the server renders them (no script yet)", () => {
  it("shows the sign-in button disabled, with the note that it needs script, and empty live regions", () => {
    const html = render("fr", <PasskeyLogin lang="fr" />);
    expect(html).toMatch(new RegExp(`<button type="button" class="button" disabled="">${T("fr", "owner.passkey.login.button")}</button>`));
    expect(html).toContain(T("fr", "owner.passkey.login.needsScript"));
    expect(html).toContain('<p class="passkey-status" role="status"></p>');
    expect(html).toContain('<p class="passkey-error" role="alert"></p>');
  });

  it("lists the passkeys with a remove form each that works without script, and says adding needs script", () => {
    const props: PasskeyManagerProps = {
      lang: "nl",
      passkeys: [
        { id: "cred-1", name: "iPhone", createdAt: Date.UTC(2026, 10, 2, 12), lastUsedAt: null },
        { id: "cred-2", name: "Chrome · Windows", createdAt: Date.UTC(2026, 10, 3, 12), lastUsedAt: Date.UTC(2026, 10, 24, 9) },
      ],
      removed: true,
      signInAgainHref: "/nl/login/?notice=reauthenticate",
    };
    const html = render("nl", <PasskeyManager {...props} />);
    expect(html).toContain(`<h2 id="passkeys-heading">${T("nl", "owner.passkey.manager.heading")}</h2>`);
    expect(html).toContain(T("nl", "owner.passkey.manager.removed"));
    const forms = [...html.matchAll(/<form action="([^"]+)" method="post">([\s\S]*?)<\/form>/g)];
    expect(forms.map((form) => form[1])).toEqual([PASSKEY_API.remove, PASSKEY_API.remove]);
    expect(forms[1]![2]).toContain('<input type="hidden" name="id" value="cred-2"/>');
    expect(forms[1]![2]).toContain('<input type="hidden" name="lang" value="nl"/>');
    expect(forms[0]![2]).toContain(`aria-label="${T("nl", "owner.passkey.manager.removeNamed", { name: "iPhone" })}"`);
    expect(html).toContain(T("nl", "owner.passkey.manager.created", { date: "2 november 2026" }));
    expect(html).toContain(T("nl", "owner.passkey.manager.neverUsed"));
    expect(html).toContain(T("nl", "owner.passkey.manager.lastUsed", { date: "24 november 2026" }));
    // Adding cannot work without script: a note, not a form that would do nothing.
    expect(html).toContain(T("nl", "owner.passkey.manager.needsScript"));
    expect(html).not.toContain('id="passkey-name"');
  });

  it("says so when there is no passkey yet", () => {
    const html = render("de", <PasskeyManager lang="de" passkeys={[]} signInAgainHref="/de/anmelden/" />);
    expect(html).toContain(T("de", "owner.passkey.manager.empty"));
    expect(html).not.toContain("<form");
    expect(html).not.toContain(T("de", "owner.passkey.manager.removed"));
  });

  it("offers to sign in again after a refusal that needs a (new) sign-in, and only then", () => {
    const href = reauthenticatePath("fr");
    expect(href).toBe(`/fr/login/?notice=reauthenticate&next=${encodeURIComponent("/fr/proprietaire/compte/")}`);
    for (const failure of ["owner.passkey.error.reauthenticate", "owner.passkey.error.signedOut"] as const) {
      const html = render("fr", <PasskeyManagerError signInAgainHref={href} failure={failure} />);
      expect(html).toContain(T("fr", failure));
      expect(html).toContain(`<a href="${escapeHtml(href)}">${T("fr", "owner.passkey.manager.signInAgain")}</a>`);
    }
    expect(render("fr", <PasskeyManagerError signInAgainHref={href} failure="owner.passkey.error.failed" />)).not.toContain("<a ");
  });
});
