import { defineConfig, devices } from '@playwright/test';

// e2e/run.mjs sets CHROMIUM_PATH: Debian's chromium-headless-shell unless told otherwise (decision 300).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts',
  // A file's tests run in order on one worker; the workers, each with its own portal, share the files. A
  // browser test waits on pages, mail and its portal much of the time, so on two cores three workers finish
  // sooner than two (decision 245). E2E_WORKERS sets another number.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['./summary-reporter.ts']] : [['list'], ['./summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    // A failed test keeps its trace's DOM snapshots, network and console, and its screenshot; the trace's
    // screencast is left out: recording it for every test cost a quarter of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
