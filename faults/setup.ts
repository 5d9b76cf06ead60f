import { existsSync } from 'node:fs';
import path from 'node:path';
import { startFaultsCluster, stopFaultsCluster } from './cluster.js';
import { ensureFaketime } from './faketime.js';

/**
 * The built server must exist (npm run faults builds it); the suite's PostgreSQL cluster runs for the run
 * only; libfaketime (the clock jump) is installed when missing.
 */
export default function setup(): () => void {
  const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`no built server at ${main}: run npm run faults (it builds first)`);
  ensureFaketime();
  startFaultsCluster();
  return () => stopFaultsCluster();
}
