import { useT } from "../../../client/i18n/catalog";
import type { DocumentRef } from "../../content/documents";
import { selectedValue } from "../../content/publish-ready";
import type { DocumentStateView, NotFoundReason } from "../content/states";
import { When } from "./When";

/** One document with unpublished changes, as the publish list shows it. */
export interface PublishRow extends DocumentRef {
  /** Its kind and name, in words. */
  label: string;
  href: string;
  view: DocumentStateView;
  /** The revision a tick publishes: the ready mark's, else the head shown. */
  revision: number;
  modifiedAt: string | null;
  modifiedBy: string | null;
}

/** Why visitors would get "page not found", in words. */
function reasonText(t: ReturnType<typeof useT>, reason: NotFoundReason): string {
  switch (reason.why) {
    case "status":
      return t("staff.content.why.status");
    case "parent":
      return t(`staff.content.why.parent.${reason.problem}`);
    case "noAddress":
      return t("staff.content.why.noAddress");
    case "noAddressIn":
      return t("staff.content.why.noAddressIn", { language: t(`staff.content.lang.${reason.lang}`) });
  }
}

/** A document's state in words: published or not, ready since when (and changed since by whom), out of the menu, and why visitors would not find a page. */
export function StateWords({ view }: { view: DocumentStateView }) {
  const t = useT();
  return (
    <>
      {t(`staff.content.state.${view.state}`)}
      {view.ready && (
        <>
          {" \u00b7 "}
          <strong>{t("staff.content.state.ready")}</strong> ({t("staff.content.readyAsOf")} <When at={view.ready.markedAt} />, {view.ready.markedBy})
          {view.ready.changedSinceBy !== undefined && (
            <>
              {", "}
              {t("staff.content.changedSinceBy", { by: view.ready.changedSinceBy })} <When at={view.ready.changedSinceAt} />
            </>
          )}
        </>
      )}
      {view.hiddenFromMenu && (
        <>
          {" \u00b7 "}
          {t("staff.content.state.hiddenFromMenu")}
        </>
      )}
      {view.notFound && view.notFound.length > 0 && view.state !== "draft" && (
        <>
          <br />
          <span className="not-found">{`${t("staff.content.notFoundBecause")} ${view.notFound.map((reason) => reasonText(t, reason)).join("; ")}`}</span>
        </>
      )}
    </>
  );
}

/**
 * The documents with unpublished changes, each ticked when marked ready: a publish posts the ticked
 * ones with the revision shown, and the server publishes exactly those over what visitors see now.
 */
export function PublishList({ rows }: { rows: readonly PublishRow[] }) {
  const t = useT();
  return (
    <form method="post" action="/staff/content/publish/">
      <p>{t("staff.content.publishList.explain")}</p>
      <table>
        <caption>{t("staff.content.publishList.caption", { count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staff.content.publishList.tick")}</th>
            <th scope="col">{t("staff.content.document")}</th>
            <th scope="col">{t("staff.content.state")}</th>
            <th scope="col">{t("staff.content.publishList.changed")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = `publish-${row.kind}-${row.id}`;
            return (
              <tr key={id}>
                <td>
                  <input
                    type="checkbox"
                    id={id}
                    name="publish"
                    value={selectedValue(row)}
                    defaultChecked={row.view.ready !== undefined}
                    aria-label={t("staff.content.publishList.tickLabel", { document: row.label })}
                  />
                </td>
                <th scope="row">
                  <a href={row.href}>{row.label}</a>
                </th>
                <td>
                  <StateWords view={row.view} />
                </td>
                <td>
                  {row.modifiedAt ? (
                    <>
                      <When at={row.modifiedAt} /> · {row.modifiedBy}
                    </>
                  ) : (
                    t("staff.content.asBuilt")
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit">{t("staff.content.publishSelected")}</button>
    </form>
  );
}
