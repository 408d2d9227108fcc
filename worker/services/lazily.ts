/**
 * An object whose every property is made by its maker on first read, then kept (for the life of the
 * object: one request's services). Reading none of them costs nothing but the getters.
 */
export function lazily<T extends object>(makers: { readonly [K in keyof T]: () => T[K] }): T {
  const made: Partial<T> = {};
  const object = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(object, key, {
      enumerable: true,
      get: () => (key in made ? made[key] : (made[key] = makers[key]())),
    });
  }
  return object;
}

type BoundTo<D, F> = F extends (first: D, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** Data functions that take a binding first (`workingCopy(db)`), with the binding given: the callers never hold it. */
export function boundTo<D, T extends Record<string, (first: D, ...rest: never[]) => unknown>>(
  binding: D,
  functions: T,
): { readonly [K in keyof T]: BoundTo<D, T[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(functions)) bound[name] = (...rest: never[]) => fn(binding, ...rest);
  return bound as { readonly [K in keyof T]: BoundTo<D, T[K]> };
}
