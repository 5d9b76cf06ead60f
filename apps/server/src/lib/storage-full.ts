/**
 * Whether an error means the disk the data goes to is full: PostgreSQL's SQLSTATE 53100 (disk_full: a
 * table, index or WAL file could not be extended) or Node's ENOSPC (a file written by the server). Such a
 * request is answered 507 (`storageFull`): its transaction was rolled back, so nothing of it is stored, and
 * the portal serves on; the same request works once space is freed (docs/operations.md#the-disk-full).
 */
export function isStorageFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC') return true;
  }
  return false;
}
