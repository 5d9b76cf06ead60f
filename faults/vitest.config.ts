import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run faults`: the fault scenarios (docs/operations.md#what-survives-what), on the built server, one
 * file after the other (they start processes and restart a database). Not part of `npm test`.
 */
export default defineConfig({
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  test: {
    name: 'faults',
    root: 'faults',
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // Each scenario bounds its own waits; these only stop a run that went wrong.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    globalSetup: ['setup.ts'],
    // The test helpers create and drop databases beside this one: the suite's own cluster (cluster.ts).
    env: { TEST_DATABASE_URL: 'postgres://portal_faults:portal_faults@127.0.0.1:5433/postgres' },
  },
});
