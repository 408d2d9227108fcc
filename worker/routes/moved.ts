import type { Context } from "hono";
import { isLang } from "../../client/i18n/languages";
import { articleById, articleByUmlautlessPath, articlePathOf } from "../content";
import { pagePathIn } from "../content/page-paths";
import type { Content } from "../content/schema";
import type { MovedPath } from "../content/moved-paths";
import { VersionMemo } from "../memory/version-memo";
import type { AppEnv } from "../env";

/** The moved addresses by path, read once per content version: only a publish adds to them, and every publish is a new version. */
const movedByVersion = new VersionMemo<ReadonlyMap<string, MovedPath>>();

/** Where the content that was at a moved address is now, in the address's language; undefined when it is no longer shown. */
function movedTo(moved: MovedPath, content: Content): string | undefined {
  // The page's address as the site answers now (the published content's).
  if (moved.target.kind === "page") return pagePathIn(content, moved.target.id, moved.lang);
  const article = articleById(Number(moved.target.id), content);
  return article && !article.route ? articlePathOf(article, moved.lang) : undefined;
}

/**
 * The 301 for an address the content moved away from (an article renamed, a page's address renamed), to where that
 * content is now; undefined when nothing moved from here, so the 404 follows. Asked only once no
 * route answered, and read from isolate memory, so a stream of 404s costs no D1 query each.
 */
export async function movedContent(c: Context<AppEnv>): Promise<Response | undefined> {
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !c.var.services) return undefined;
  const path = c.req.path.toLowerCase();
  if (!isLang(path.split("/")[1] ?? "")) return undefined;
  // A German article address from before umlauts were written out ("fur" for "für"): to its address now.
  const umlautless = path.startsWith("/de/") ? articleByUmlautlessPath(path, c.var.services.content) : undefined;
  if (umlautless) return c.redirect(`${articlePathOf(umlautless, "de")}${new URL(c.req.url).search}`, 301);
  let moved;
  try {
    const all = await movedByVersion.load(
      c.var.services.contentVersion,
      "moved",
      async () => new Map((await c.var.services.repos.content.versions.movedPaths()).map((entry) => [entry.path, entry])),
    );
    moved = all.get(path);
  } catch (error) {
    // D1 unreachable: the visitor gets the 404 page rather than an error.
    console.error("moved content: lookup failed", error);
    return undefined;
  }
  const target = moved && movedTo(moved, c.var.services.content);
  if (!target || target === path) return undefined;
  const query = new URL(c.req.url).search;
  // Not cached for long: the content may move again, and the table always names its newest place.
  c.header("Cache-Control", "no-cache");
  return c.redirect(`${target}${query}`, 301);
}
