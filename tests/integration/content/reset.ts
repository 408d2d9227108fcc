import { env } from "cloudflare:workers";
import { forgetContentPointer } from "../../../worker/content/published";

/**
 * The content as on a fresh database: nothing saved, nothing published. Versions are abandoned,
 * never deleted: the edge cache keys pages by version number, and numbers keep rising as on a site.
 */
export async function resetContent(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM content_documents"),
    env.DB.prepare("DELETE FROM content_revisions"),
    env.DB.prepare("DELETE FROM content_ready"),
    env.DB.prepare("UPDATE content_versions SET state = 'abandoned'"),
  ]);
  forgetContentPointer();
}
