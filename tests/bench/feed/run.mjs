// Runs the feed benchmark under plain Node 24 (tests/typescript-hooks.mjs lets it import our TypeScript).
import "../../typescript-hooks.mjs";
import { registerHooks, stripTypeScriptTypes } from "node:module";

// Node only strips types, and worker/memory/version-memo.ts (reached through worker/feed/map-places.ts)
// has a constructor parameter property, which stripping cannot express: transform such modules instead.
registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (loaded.format !== "module-typescript") return loaded;
    return { ...loaded, format: "module", source: stripTypeScriptTypes(String(loaded.source), { mode: "transform", sourceUrl: url }) };
  },
});

const { runFeedBench } = await import("./feed-bench.ts");
runFeedBench();
