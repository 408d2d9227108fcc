import { useT } from "../../../client/i18n/catalog";

/** A dead delivery's retry button: `what` names it for screen readers (many share a table), `kind` is posted along when given. */
export function RetryForm({ action, what, kind }: { action: string; what: string; kind?: string }) {
  const t = useT();
  return (
    <form method="post" action={action}>
      {kind !== undefined && <input type="hidden" name="kind" value={kind} />}
      <button type="submit" aria-label={t("staff.lead.retryKind", { kind: what })}>
        {t("staff.lead.retry")}
      </button>
    </form>
  );
}
