/**
 * A demo feed that changes between sync runs (DEMO_FEED_DRIFT = "on"), so a soak test sees real
 * flips: prices, titles and modified dates move, a few new properties come and go, and a few
 * listed ones are withdrawn for a while and come back.
 *
 * Everything is a pure function of the run's drift step (whole seconds, taken once when the run's
 * source is created), so the four languages of one run always describe the same feed, however long
 * the run takes, and the same step gives the same feed in every process. Each property is touched
 * once every DEMO_DRIFT_PERIOD_STEPS steps, at a phase of its own; its drifted state depends only
 * on how many times it has been touched (its generation), and its modified date is the step of its
 * last touch. An incremental run (ChangeSince = the last good run's start) therefore sees exactly
 * the properties touched since that run, as it would with a real provider.
 */
import type { Lang } from "../../../client/i18n/languages";
import type { RawPropertyInput } from "../provider/schemas/property";
import { createRng, mix } from "./random";
import { type DemoListing, renderListing, textInputOf } from "./render";
import type { Shape } from "./shape";
import { shapeOf } from "./shape";
import { titleOf } from "./texts";

/** One drift step per second: back-to-back runs (a few seconds apart) each see a different feed. */
export const DEMO_DRIFT_STEP_MS = 1_000;
/** Each property changes once a minute: a run a few seconds after the last one sees a few changes, not all. */
export const DEMO_DRIFT_PERIOD_STEPS = 60;
/** Properties (ids after the base ones) that drift in and out, listed every other generation. */
export const DEMO_DRIFT_NEW_COUNT = 8;
/**
 * One base property in this many may be withdrawn (12 of 180), for one generation in three. With
 * the new ones that is at most 20 absences, far under the sync's removal guard (25 %), so a full
 * run never has to be confirmed twice.
 */
export const DEMO_DRIFT_WITHDRAW_EVERY = 15;
/** Prices move by at most this many percent from the base price. */
const PRICE_SWING_PERCENT = 6;
/** Keeps the drift's draws apart from the ones shapeOf makes with the same seed. */
const DRIFT_SALT = 0x0d71f7;

/** The drift step of a run that starts at `nowMs`. */
export function demoDriftStep(nowMs: number): number {
  return Math.floor(nowMs / DEMO_DRIFT_STEP_MS);
}

/** The drift step for the DEMO_FEED_DRIFT variable: undefined (no drift) unless it is "on". */
export function demoDriftFromEnv(value: string | undefined, nowMs: number): number | undefined {
  return value?.trim().toLowerCase() === "on" ? demoDriftStep(nowMs) : undefined;
}

interface Touch {
  /** How many times the item has been touched up to this step (can be negative for tiny steps). */
  generation: number;
  /** When it was last touched: its modified date. */
  atMs: number;
}

function touchOf(index: number, step: number, seed: number): Touch {
  const phase = mix(seed ^ DRIFT_SALT, index) % DEMO_DRIFT_PERIOD_STEPS;
  const last = step - modulo(step - phase, DEMO_DRIFT_PERIOD_STEPS);
  return { generation: (last - phase) / DEMO_DRIFT_PERIOD_STEPS, atMs: last * DEMO_DRIFT_STEP_MS };
}

/** A drifted property: its shape (price moved) and what changes after rendering. */
export interface DriftedShape {
  shape: Shape;
  titleShift: number;
  modifiedMs: number;
}

/**
 * The properties listed at `step`: the `count` base ones minus those withdrawn now, plus the new
 * ones listed now, each with its drifted price, title and modified date. Ids stay those of shapeOf.
 */
export function driftedShapes(count: number, seed: number, step: number): DriftedShape[] {
  const drifted: DriftedShape[] = [];
  for (let index = 0; index < count + DEMO_DRIFT_NEW_COUNT; index++) {
    const touch = touchOf(index, step, seed);
    const isNew = index >= count;
    const withdrawable = !isNew && index % DEMO_DRIFT_WITHDRAW_EVERY === DEMO_DRIFT_WITHDRAW_EVERY - 1;
    // New ones start absent so a run after the first sees them arrive; withdrawn ones return the next generation.
    const absent = isNew ? modulo(touch.generation, 2) === 0 : withdrawable && modulo(touch.generation, 3) === 1;
    if (absent) continue;
    const base = shapeOf(index, seed);
    const rng = createRng(mix(mix(seed ^ DRIFT_SALT, index), touch.generation));
    const priceStep = base.goal === 0 ? 500 : 5;
    const swing = 1 + rng.int(-PRICE_SWING_PERCENT, PRICE_SWING_PERCENT) / 100;
    const price = Math.max(priceStep, Math.round((base.price * swing) / priceStep) * priceStep);
    drifted.push({ shape: { ...base, price }, titleShift: modulo(touch.generation, 4), modifiedMs: touch.atMs });
  }
  return drifted;
}

/** Renders a drifted property: the shape's price is already in; title and modified date are set here. */
export function renderDrifted(drifted: DriftedShape, lang: Lang): DemoListing {
  const listing = renderListing(drifted.shape, lang);
  const text = textInputOf(drifted.shape, lang);
  // Only the title's draw moves: the same draw also picks the details, which a title edit leaves alone.
  const property: RawPropertyInput = {
    ...listing.property,
    Title: titleOf({ ...text, draw: text.draw + drifted.titleShift }),
    ModifiedDate: drifted.shape.wcfDate ? `/Date(${drifted.modifiedMs}+0100)/` : new Date(drifted.modifiedMs).toISOString(),
  };
  return { ...listing, property };
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
