import { Island } from "../../../client/components/Island";
import { useT } from "../../../client/i18n/catalog";
import CopyLink from "../../../client/islands/CopyLink";

/** Share by mail, WhatsApp, Facebook and LinkedIn: plain links, so they work without JavaScript; "copy link" needs it. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  const links = [
    { label: t("share.mail"), href: `mailto:?subject=${encodeURIComponent(title)}&body=${encoded}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${text}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];
  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title">{t("share.title")}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <Island name="CopyLink" component={CopyLink} props={{ url }} />
    </section>
  );
}
