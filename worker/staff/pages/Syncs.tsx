import { useT } from "../../../client/i18n/catalog";
import type { SyncRun } from "../../feed/sync-runs";
import { DataTable } from "./DataTable";
import { When } from "./When";

export function SyncsBody({ runs }: { runs: readonly SyncRun[] }) {
  const t = useT();
  return (
    <DataTable
      caption={t("staff.syncs.caption", { count: runs.length })}
      head={[
        "staff.syncs.started",
        "staff.syncs.mode",
        "staff.syncs.outcome",
        "staff.syncs.version",
        "staff.syncs.properties",
        "staff.syncs.projects",
        "staff.syncs.rejected",
        "staff.syncs.removed",
        "staff.syncs.message",
      ]}
      rows={runs}
      row={(run) => (
        <tr key={run.id}>
          <th scope="row">
            <When at={run.startedAt} />
          </th>
          <td>{t(`staff.syncs.mode.${run.mode}`)}</td>
          <td>
            {run.outcome ? t(`staff.syncs.outcome.${run.outcome}`) : t("staff.syncs.running")}
            {run.refusal ? ` (${run.refusal})` : ""}
          </td>
          <td className="num">{run.version ?? ""}</td>
          <td className="num">{run.propertyCount ?? ""}</td>
          <td className="num">{run.projectCount ?? ""}</td>
          <td className="num">{run.rejectedCount ?? ""}</td>
          <td className="num">{run.removedCount ?? ""}</td>
          <td>
            {run.message ?? ""}
            {run.gaps ? <pre>{run.gaps}</pre> : null}
          </td>
        </tr>
      )}
    />
  );
}
