import { describe, expect, it } from 'vitest';
import { versionGate } from './operations/public-data-version-gate.js';

/** Reads of the version that the test answers by hand, in the order it chooses. */
function reads() {
  const started: { resolve(version: number): void; reject(err: Error): void }[] = [];
  const read = () => new Promise<number>((resolve, reject) => started.push({ resolve, reject }));
  return { started, read };
}
/** Lets the promise callbacks already due run (a read that follows one just settled starts here). */
const settled = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the public data version gate (decisions 259 and 298)', () => {
  it('reads the version once for the requests that arrive during a read, in the next read, never the one under way; a failed read is not kept', async () => {
    const { started, read } = reads();
    const gate = versionGate(read, 0);
    const first = gate.version();
    const second = gate.version();
    const third = gate.version();
    expect(started).toHaveLength(1);
    started[0]!.resolve(1);
    expect(await first).toBe(1);
    await settled();
    // The two that arrived while the first read ran share one read begun after it.
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    // With no trust (0 ms), each request after that reads again.
    const fourth = gate.version();
    expect(started).toHaveLength(3);
    const fifth = gate.version();
    started[2]!.reject(new Error('the connection dropped'));
    await expect(fourth).rejects.toThrow('the connection dropped');
    await settled();
    expect(started).toHaveLength(4);
    started[3]!.resolve(3);
    expect(await fifth).toBe(3);
  });

  it('trusts the version read until a change is announced, and never a read begun before the announcement', async () => {
    const { started, read } = reads();
    const gate = versionGate(read, 60_000);
    /** The next request reads the version (one read more), and the one after it is served it without a read. */
    const readsThenTrusts = async (version: number) => {
      const count = started.length;
      const answer = gate.version();
      expect(started).toHaveLength(count + 1);
      started[count]!.resolve(version);
      expect(await answer).toBe(version);
      expect(await gate.version()).toBe(version);
      expect(started).toHaveLength(count + 1);
    };
    await readsThenTrusts(1);
    // An announced change: the next request reads again, and the new version is trusted in its turn.
    gate.changed();
    await readsThenTrusts(2);
    // A read under way when a change is announced answers its request, but is not trusted after it.
    gate.changed();
    const racing = gate.version();
    gate.changed();
    started[2]!.resolve(3);
    expect(await racing).toBe(3);
    await readsThenTrusts(4);
  });

  it('trusts a version for freshMs from the moment its read began, not from its answer', async () => {
    const { started, read } = reads();
    const gate = versionGate(read, 1000);
    const begun = performance.now();
    const first = gate.version();
    await sleep(500);
    started[0]!.resolve(1);
    expect(await first).toBe(1);
    expect(await gate.version()).toBe(1);
    expect(started).toHaveLength(1);
    // A second after the read began (half a second after its answer), the next request reads again.
    await sleep(1010 - (performance.now() - begun));
    const late = gate.version();
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await late).toBe(2);
  });
});
