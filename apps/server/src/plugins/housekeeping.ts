import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { describeError } from '../lib/log-error.js';

/** One retention rule: deletes what its module no longer needs and answers how many rows went. */
export type RetentionTask = { name: string; run: (db: Db) => Promise<number> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every retention task once now (a scheduled pass does the same); rows deleted by task. */
    housekeeping: { run(): Promise<Record<string, number>> };
  }
}

/**
 * Deletes rows past their use on a timer: the first pass soon after start, then every `everyMs`
 * (0: never on its own). A pass that fails is logged and tried again at the next one; the timer never
 * keeps the process alive, and closing the app waits for a pass in progress.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, opts: { everyMs: number; tasks: readonly RetentionTask[] }) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let closed = false;

    const run = async () => {
      const deleted: Record<string, number> = {};
      for (const task of opts.tasks) {
        deleted[task.name] = await task.run(app.db);
        if (deleted[task.name]! > 0) app.log.info({ task: task.name, deleted: deleted[task.name] }, 'housekeeping');
      }
      return deleted;
    };
    const schedule = (ms: number) => {
      if (closed || opts.everyMs <= 0) return;
      timer = setTimeout(() => {
        running = run()
          .catch((err: unknown) => app.log.error({ err: describeError(err) }, 'housekeeping pass failed'))
          .finally(() => {
            running = null;
            schedule(opts.everyMs);
          });
      }, ms);
      timer.unref();
    };

    app.decorate('housekeeping', { run });
    // The first pass waits a little, so that start-up (migrations, seeding, the first requests) goes first.
    app.addHook('onReady', async () => schedule(Math.min(opts.everyMs, 60_000)));
    app.addHook('preClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
