// `npm test`: every layer in order (build, types, lint, unit, integration, end-to-end), stopping at
// the first that fails, then the time each took, so a slower suite is seen in every run's output.
import { spawnSync } from "node:child_process";

const LAYERS = ["build", "typecheck", "lint", "test:unit", "test:integration", "test:e2e"];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
let failed;
for (const layer of LAYERS) {
  const start = Date.now();
  const { status, signal } = spawnSync("npm", ["run", layer], { stdio: "inherit" });
  times.push([layer, Date.now() - start]);
  if (status !== 0) {
    failed = { layer, code: status ?? 1, signal };
    break;
  }
}
const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log("\nnpm test, time per layer:");
for (const [layer, ms] of times) console.log(`  ${layer.padEnd(18)} ${seconds(ms).padStart(7)}`);
console.log(`  ${"total".padEnd(18)} ${seconds(total).padStart(7)}`);
if (failed) {
  console.log(`\n${failed.layer} failed${failed.signal ? ` (${failed.signal})` : ""}; the layers after it did not run.`);
  process.exit(failed.code);
}
