/**
 * Which way imports may point (npm run lint). The folders of worker/ stand in one order, from the
 * pure rules at the bottom to the wings at the top; a folder imports only folders below it, so no
 * two folders import each other and no import runs back up (worker/README's layering, README.md
 * "Layout"). A new folder takes its place in FOLDER_ORDER; a new import that points up means the
 * thing imported belongs lower (move it down beside what it serves), never that the order bends.
 * The browser side never reaches into the worker; pure rules import nothing of the layers above them.
 */
const FOLDER_ORDER = [
  // pure rules and small data helpers
  "stats",
  "media",
  "request",
  "map",
  "memory",
  // data: the shared schema, then the folders that own their tables and rules
  "db",
  "feed",
  "content",
  "auth",
  "seo",
  "leads",
  "mail",
  "alerts",
  "favourites",
  "privacy",
  "compliance",
  // the per-request facade over the data folders (worker/services)
  "services",
  // requests and pages: React pages, the renderer, middleware, the public areas
  "pages",
  "render",
  "middleware",
  "routes",
  // feature wings, what the cron and the queues run, developer tools
  "owner",
  "jobs",
  "staff",
  "dev",
];
const DATA_FOLDERS = FOLDER_ORDER.slice(0, FOLDER_ORDER.indexOf("services"));

/** One rule per folder: it never imports a folder above it. */
const oneWayRules = FOLDER_ORDER.slice(0, -1).map((folder, index) => ({
  name: `one-way-from-${folder}`,
  severity: "error",
  comment: `worker/${folder} imports only folders below it in FOLDER_ORDER: ${FOLDER_ORDER.slice(index + 1).join(", ")} are above.`,
  from: { path: `^worker/${folder}/` },
  to: { path: `^worker/(${FOLDER_ORDER.slice(index + 1).join("|")})/|^worker/(app|index)\\.ts$` },
}));

module.exports = {
  forbidden: [
    ...oneWayRules,
    {
      name: "folders-have-a-place",
      severity: "error",
      comment: "Every folder of worker/ stands in FOLDER_ORDER, so the one-way rules cover it.",
      from: { path: "^worker/[^/]+/", pathNot: `^worker/(${FOLDER_ORDER.join("|")})/` },
      to: {},
    },
    {
      name: "data-never-reaches-up",
      severity: "error",
      comment: "The data folders know nothing of requests, pages, jobs or the wings (said once more, in the issue's words, for whoever reorders FOLDER_ORDER).",
      from: { path: `^worker/(${DATA_FOLDERS.join("|")})/` },
      to: { path: "^worker/(jobs|routes|render|middleware|pages|services|owner|staff)/|^worker/(app|index)\\.ts$" },
    },
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
      name: "pages-get-their-data",
      severity: "error",
      comment: "Pages render what the route gives them: no routes, services, repositories or content lookups (types of the models are fine).",
      from: { path: "^worker/pages/" },
      to: {
        path: `^worker/(app|index)\\.ts$|^worker/(routes|middleware|render|services|jobs|owner|staff)/|^worker/(db|stats)/|^worker/content/(?!schema\\.ts$)|^worker/feed/(?!(model|query|list-params)\\.ts$)`,
      },
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
