import { useT } from "../../../client/i18n/catalog";
import type { SortableItem, SortableListProps } from "../../../client/staff/islands/SortableList";
import { StaffIsland } from "../StaffIsland";

export interface ContentMenuProps {
  /** The menu's pages in the order shown, each with the revision a save applies on. */
  pages: readonly (SortableItem & { revision: number })[];
  saved: boolean;
  /** Someone saved one of these pages meanwhile: the order shown is this person's, on their revisions. */
  conflict: boolean;
}

/**
 * The menu's order: by drag or keyboard with the staff script (the SortableList island, saved with
 * one button), by one saved move at a time without it. Both post the same `order` fields.
 */
export function ContentMenuBody({ pages, saved, conflict }: ContentMenuProps) {
  const t = useT();
  const place = { label: "{label}", position: "{position}", count: "{count}" };
  const sortable: SortableListProps = {
    name: "order",
    items: pages.map(({ id, label, note }) => ({ id, label, ...(note ? { note } : {}) })),
    labels: {
      instructions: t("staff.content.menu.instructions"),
      up: t("staff.content.list.up"),
      down: t("staff.content.list.down"),
      grabbed: t("staff.content.menu.grabbed", place),
      moved: t("staff.content.menu.moved", place),
      dropped: t("staff.content.menu.dropped", place),
      cancelled: t("staff.content.menu.cancelled", place),
    },
  };
  return (
    <>
      <p>
        <a href="/staff/content/">{t("staff.content.back")}</a>
      </p>
      <p>{t("staff.content.menu.intro")}</p>
      {saved && (
        <p className="notice" role="status">
          {t("staff.content.menu.saved")}
        </p>
      )}
      {conflict && (
        <p className="warning" role="alert">
          {t("staff.content.menu.conflict")}
        </p>
      )}
      <form method="post" action="/staff/content/menu/">
        {pages.map((page) => (
          <input key={page.id} type="hidden" name={`rev.${page.id}`} value={page.revision} />
        ))}
        <StaffIsland name="SortableList" props={sortable}>
          <div className="sortable">
            <p className="hint">{t("staff.content.menu.noScript")}</p>
            <ol>
              {pages.map((page, index) => (
                <li key={page.id}>
                  <input type="hidden" name="order" value={page.id} />
                  <span className="sortable-label" id={`order-label-${page.id}`}>
                    {page.label}
                    {page.note && <span className="sortable-note"> ({page.note})</span>}
                  </span>
                  <span className="item-tools">
                    <button type="submit" name="_move" value={`up:${page.id}`} aria-describedby={`order-label-${page.id}`} disabled={index === 0}>
                      {t("staff.content.list.up")}
                    </button>
                    <button
                      type="submit"
                      name="_move"
                      value={`down:${page.id}`}
                      aria-describedby={`order-label-${page.id}`}
                      disabled={index === pages.length - 1}
                    >
                      {t("staff.content.list.down")}
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </StaffIsland>
        <button type="submit">{t("staff.content.menu.save")}</button>
      </form>
    </>
  );
}
