/**
 * One computation at a time per version of what it is computed from (the public data's caches, decisions
 * 259 and 302): callers that meet a computation under way for their version share its promise instead of
 * starting another, and the newest result is kept. A failure is shared by the callers that met it, never
 * kept: the next caller computes again.
 */
export type SingleFlight<T extends { version: number }> = {
  /** The newest result kept, or null before the first. */
  kept(): T | null;
  /** The computation under way (the last started): for `version` only, when it is given. */
  underWay(version?: number): Promise<T> | null;
  /** Starts computing under `version`; its result is kept unless a newer one is. */
  run(version: number, compute: () => Promise<T>): Promise<T>;
  /**
   * The result kept for `version` (if `usable` says it still is), else the computation under way for
   * `version`, else a new one.
   */
  get(version: number, compute: () => Promise<T>, usable?: (kept: T) => boolean): Promise<T>;
};

/**
 * `notOlder(fresh, kept)` adds what else a result must not be older in to replace the kept one (its
 * version never older is always asked).
 */
export function singleFlight<T extends { version: number }>(notOlder: (fresh: T, kept: T) => boolean = () => true): SingleFlight<T> {
  let current: T | null = null;
  let pending: Promise<T> | null = null;
  let pendingVersion = -1;

  const flight: SingleFlight<T> = {
    kept: () => current,
    underWay: (version) => (version === undefined || pendingVersion === version ? pending : null),
    run(version, compute) {
      const started: Promise<T> = compute().then(
        (fresh) => {
          if (!current || (current.version <= fresh.version && notOlder(fresh, current))) current = fresh;
          if (pending === started) pending = null;
          return fresh;
        },
        (err: unknown) => {
          if (pending === started) pending = null;
          throw err;
        },
      );
      pending = started;
      pendingVersion = version;
      return started;
    },
    get(version, compute, usable = () => true) {
      if (current?.version === version && usable(current)) return Promise.resolve(current);
      return flight.underWay(version) ?? flight.run(version, compute);
    },
  };
  return flight;
}
