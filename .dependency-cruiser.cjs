/**
 * Which way imports may point (npm run lint): domain ← feed/db/content/map ← services ← routes → pages → components.
 * The browser side never reaches into the worker; pure rules import nothing of the layers above them.
 */
const UPPER_WORKER = "^worker/(app|index|routes|middleware|render|services)";
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other cannot be understood (or tested) alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "client-not-worker",
      severity: "error",
      comment: "client/ runs in the browser; it never imports the worker.",
      from: { path: "^client/" },
      to: { path: "^worker/" },
    },
    {
      name: "shared-rules-stay-pure",
      severity: "error",
      comment: "client/domain and client/i18n are used by both sides and the tests: no UI, no islands.",
      from: { path: "^client/(domain|i18n)/" },
      to: { path: "^client/(components|islands|entry)" },
    },
    {
      name: "municipalities-stay-on-the-server",
      severity: "error",
      comment:
        "The municipality table (client/domain/municipalities, some 55 kB of source) is the worker's: the search box gets every name it needs in the search index, so the table never enters a browser chunk.",
      from: { path: "^client/(islands|components|entry)" },
      to: { path: "^client/domain/municipalities/", reachable: true },
    },
    {
      name: "stats-are-pure",
      severity: "error",
      comment: "worker/stats holds rules (agency day, view source, human view); the repositories and routes use them, not the reverse.",
      from: { path: "^worker/stats/" },
      to: { path: "^worker/(?!stats/)" },
    },
    {
      name: "data-below-services",
      severity: "error",
      comment: "The feed, the repositories and the content know nothing of requests, pages or SEO.",
      from: { path: "^worker/(feed|db|content)/" },
      to: { path: `${UPPER_WORKER}|^worker/(pages|seo)/` },
    },
    {
      name: "seo-builds-from-data",
      severity: "error",
      comment: "The SEO builders turn content and listings into metadata; they never read requests or render.",
      from: { path: "^worker/seo/" },
      to: { path: `${UPPER_WORKER}|^worker/pages/` },
    },
    {
      name: "map-below-routes",
      severity: "error",
      comment: "worker/map builds the maps' base (tile archive, styles) from what it is given; the routes call it, never the reverse.",
      from: { path: "^worker/map/" },
      to: { path: `${UPPER_WORKER}|^worker/(pages|seo|db)/` },
    },
    {
      name: "services-below-routes",
      severity: "error",
      comment: "Services are built per request and read by routes; they never reach up into routes or pages.",
      from: { path: "^worker/services/" },
      to: { path: "^worker/(app|index|routes|middleware|render|pages)" },
    },
    {
      name: "pages-get-their-data",
      severity: "error",
      comment: "Pages render what the route gives them: no routes, services, repositories or content lookups (types of the models are fine).",
      from: { path: "^worker/pages/" },
      to: { path: `${UPPER_WORKER}|^worker/(db|stats)/|^worker/content/(?!schema\\.ts$)|^worker/feed/(?!(model|query|list-params)\\.ts$)` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|\\.wrangler|node_modules)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
