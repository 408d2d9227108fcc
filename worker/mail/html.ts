import type { Lang } from "../../client/i18n/languages";

/** Escapes text for HTML content and attribute values: whatever a visitor typed stays inert in a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export interface MailLayout {
  lang: Lang;
  title: string;
  brand: { name: string; color: string; address: string };
  /** Paragraphs of plain text. */
  intro: string[];
  rows: [label: string, value: string][];
  link?: { href: string; text: string } | undefined;
  /** Listings shown one under the other after the rows (a search alert's digest). */
  cards?: MailCard[] | undefined;
  /** Plain links after the button (manage or stop an alert). */
  moreLinks?: { href: string; text: string }[] | undefined;
  footer: string;
}

/** A listing in a mail: its picture, its title as a link to its page, and a few lines (city, price, why). */
export interface MailCard {
  href: string;
  title: string;
  lines: string[];
  image?: { src: string; alt: string } | undefined;
}

/** Width in pixels of a card's picture in the HTML part. */
const CARD_IMAGE_PX = 160;

function cardHtml(card: MailCard): string {
  const image = card.image
    ? `<td style="width:${CARD_IMAGE_PX}px;padding:0 12px 0 0;vertical-align:top"><a href="${escapeHtml(card.href)}"><img src="${escapeHtml(card.image.src)}" alt="${escapeHtml(card.image.alt)}" width="${CARD_IMAGE_PX}" style="display:block;width:${CARD_IMAGE_PX}px;height:auto;border:0;border-radius:4px"></a></td>`
    : "";
  const lines = card.lines.map((line) => `<br><span style="color:#444">${escapeHtml(line)}</span>`).join("");
  return `<tr><td style="padding:12px 0;border-top:1px solid #eee"><table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tr>${image}<td style="vertical-align:top"><a href="${escapeHtml(card.href)}" style="color:#222;font-weight:bold">${escapeHtml(card.title)}</a>${lines}</td></tr></table></td></tr>`;
}

/** The agency's mail layout: one narrow table, inline styles only (mail clients ignore style sheets). */
export function mailHtml(layout: MailLayout): string {
  const rows = layout.rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const link = layout.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.link.href)}" style="background:${layout.brand.color};color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(layout.link.text)}</a></p>`
    : "";
  const cards = layout.cards?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin-top:12px;border-collapse:collapse">${layout.cards.map(cardHtml).join("")}</table>`
    : "";
  const moreLinks = (layout.moreLinks ?? []).map((more) => `<a href="${escapeHtml(more.href)}" style="color:#444">${escapeHtml(more.text)}</a>`).join(" · ");
  return `<!doctype html><html lang="${escapeHtml(layout.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(layout.title)}</title></head><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:6px"><tr><td style="background:${layout.brand.color};color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0">${escapeHtml(layout.brand.name)}</td></tr><tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(layout.title)}</h1>${layout.intro.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join("")}${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:12px;border-collapse:collapse">${rows}</table>` : ""}${cards}${link}${moreLinks ? `<p style="margin:0 0 12px;font-size:13px">${moreLinks}</p>` : ""}</td></tr><tr><td style="padding:16px 24px;color:#666;font-size:12px;border-top:1px solid #eee">${escapeHtml(layout.footer)}<br>${escapeHtml(layout.brand.address)}</td></tr></table></td></tr></table></body></html>`;
}

/** The same mail as plain text. */
export function mailText(layout: MailLayout): string {
  const width = Math.max(0, ...layout.rows.map(([label]) => label.length));
  return [
    layout.title,
    "",
    ...layout.intro.flatMap((paragraph) => [paragraph, ""]),
    ...layout.rows.map(([label, value]) => `${label.padEnd(width)}  ${value.replace(/\n/g, `\n${" ".repeat(width + 2)}`)}`),
    ...(layout.cards ?? []).flatMap((card) => ["", card.title, ...card.lines, card.href]),
    ...(layout.link ? ["", `${layout.link.text}: ${layout.link.href}`] : []),
    ...(layout.moreLinks ?? []).map((more) => `${more.text}: ${more.href}`),
    "",
    "-- ",
    layout.brand.name,
    layout.footer,
    layout.brand.address,
    "",
  ].join("\n");
}
