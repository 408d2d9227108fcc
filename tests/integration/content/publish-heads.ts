import { publishSelected } from "../../../worker/content/publish-ready";
import { unpublishedDocuments } from "../../../worker/content/working-copy";

/** Publishes every document with unpublished changes at its head, as a person ticking every line of the overview would. */
export async function publishHeads(db: D1Database, request: { by: string; now: Date; languagesOverride?: string; base?: number }) {
  const selected = (await unpublishedDocuments(db)).map(({ kind, id, revision }) => ({ kind, id, revision }));
  return publishSelected(db, { selected, by: request.by, now: request.now, languagesOverride: request.languagesOverride });
}
