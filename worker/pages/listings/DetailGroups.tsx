import { useT } from "../../../client/i18n/catalog";
import { epcGradeOf, epcGradeText } from "../../../client/domain/epc";
import type { DetailGroup, PropertyDetail } from "../../feed/model";

const GROUP_TITLE: Record<DetailGroup["id"], string> = {
  general: "detail.group.general",
  surfaces: "detail.group.surfaces",
  comfort: "detail.group.comfort",
  energy: "detail.group.energy",
  legal: "detail.group.legal",
  financial: "detail.group.financial",
};

/** Every detail the provider supplied, in the spec's groups; the energy group leads with the EPC label. */
export function DetailGroups({ item }: { item: PropertyDetail }) {
  const t = useT();
  const grade = epcGradeOf(item.epc);
  return (
    <>
      {item.groups
        .filter((group) => group.fields.length > 0 || (group.id === "energy" && item.epc))
        .map((group) => (
          <section key={group.id} className="detail-group" aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`}>{t(GROUP_TITLE[group.id])}</h2>
            {group.id === "energy" && item.epc?.imagePath && (
              <img
                className="epc-label"
                src={item.epc.imagePath}
                width={160}
                height={48}
                alt={t(item.epc.region === "luxembourg" ? "detail.energyClassLuImage" : "detail.epcLabel", {
                  label: grade ? epcGradeText(grade) : "",
                })}
                loading="lazy"
              />
            )}
            <dl>
              {group.fields.map((field) => (
                <div key={field.label} className="detail-field">
                  <dt>{t(field.label)}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
    </>
  );
}
