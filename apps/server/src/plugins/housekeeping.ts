import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';
import { describeError } from '../lib/log-error.js';
import { rowsOf } from '../lib/rate-limit.js';

/**
 * One housekeeping task: a retention rule deletes what its module no longer needs and answers how many
 * rows went; a task of several parts (the reminders, by kind) answers a count for each. A long task
 * (the overlap backfill) watches `signal`: aborted when the app closes, it ends after the unit of work in
 * hand, committed, and leaves the rest to the next pass (decision 303).
 */
export type RetentionTask = { name: string; run: (db: Db, signal: AbortSignal) => Promise<number | Record<string, number>> };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs every task once now (a scheduled pass does the same), each on its own: a task that fails is
     * logged (its name and the error, one line) and left out of the answer, and the others still run.
     * Answers the rows deleted (or reminders sent) by task.
     */
    housekeeping: {
      run(): Promise<Record<string, number>>;
      /**
       * The scheduled pass: under the advisory lock, and only when no instance has run one within nine
       * tenths of the period; answers null when it did not run here (decision 167).
       */
      pass(): Promise<Record<string, number> | null>;
    };
  }
}

/** The advisory lock of the housekeeping pass (any fixed number the portal uses for nothing else). */
export const HOUSEKEEPING_LOCK = 72_033_001;
const JOB_NAME = 'housekeeping';

/**
 * Deletes rows past their use and sends due reminders on a timer: the first pass soon after start, then
 * every `everyMs` (0: never on its own). Each task runs on its own turn: one that fails is logged and the
 * others run (decision 225); a pass that fails as a whole is logged and tried again at the next one; the timer never
 * keeps the process alive, and closing the app stops a pass in progress between two units of work and
 * waits for it (decision 303). With several instances on
 * one database, a pass runs once across them: it holds an advisory lock and claims its period in
 * `job_runs` (decision 167), so the tasks (the reminders too) run once an hour whichever timer fires.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, opts: { everyMs: number; tasks: readonly RetentionTask[] }) => {
    let timer: NodeJS.Timeout | null = null;
    let closed = false;
    // Aborted on close: the tasks in hand stop between units of work, and no further task starts.
    const stop = new AbortController();
    // Every run in progress, scheduled or called, for the close to wait for.
    const inFlight = new Set<Promise<unknown>>();

    const runTasks = async () => {
      const deleted: Record<string, number> = {};
      for (const task of opts.tasks) {
        if (stop.signal.aborted) break;
        let result: number | Record<string, number>;
        try {
          result = await task.run(app.db, stop.signal);
        } catch (err) {
          app.log.error({ task: task.name, err: describeError(err) }, 'housekeeping task failed');
          continue;
        }
        for (const [name, count] of Object.entries(typeof result === 'number' ? { [task.name]: result } : result)) {
          deleted[name] = count;
          if (count > 0) app.log.info({ task: name, deleted: count }, 'housekeeping');
        }
      }
      return deleted;
    };
    const track = <T>(work: Promise<T>): Promise<T> => {
      inFlight.add(work);
      void work.catch(() => undefined).finally(() => inFlight.delete(work));
      return work;
    };
    const run = () => track(runTasks());
    // Claims the period: one atomic upsert, true when no instance ran a pass within 0.9 of `everyMs`.
    const claim = async (): Promise<boolean> => {
      const rows = await app.db.execute(sql`
        insert into ${jobRuns} as j (name, last_run_at) values (${JOB_NAME}, now())
        on conflict (name) do update set last_run_at = now()
        where j.last_run_at <= now() - make_interval(secs => ${(opts.everyMs * 0.9) / 1000})
        returning j.name`);
      return rowsOf(rows).length > 0;
    };
    const passOnce = async () => {
      if (stop.signal.aborted) return null;
      return (await app.database.withLock(HOUSEKEEPING_LOCK, async () => ((await claim()) ? runTasks() : null))) ?? null;
    };
    const pass = () => track(passOnce());
    const schedule = (ms: number) => {
      if (closed || opts.everyMs <= 0) return;
      timer = setTimeout(() => {
        void pass()
          .catch((err: unknown) => app.log.error({ err: describeError(err) }, 'housekeeping pass failed'))
          .finally(() => schedule(opts.everyMs));
      }, ms);
      timer.unref();
    };

    app.decorate('housekeeping', { run, pass });
    // The first pass waits a little, so that start-up (migrations, seeding, the first requests) goes first.
    app.addHook('onReady', async () => schedule(Math.min(opts.everyMs, 60_000)));
    app.addHook('preClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      stop.abort();
      await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
