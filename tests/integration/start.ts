import { vi } from "vitest";
import { startFromSeededState } from "./seeded-start";

// Before each file, as in a fresh isolate: no spy, fake clock or stubbed global left by the file before,
// the migrated database and the demo feed's snapshot (built once, given back to each file).
vi.restoreAllMocks();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
await startFromSeededState();
