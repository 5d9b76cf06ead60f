import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

describe('the embedded database', () => {
  it('runs with a 16 MB buffer cache, not PostgreSQL default 128 MB (decision 195)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      const rows = (result as unknown as { rows: { shared_buffers: string }[] }).rows;
      expect(rows[0]!.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
