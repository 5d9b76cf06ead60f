import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { ClamdScanner } from '../../lib/clamd.js';
import { recordAudit } from '../audit/index.js';

/** A stored file the rescan found infected and quarantined. */
export type QuarantinedFile = { id: string; originalName: string; ownerId: string | null; purpose: string; signature: string };
export type RescanReport = { scanned: number; quarantined: QuarantinedFile[] };

/** Files read from the database at a time: each holds its bytes. */
const BATCH = 20;

/**
 * Scans every stored file not already quarantined with clamd (docs/architecture.md#virus-scanning), for
 * files stored before scanning was on or before clamd knew a signature. A hit is quarantined: marked
 * with the signature, no longer served by its download link, and audited. clamd failing stops the run
 * (ScannerUnavailableError) with the files so far already handled.
 */
export async function rescanStoredFiles(db: DbOrTx, scanner: ClamdScanner, onFile?: (done: number) => void): Promise<RescanReport> {
  const report: RescanReport = { scanned: 0, quarantined: [] };
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: files.id, originalName: files.originalName, ownerId: files.ownerId, purpose: files.purpose, data: files.data })
      .from(files)
      .where(and(isNull(files.quarantinedAt), after ? gt(files.id, after) : undefined))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (batch.length === 0) return report;
    for (const file of batch) {
      const verdict = await scanner.scan(file.data);
      report.scanned++;
      onFile?.(report.scanned);
      if (!verdict.infected) continue;
      await db.update(files).set({ quarantinedAt: new Date(), quarantineSignature: verdict.signature }).where(eq(files.id, file.id));
      await recordAudit(db, {
        actorId: null,
        action: 'FILE_QUARANTINED',
        entityType: 'file',
        entityId: file.id,
        before: null,
        after: { signature: verdict.signature, ownerId: file.ownerId, purpose: file.purpose, fileName: file.originalName },
      });
      report.quarantined.push({ id: file.id, originalName: file.originalName, ownerId: file.ownerId, purpose: file.purpose, signature: verdict.signature });
    }
    after = batch[batch.length - 1]!.id;
  }
}
