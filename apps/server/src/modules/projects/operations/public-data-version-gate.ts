import type { FastifyInstance } from 'fastify';
import { publicDataVersion, watchPublicData } from './open-grants.js';

/** The version of the projects' public data as a cache kept against it reads it (decisions 259, 298, 302). */
export type PublicDataVersionGate = {
  /** The version a request that arrives now must see: the one known while fresh, else one read after its arrival. */
  version(): Promise<number>;
  /** Stops hearing the announcements (on close). */
  close(): Promise<void>;
};

/**
 * The gate's rules, on any way of reading the version (the unit test gives its own):
 * - the version last read is trusted for `freshMs` from the moment its read began, unless a change was
 *   announced since (`changed`): then the next request reads it again;
 * - the version is read by one query for many requests at once: a request joins the next read to start,
 *   never one already under way (which could have begun before a change the request must see), so each
 *   request still reads a version from after its arrival, and a burst costs one query per round trip;
 * - a read is kept as known only if no change was announced while it ran. Nothing newer can be known
 *   then: the reads of one gate never overlap (the next begins once the one under way has settled), so
 *   the read that settles last is the one begun last.
 */
export function versionGate(read: () => Promise<number>, freshMs: number) {
  let known: { version: number; at: number } | null = null;
  /** Raised by each announced change: a read begun before it is not trusted after it. */
  let changes = 0;
  let reading: Promise<number> | null = null;
  let nextRead: Promise<number> | null = null;

  function readShared(): Promise<number> {
    if (!reading) {
      const at = performance.now();
      const changesAtStart = changes;
      const current = read()
        .then((version) => {
          if (changes === changesAtStart) known = { version, at };
          return version;
        })
        .finally(() => {
          if (reading === current) reading = null;
        });
      reading = current;
      return current;
    }
    nextRead ??= reading
      .catch(() => undefined)
      .then(() => {
        nextRead = null;
        return readShared();
      });
    return nextRead;
  }

  return {
    version(): Promise<number> {
      if (known && performance.now() - known.at < freshMs) return Promise.resolve(known.version);
      return readShared();
    },
    /** A change of the public data was announced (committed): what was read before it is not trusted. */
    changed(): void {
      changes++;
      known = null;
    },
  };
}

/**
 * The public data's version for a cache of this instance: trusted for `freshMs` (decision 298), each
 * change announced at its commit to every instance (`watchPublicData`) making the next request read it
 * again at once; a change whose announcement was lost (the listening connection reconnecting) is seen at
 * most `freshMs` after its commit. With `freshMs` 0 every request reads it, and nothing is listened to.
 */
export async function publicDataVersionGate(app: FastifyInstance, { freshMs }: { freshMs: number }): Promise<PublicDataVersionGate> {
  const gate = versionGate(() => publicDataVersion(app), freshMs);
  const stop = freshMs > 0 ? await watchPublicData(app, gate.changed) : async () => undefined;
  return { version: gate.version, close: stop };
}
