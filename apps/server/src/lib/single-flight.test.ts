import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

type Result = { version: number; at: number };

/** Computations the test settles by hand, in the order it chooses. */
function computations() {
  const started: { version: number; resolve(at: number): void; reject(err: Error): void }[] = [];
  const compute = (version: number) => () =>
    new Promise<Result>((resolve, reject) => started.push({ version, resolve: (at) => resolve({ version, at }), reject }));
  return { started, compute };
}

describe('singleFlight (the public data caches, decisions 259 and 302)', () => {
  it('lets callers that meet a computation under way for their version share it, serves the kept result without computing, and keeps no failure', async () => {
    const flight = singleFlight<Result>();
    const { started, compute } = computations();
    const a = flight.get(1, compute(1));
    const b = flight.get(1, compute(1));
    expect(started).toHaveLength(1);
    expect(b).toBe(a);
    expect(flight.underWay(1)).toBe(a);
    expect(flight.underWay()).toBe(a);
    expect(flight.underWay(2)).toBeNull();
    started[0]!.resolve(10);
    expect(await b).toEqual({ version: 1, at: 10 });
    expect(flight.kept()).toEqual({ version: 1, at: 10 });
    expect(flight.underWay()).toBeNull();
    expect(await flight.get(1, compute(1))).toBe(flight.kept());
    expect(started).toHaveLength(1);
    // Another version is computed anew.
    const c = flight.get(2, compute(2));
    expect(started).toHaveLength(2);
    started[1]!.resolve(20);
    expect(await c).toEqual({ version: 2, at: 20 });
    // A failure is shared by the callers that met it, and nothing of it is kept: the next caller computes again.
    const failing = flight.get(3, compute(3));
    const alsoFailing = flight.get(3, compute(3));
    expect(started).toHaveLength(3);
    started[2]!.reject(new Error('the database went away'));
    await expect(failing).rejects.toThrow('the database went away');
    await expect(alsoFailing).rejects.toThrow('the database went away');
    expect(flight.kept()).toEqual({ version: 2, at: 20 });
    expect(flight.underWay()).toBeNull();
    const again = flight.get(3, compute(3));
    expect(started).toHaveLength(4);
    started[3]!.resolve(30);
    expect(await again).toEqual({ version: 3, at: 30 });
  });

  it('keeps the newest result: a newer version replaces the kept one, an older never does, whatever order they finish in', async () => {
    const flight = singleFlight<Result>();
    const { started, compute } = computations();
    const older = flight.run(1, compute(1));
    const newer = flight.run(2, compute(2));
    // Only the last started is joined: a caller of version 1 would not be served version 2's.
    expect(flight.underWay(1)).toBeNull();
    expect(flight.underWay(2)).toBe(newer);
    started[1]!.resolve(20);
    await newer;
    started[0]!.resolve(100);
    // The older computation answers its own callers, but is not kept.
    expect(await older).toEqual({ version: 1, at: 100 });
    expect(flight.kept()).toEqual({ version: 2, at: 20 });
    const newest = flight.run(3, compute(3));
    started[2]!.resolve(5);
    await newest;
    expect(flight.kept()).toEqual({ version: 3, at: 5 });
    // A kept result that is no longer usable is computed again, though its version is the same.
    const recomputed = flight.get(3, compute(3), (kept) => kept.at > 5);
    expect(started).toHaveLength(4);
    started[3]!.resolve(6);
    expect(await recomputed).toEqual({ version: 3, at: 6 });
  });

  it('replaces the kept result under the same version only with one `notOlder` accepts', async () => {
    const flight = singleFlight<Result>((fresh, kept) => kept.at <= fresh.at);
    const { started, compute } = computations();
    const early = flight.run(3, compute(3));
    const late = flight.run(3, compute(3));
    started[1]!.resolve(40);
    await late;
    started[0]!.resolve(30);
    await early;
    expect(flight.kept()).toEqual({ version: 3, at: 40 });
  });
});
