import { describe, expect, it } from "vitest";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { addressKey } from "../../../worker/mail/recipient-stop";
import { SUPPRESSED_RECEIPT, suppressingTransport } from "../../../worker/mail/suppression";

const mail = (to: string, extra: Partial<Mail> = {}): Mail => ({
  from: { email: "website@vitrine-vastgoed.be" },
  to: [{ email: to }],
  subject: "s",
  html: "<p>h</p>",
  text: "t",
  headers: { "Message-ID": "<1@vitrine-vastgoed.be>", Date: "Sun, 29 Nov 2026 07:00:00 GMT" },
  attachments: [],
  ...extra,
});

async function transportStopping(address: string) {
  const stoppedKey = await addressKey(address);
  const sent: Mail[] = [];
  const inner: MailTransport = { send: async (sentMail) => (sent.push(sentMail), { messageId: "sent" }) };
  const transport = suppressingTransport(inner, { stopped: async (keys) => new Set(keys.filter((key) => key === stoppedKey)) });
  return { transport, sent };
}

describe("the stop list in the mail layer", () => {
  it("holds back a visitor's mail to a stopped address, whatever its spelling, but never the agency's own nor an owner's account mail", async () => {
    const { transport, sent } = await transportStopping("an.peeters@example.com");
    expect(await transport.send(mail(" An.Peeters@Example.com"))).toEqual({ messageId: SUPPRESSED_RECEIPT });
    expect(sent).toEqual([]);
    // A password link the owner asked for, or a notice about their sign-in, still reaches them.
    expect(await transport.send(mail("an.peeters@example.com", { forAccount: true }))).toEqual({ messageId: "sent" });
    expect(await transport.send(mail("an.peeters@example.com", { toAgency: true }))).toEqual({ messageId: "sent" });
    expect(await transport.send(mail("someone.else@example.com"))).toEqual({ messageId: "sent" });
    expect(sent.map((each) => each.to[0]!.email)).toEqual(["an.peeters@example.com", "an.peeters@example.com", "someone.else@example.com"]);
  });
});
