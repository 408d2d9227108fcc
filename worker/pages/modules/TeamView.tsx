import { formatPhone } from "../../../client/domain/phone";
import { LANGUAGE_NAMES } from "../../../client/i18n/languages";
import { useT } from "../../../client/i18n/catalog";
import type { TeamMember } from "../../content/schema";
import { ContentImage } from "../ContentImage";
import { usePage } from "../context";

/** The team of one category (SPEC 2 "ons-team-view"), as its loader chose them (Published, sorted, up to maxItems). */
export function TeamView({ members, perRow }: { members: readonly TeamMember[]; perRow: number }) {
  const { lang } = usePage();
  const t = useT();
  return (
    <ul className={`team per-row-${perRow}`}>
      {members.map((member) => (
        <li key={member.id} className="team-member">
          <ContentImage image={member.image} sizes={`(min-width: 900px) ${Math.round(100 / perRow)}vw, 50vw`} />
          <h3>
            {member.firstName} {member.lastName}
          </h3>
          <p className="team-role">{member.role[lang]}</p>
          <p>{member.bio[lang]}</p>
          <p className="team-contact">
            <a href={`tel:${member.phone.replace(/[^+\d]/g, "")}`}>{formatPhone(member.phone)}</a>
            <br />
            <a href={`mailto:${member.email}`}>
              <EmailText address={member.email} />
            </a>
          </p>
          <p className="team-languages">
            {t("team.speaks")} {member.languages.map((code) => LANGUAGE_NAMES[code]).join(", ")}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** An address may wrap before its "@" (and nowhere else) in a narrow card, so neither half is cut. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
