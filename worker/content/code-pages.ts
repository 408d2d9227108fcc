import { seedContent } from "./index";
import type { Content } from "./schema";

/**
 * A content version published before the code served a page (the accessibility statement came after
 * sites went live, issue 39) has no page for that route: its address would answer nothing, its footer
 * link would be broken, and every publish over it would be refused for the missing page. Such a
 * version gets the build's page, and the articles its modules show that it lacks; a page the agency
 * already has for the route (whatever its state) is left as it is.
 */
export function withCodePages(content: Content): Content {
  const missing = seedContent.pages.filter((page) => page.route && !content.pages.some((own) => own.route === page.route));
  if (missing.length === 0) return content;
  const shown = new Set(
    missing.flatMap((page) => page.params.modules.filter((module) => module.relations.type === "article").map((module) => module.relations.id)),
  );
  const articles = seedContent.articles.filter((article) => shown.has(article.id) && !content.articles.some((own) => own.id === article.id));
  return { ...content, pages: [...content.pages, ...missing], articles: [...content.articles, ...articles] };
}
