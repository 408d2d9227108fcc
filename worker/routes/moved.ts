import type { Context } from "hono";
import { isLang } from "../../client/i18n/languages";
import { articleById, articlePathOf } from "../content";
import { contentVersionRepository } from "../db/content-versions";
import type { AppEnv } from "../env";

/**
 * The 301 for an address the content moved away from (an article renamed since), to where that
 * content is now; undefined when nothing moved from here, so the 404 follows. Asked only once no
 * route answered, so it costs visitors of live pages nothing.
 */
export async function movedContent(c: Context<AppEnv>): Promise<Response | undefined> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return undefined;
  const path = c.req.path.toLowerCase();
  if (!isLang(path.split("/")[1] ?? "")) return undefined;
  let moved;
  try {
    moved = await contentVersionRepository(c.env.DB).movedFrom(path);
  } catch (error) {
    // D1 unreachable: the visitor gets the 404 page rather than an error.
    console.error("moved content: lookup failed", error);
    return undefined;
  }
  const content = c.var.services?.content;
  if (!moved || !content) return undefined;
  const article = articleById(Number(moved.target.id), content);
  const target = article && !article.route ? articlePathOf(article, moved.lang) : undefined;
  if (!target || target === path) return undefined;
  const query = new URL(c.req.url).search;
  // Not cached for long: the content may move again, and the table always names its newest place.
  c.header("Cache-Control", "no-cache");
  return c.redirect(`${target}${query}`, 301);
}
