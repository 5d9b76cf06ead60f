import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestContext } from './app.js';
import { signInAdmin } from './users.js';

/** How long `far` trusts the public data's version: longer than any test, so only an announcement brings it a change. */
export const FAR_FRESH_MS = 60_000;

export type TwoInstances = { near: TestContext; far: FastifyInstance; adminToken: string; close(): Promise<void> };

/**
 * Two instances of the server on one database, as the caches kept against the public data's version
 * see each other (decisions 298 and 302): `near` trusts the version it read for `nearFreshMs`, `far` for
 * a minute, so within a test only the announcement of a change at its commit brings `far` the change.
 * Answers the admin's token on `near` too.
 */
async function twoInstances(nearFreshMs: number): Promise<TwoInstances> {
  const near = await createTestApp({ rateLimitScale: 20, openDataVersionFreshMs: nearFreshMs });
  try {
    const far = await buildApp(testConfig({ smtpUrl: near.smtp.url, openDataVersionFreshMs: FAR_FRESH_MS }), { database: near.database });
    await far.ready();
    return {
      near,
      far,
      adminToken: await signInAdmin(near),
      async close() {
        await far.close();
        await near.close();
      },
    };
  } catch (err) {
    await near.close();
    throw err;
  }
}

/** Builds the two instances once for the test file (beforeAll), hands them to `take`, and closes them after its tests. */
export function withTwoInstances(nearFreshMs: number, take: (instances: TwoInstances) => void) {
  let instances: TwoInstances | undefined;
  beforeAll(async () => {
    instances = await twoInstances(nearFreshMs);
    take(instances);
  });
  afterAll(() => instances?.close());
}
