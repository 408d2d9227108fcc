import { Icon, type IconName } from "../../../client/components/icons";
import { useT } from "../../../client/i18n/catalog";
import { usePage } from "../context";

interface ContactAction {
  href: string;
  icon: IconName;
  label: string;
}

/**
 * The ways to reach the agency about this page, kept at the bottom of a phone's screen while the
 * visitor reads (a property page is thousands of pixels long, its forms far down): the agency's phone
 * and mail, and this page's own forms. Plain links, so it works without JavaScript; it sits last in
 * the main content, sticky, so at the end of the page it takes its own room and covers nothing.
 * site.css hides it from 1024 px, where the forms stand beside the content, and in print.
 */
export function ContactBar({ visit, project = false }: { /** The visit form's anchor is there to book (not full). */ visit?: boolean; project?: boolean }) {
  const t = useT();
  const { site } = usePage();
  const { phone, email } = site.agency;
  const actions: ContactAction[] = [
    { href: `tel:${phone.replace(/[^+\d]/g, "")}`, icon: "phone", label: t("contactBar.call") },
    { href: `mailto:${email}`, icon: "mail", label: t("contactBar.mail") },
    { href: "#contact", icon: "question", label: project ? t("contactBar.askProject") : t("contactBar.ask") },
  ];
  if (visit) actions.push({ href: "#visit", icon: "calendar", label: t("contactBar.visit") });
  return (
    <nav className="contact-bar" aria-label={t("contactBar.label")}>
      <ul>
        {actions.map((action) => (
          <li key={action.href}>
            <a className="contact-bar-action" href={action.href}>
              <Icon name={action.icon} size={20} />
              <span>{action.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
