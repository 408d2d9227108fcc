// `npm run bench:alerts` under plain Node 24. tests/typescript-hooks.mjs adds the ".ts" the repository's
// imports leave out; the load hook below transforms what type stripping alone refuses (a parameter
// property in worker/memory/version-memo.ts, reached through the map places). Both must be in place
// before the benchmark's imports resolve, so the benchmark is imported after them.
import { registerHooks, stripTypeScriptTypes } from "node:module";
import "../../typescript-hooks.mjs";

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (loaded.format !== "module-typescript" || loaded.source === undefined) return loaded;
    return { ...loaded, format: "module", source: stripTypeScriptTypes(String(loaded.source), { mode: "transform", sourceUrl: url }) };
  },
});

const { runAlertsBench } = await import("./alerts-bench.ts");
runAlertsBench();
