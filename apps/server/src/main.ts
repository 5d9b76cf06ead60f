import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { fdLogStream, ignoreClosedOutput } from './lib/log-stream.js';
import { ensurePrivateDirSync, PRIVATE_UMASK } from './lib/private-files.js';

/** How long a stopping server waits for its last log lines to go out before it exits anyway. */
const LOG_FLUSH_MS = 1000;

async function main(): Promise<void> {
  // Everything the portal writes is its account's alone, whatever the shell's umask (decision 213).
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  ensurePrivateDirSync(config.dataDir);

  // The log never blocks the server nor keeps it from exiting, whatever its reader does (decision 247).
  ignoreClosedOutput();
  const logStream = fdLogStream(1);
  const app = await buildApp(config, { logStream });
  let closing = false;
  const exit = (code: number) => void logStream.flush(LOG_FLUSH_MS).then(() => process.exit(code));
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainMs ?? 0;
    // Set first: whatever follows, the process is gone SHUTDOWN_DRAIN_MS + 10 s after the signal.
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    // The health check says draining at once; the server keeps serving for SHUTDOWN_DRAIN_MS, so a load
    // balancer sees it and routes elsewhere, then stops listening and finishes what it has (decision 168).
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing requests');
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(
        () => exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`\n  Portal ready: http://${shown}:${port}/  (database: ${app.database.kind})\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
