import { Hono, type Context } from "hono";
import type { KeptMail } from "../mail/dev-mailbox";
import type { AppEnv } from "../env";
import { escapeHtml } from "../mail/html";
import { formatAddress } from "../mail/mail";

/** Mails shown on the list, newest first. */
const MAILBOX_SIZE = 100;

/** A developer's page (never on a deployed site): plain English, no frame, no translations. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function headerRows(kept: KeptMail): string {
  const { mail } = kept;
  const rows: [string, string][] = [
    ["From", formatAddress(mail.from)],
    ["To", mail.to.map(formatAddress).join(", ")],
    ...(mail.replyTo ? [["Reply-To", formatAddress(mail.replyTo)] as [string, string]] : []),
    ["Subject", mail.subject],
    ...Object.entries(mail.headers),
  ];
  return `<table>${rows.map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`;
}

function mailSection(kept: KeptMail): string {
  const attachments = kept.mail.attachments
    .map((file, index) => `<li><a href="/dev/mailbox/${kept.id}/attachments/${index}/">${escapeHtml(file.filename)}</a> (${escapeHtml(file.type)})</li>`)
    .join("");
  return `<article id="mail-${kept.id}"><h2>${escapeHtml(kept.mail.subject)}</h2>${headerRows(kept)}<p><a href="/dev/mailbox/${kept.id}/html/">HTML part</a></p>${attachments ? `<h3>Attachments</h3><ul>${attachments}</ul>` : ""}<h3>Text part</h3><pre>${escapeHtml(kept.mail.text)}</pre></article><hr>`;
}

async function keptMail(c: Context<AppEnv>): Promise<KeptMail | undefined> {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) ? c.var.services.repos.devMailbox?.byId(id) : undefined;
}

/**
 * The local mailbox (`/dev/mailbox/`): every mail a worker on this machine sent, with both parts,
 * headers and attachments. Only when SITE_ORIGIN is localhost; a deployed site answers 404.
 */
export function devMailbox() {
  return new Hono<AppEnv>()
    .use("/dev/mailbox/*", async (c, next) => {
      if (!c.var.services.repos.devMailbox) return c.notFound();
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      await next();
    })
    .get("/dev/mailbox/", async (c) => {
      const mails = (await c.var.services.repos.devMailbox?.recent(MAILBOX_SIZE)) ?? [];
      return c.html(page("Local mailbox", mails.length === 0 ? "<p>No mail sent yet.</p>" : mails.map(mailSection).join("")));
    })
    .get("/dev/mailbox/:id/html/", async (c) => {
      const kept = await keptMail(c);
      if (!kept) return c.notFound();
      // The mail as a mail client shows it: its inline styles, nothing else (no script, no requests).
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
      return c.html(kept.mail.html);
    })
    .get("/dev/mailbox/:id/attachments/:index/", async (c) => {
      const kept = await keptMail(c);
      const file = kept?.mail.attachments[Number(c.req.param("index"))];
      if (!file) return c.notFound();
      const content =
        file.encoding === "base64" && typeof file.content === "string" ? Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0)) : file.content;
      return c.body(content, 200, {
        "Content-Type": file.type,
        "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
      });
    });
}
