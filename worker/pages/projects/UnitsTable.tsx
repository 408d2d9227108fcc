import { formatNumber } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { ProjectDetail, ProjectUnit } from "../../feed/model";
import { usePage } from "../context";

function Status({ status }: { status: ProjectUnit["status"] }) {
  const t = useT();
  const label = status === "sold" ? t("project.unitStatus.sold") : status === "rented" ? t("project.unitStatus.rented") : t("project.unitStatus.available");
  return <span className={`unit-status unit-status-${status}`}>{label}</span>;
}

function Floor({ floor }: { floor: string | null }) {
  const t = useT();
  if (floor === null) return <>–</>;
  return <>{floor === "0" ? t("project.groundFloor") : floor}</>;
}

function Price({ unit }: { unit: ProjectUnit }) {
  return <>{unit.status === "available" ? unit.priceText : "–"}</>;
}

function Surface({ unit }: { unit: ProjectUnit }) {
  const t = useT();
  const { lang } = usePage();
  return <>{unit.surface === null ? "–" : t("listing.surface", { surface: formatNumber(unit.surface, lang) })}</>;
}

/**
 * The price list on a phone: one card per unit, each value under its column's name, so price and
 * surface are in view instead of past the edge of a table scrolling sideways. site.css shows these
 * cards or the table, never both, so each is read once.
 */
function UnitCards({ units }: { units: ProjectUnit[] }) {
  const t = useT();
  return (
    <ul className="unit-cards">
      {units.map((unit) => (
        <li key={unit.id} className={`unit-card unit-${unit.status}`}>
          <h3 className="unit-card-name">{unit.name}</h3>
          <dl>
            <div>
              <dt>{t("project.floor")}</dt>
              <dd>
                <Floor floor={unit.floor} />
              </dd>
            </div>
            <div>
              <dt>{t("project.status")}</dt>
              <dd>
                <Status status={unit.status} />
              </dd>
            </div>
            <div>
              <dt>{t("project.price")}</dt>
              <dd className="unit-price">
                <Price unit={unit} />
              </dd>
            </div>
            <div>
              <dt>{t("project.surface")}</dt>
              <dd className="unit-surface">
                <Surface unit={unit} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The price list (SPEC 3: units with floor, status, requirement price, surface): a real table, cards on a phone. */
export function UnitsTable({ project }: { project: Pick<ProjectDetail, "name" | "units"> }) {
  const t = useT();
  return (
    <section className="project-units" aria-labelledby="units-title">
      <h2 id="units-title">{t("project.priceList")}</h2>
      {project.units.length === 0 ? (
        <p className="empty-state">{t("project.noUnits")}</p>
      ) : (
        <>
          {/* A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-scroll units-table-scroll" tabIndex={0} role="group" aria-labelledby="units-caption">
            <table className="units-table">
              <caption id="units-caption">{t("project.priceListCaption", { name: project.name, count: project.units.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("project.unit")}</th>
                  <th scope="col">{t("project.floor")}</th>
                  <th scope="col">{t("project.status")}</th>
                  <th scope="col" className="numeric">
                    {t("project.price")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("project.surface")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {project.units.map((unit) => (
                  <tr key={unit.id} className={`unit-${unit.status}`}>
                    <th scope="row">{unit.name}</th>
                    <td>
                      <Floor floor={unit.floor} />
                    </td>
                    <td>
                      <Status status={unit.status} />
                    </td>
                    <td className="numeric unit-price">
                      <Price unit={unit} />
                    </td>
                    <td className="numeric unit-surface">
                      <Surface unit={unit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <UnitCards units={project.units} />
        </>
      )}
    </section>
  );
}
