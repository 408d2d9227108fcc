/**
 * Memory helpers of the feed benchmark: what a value keeps alive in the isolate, measured after a full
 * collection (`node --expose-gc`). Typed arrays keep their elements outside the V8 heap, so both the
 * heap and the array buffers are counted: a Worker's 128 MB limit counts both.
 */

export interface Retained<T> {
  value: T;
  heapBytes: number;
  arrayBufferBytes: number;
}

/** With `node --expose-gc`: collect the garbage of the previous step, so it is not billed to the next. */
export const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/** Two full collections, so that what the first only finalises is gone too: steadier numbers. */
const collectAll = () => {
  collectGarbage();
  collectGarbage();
};

export const canMeasureMemory = () => typeof (globalThis as { gc?: unknown }).gc === "function";

/** What `make`'s result keeps alive: the heap and array buffers in use after it, less those before it, each after a full collection. */
export function retained<T>(make: () => T): Retained<T> {
  collectAll();
  const before = process.memoryUsage();
  const value = make();
  collectAll();
  const after = process.memoryUsage();
  return { value, heapBytes: after.heapUsed - before.heapUsed, arrayBufferBytes: after.arrayBuffers - before.arrayBuffers };
}

export const formatMb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
