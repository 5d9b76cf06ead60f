import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  // Vitest's own environment loads the global setups: it resolves @portal/shared from source too, so a fresh
  // clone's `npm test` needs no build of shared first.
  environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
};

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  ...sourceConditions,
  // Node's own conditions for the server, without Vite's `module`: the S3 SDK lists its bundler-only ES
  // build (extensionless imports, which Node cannot load) under it.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    // The files of a worker share one import of the app: the server keeps no module state between
    // tests (each builds its own app on its own database), so a file need not load it all again.
    isolate: false,
    // Each project migrates one database for the run, and each test file starts from a copy of it.
    globalSetup: [env.TEST_DB_KIND === 'pglite' ? 'src/test/pglite-template.setup.ts' : 'src/test/postgres-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** API tests run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two workers more than the cores: the API tests wait on SMTP, PostgreSQL, child processes and timers
    // much of the time. On CI's two cores a third worker finished the suite a fifth sooner (5.4 → 4.3 min,
    // decision 220), and a fourth another seventh once building the app became cheap (327 → 279 s, the
    // cores 91 % busy; decision 301).
    maxWorkers: availableParallelism() + 2,
    projects: [
      { ...sourceConditions, test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // *.postgres.test.ts hold what only PostgreSQL has (a pool of connections, timeouts).
      serverProject('server:pglite', { TEST_DB_KIND: 'pglite' }, ['src/**/*.postgres.test.ts']),
      ...(postgresUrl
        ? [
            serverProject('server:postgres', { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: postgresUrl }, [
              // Process, configuration and module-rule tests do not touch the test database; once is enough.
              'src/main.test.ts',
              'src/config.test.ts',
              'src/module-boundaries.test.ts',
            ]),
          ]
        : []),
      {
        ...sourceConditions,
        // Some web tests start the real server (no mocks of our own API): its start gets the server tests' time.
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'node', hookTimeout: 60_000 },
      },
    ],
  },
});
