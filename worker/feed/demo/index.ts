/** The deterministic demo feed: raw provider items, a FeedSource over them, and demo owners. */
export { DemoFeedSource, type DemoFeedSourceOptions } from "./source";
export { DEMO_PROPERTY_COUNT, demoRawFeed, generateDemoProperties, type DemoOptions, type DemoRawFeed } from "./feed";
export { demoProjects } from "./projects";
export { createDemoOwners, demoOwners, DEMO_VISIT_DAYS, type DemoOwner, type HistoryStatus, type HistoryType, type VisitSource } from "./owners";
export { DEMO_DRIFT_NEW_COUNT, DEMO_DRIFT_PERIOD_STEPS, DEMO_DRIFT_STEP_MS, DEMO_DRIFT_WITHDRAW_EVERY, demoDriftFromEnv, demoDriftStep } from "./drift";
export { DEMO_FIRST_PROPERTY_ID, DEMO_MODIFIED_FROM_MS, DEMO_SEED } from "./shape";
export { DOCUMENT_FILES, LISTING_PICTURES, documentPath, picturePath } from "./pictures";
