import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

/**
 * Migrates one PGlite cluster for the whole run; each test file loads a copy of it. A new cluster's
 * initdb costs seconds of CPU, loading a copy about a third of that.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
