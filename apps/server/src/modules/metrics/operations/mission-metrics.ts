import { createHash } from 'node:crypto';
import type { MissionMetrics } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { singleFlight, type SingleFlight } from '../../../lib/single-flight.js';
import { moneyMetrics, publicDataVersion, publicDataVersionGate, type PublicDataVersionGate } from '../../projects/index.js';
import { roundMetrics } from '../../rounds/index.js';
import { type Audience, toMissionMetrics } from '../metrics.view.js';

type Money = Awaited<ReturnType<typeof moneyMetrics>>;

/**
 * The public answer as served: the figures, the envelope's JSON made once with them (not serialised
 * again per request), its strong ETag (the SHA-256 of that JSON), and what they were computed from.
 */
export type PublicMetrics = { version: number; roundsAt: number; answer: MissionMetrics; body: string; etag: string };

type Cache = {
  /** The public data's version, trusted for `freshMs` unless a change is announced (decision 298). */
  gate: PublicDataVersionGate;
  /** How long the round figures computed are trusted (decision 302), the same bound as the version's; 0: never. */
  freshMs: number;
  /** The money figures, kept against the version they were computed under (both audiences). */
  money: { version: number; money: Money } | null;
  /** The public answer last computed, and the computation under way that requests join. */
  answers: SingleFlight<PublicMetrics>;
  /** How many public answers were computed in this process (the tests read it). */
  computed: number;
};

/** One cache per built app, kept by its HTTP server (which the app's plugins share), so the tests can read its count from the app. */
const caches = new WeakMap<object, Cache>();

function cacheOf(app: FastifyInstance): Cache {
  const cache = caches.get(app.server);
  if (!cache) throw new Error('the metrics are served before keepMetricsFresh set their cache up');
  return cache;
}

/**
 * The money figures change only with the projects' public data, so they are kept against its version
 * (decision 259), the version read BEFORE the rows: the figures are never older than the version they
 * are kept under (a change committed in between only costs one more computation).
 */
async function money(app: FastifyInstance, c: Cache, version: number): Promise<Money> {
  if (c.money?.version === version) return c.money.money;
  const fresh = await moneyMetrics(app);
  if (!c.money || c.money.version <= version) c.money = { version, money: fresh };
  return fresh;
}

/**
 * Sets up the metrics' cache: it hears each change of the public data at its commit, on any instance,
 * through the projects' version gate (decision 298), and trusts what it read for `freshMs` (decision
 * 302). Answers the function that stops listening (on close).
 */
export async function keepMetricsFresh(app: FastifyInstance, freshMs: number): Promise<() => Promise<void>> {
  const gate = await publicDataVersionGate(app, { freshMs });
  // An answer replaces the kept one only if neither its version nor its round figures are older.
  const answers = singleFlight<PublicMetrics>((fresh, kept) => kept.roundsAt <= fresh.roundsAt);
  caches.set(app.server, { gate, freshMs, money: null, answers, computed: 0 });
  return gate.close;
}

/** Computes the public answer under this version. */
async function compute(app: FastifyInstance, c: Cache, version: number): Promise<PublicMetrics> {
  const roundsAt = performance.now();
  const [rounds, m] = await Promise.all([roundMetrics(app), money(app, c, version)]);
  const answer = toMissionMetrics({ rounds, money: m }, 'public');
  c.computed++;
  const body = JSON.stringify(ok(answer));
  return { version, roundsAt, answer, body, etag: `"${createHash('sha256').update(body).digest('hex')}"` };
}

/**
 * `GET /public/metrics` (the public metrics, figures drawn from 1–4 suppressed), from a cache (decision
 * 302): the answer is kept against the public data's version, which moves with every money figure, and
 * for at most `freshMs` from when its round figures were read, since submissions and reviews move those
 * without moving the version. Requests that meet a computation under way for the same version share it.
 * Past half the bound, a request still served the kept answer starts the next computation, so that while
 * requests come none waits for the round figures.
 */
export async function publicMissionMetrics(app: FastifyInstance): Promise<PublicMetrics> {
  const c = cacheOf(app);
  const arrived = performance.now();
  const version = await c.gate.version();
  const kept = c.answers.kept();
  const roundsFresh = (answer: PublicMetrics) => arrived - answer.roundsAt < c.freshMs;
  if (kept?.version === version && roundsFresh(kept) && arrived - kept.roundsAt >= c.freshMs / 2 && !c.answers.underWay()) {
    c.answers.run(version, () => compute(app, c, version)).catch((err: unknown) => app.log.error({ err }, 'public metrics'));
  }
  return c.answers.get(version, () => compute(app, c, version), roundsFresh);
}

/** How many public answers this app has computed (a second request served from the cache adds none). */
export const publicMetricsComputed = (app: FastifyInstance) => cacheOf(app).computed;

/**
 * `GET /admin/metrics` (every metric, every value): computed on each call, since the admin's figures
 * include some the version does not follow (coverage, on-time share, and the day's cut-offs); the money
 * figures from the cache kept against the version, read now (one row).
 */
export async function adminMissionMetrics(app: FastifyInstance): Promise<MissionMetrics> {
  const c = cacheOf(app);
  const version = await publicDataVersion(app);
  const [rounds, m] = await Promise.all([roundMetrics(app), money(app, c, version)]);
  return toMissionMetrics({ rounds, money: m }, 'admin' satisfies Audience);
}
