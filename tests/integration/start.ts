import { startFromSeededState } from "./seeded-start";

// Before each file: the migrated database and the demo feed's snapshot, built once and given back to each file.
await startFromSeededState();
