import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ensurePrivateDirSync, PRIVATE_UMASK } from './lib/private-files.js';

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

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // The health check says draining at once; the server keeps serving for SHUTDOWN_DRAIN_MS, so a load
    // balancer sees it and routes elsewhere, then stops listening and finishes what it has (decision 168).
    app.lifecycle.draining = true;
    const drainMs = config.shutdownDrainMs ?? 0;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing requests');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
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
