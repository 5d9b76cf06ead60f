import { CLAMD_TIMEOUT_MS, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ClamdScanner, parseClamdUrl } from './lib/clamd.js';
import { PRIVATE_UMASK } from './lib/private-files.js';
import { rescanStoredFiles } from './modules/files/rescan.js';

/**
 * `npm run rescan`: scans every stored file with the clamd of `CLAMD_URL`, quarantines the infected
 * ones and prints what it found (docs/architecture.md#virus-scanning). Exit status: 0 when every file
 * was scanned (whether or not any was infected), 1 when it could not finish.
 */
async function main(): Promise<void> {
  // What it writes (the embedded database's files) stays the portal account's alone (decision 213).
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  if (!config.clamd) throw new ConfigError('Invalid configuration:\n  CLAMD_URL: required to rescan the stored files');
  const scanner = new ClamdScanner(parseClamdUrl(config.clamd.url), CLAMD_TIMEOUT_MS);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const report = await rescanStoredFiles(database.db, scanner);
    for (const hit of report.quarantined) {
      process.stdout.write(`quarantined ${hit.id} "${hit.originalName}" (${hit.purpose}, owner ${hit.ownerId ?? 'none'}): ${hit.signature}\n`);
    }
    process.stdout.write(`${report.scanned} stored files scanned, ${report.quarantined.length} quarantined\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
