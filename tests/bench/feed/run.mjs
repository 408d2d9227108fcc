// Runs the feed benchmark under plain Node 24 (tests/typescript-hooks.mjs lets it import our TypeScript).
import "../../typescript-hooks.mjs";

const { runFeedBench } = await import("./feed-bench.ts");
runFeedBench();
