import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.js';
import type { TestContext } from '../test/app.js';
import { completeProfile, createAdminTestApp } from '../test/users.js';
import { isStorageFull } from './storage-full.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ({ ctx, adminToken } = await createAdminTestApp());
});
afterAll(() => ctx.close());

describe('the disk full', () => {
  it('knows PostgreSQL disk_full (53100) and ENOSPC, also as a cause, and nothing else', () => {
    expect(isStorageFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true);
    expect(isStorageFull(new Error('Failed query', { cause: Object.assign(new Error('no space'), { code: 'ENOSPC' }) }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isStorageFull(new Error('plain'))).toBe(false);
  });

  it('answers an upload 507 storageFull with nothing stored while the database cannot extend a file, and stores it once it can', async () => {
    // The database's own error for a full disk, raised where the upload writes: each file's row.
    await ctx.app.db.execute(
      sql.raw(`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`),
    );
    await ctx.app.db.execute(sql.raw('CREATE TRIGGER test_disk_full BEFORE INSERT ON files FOR EACH ROW EXECUTE FUNCTION test_disk_full()'));
    try {
      const refused = await completeProfile(ctx, adminToken);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ status: 'error', key: 'storageFull', message: MESSAGES.storageFull });
      expect(await ctx.app.db.select().from(files)).toEqual([]);
    } finally {
      await ctx.app.db.execute(sql.raw('DROP TRIGGER test_disk_full ON files'));
      await ctx.app.db.execute(sql.raw('DROP FUNCTION test_disk_full()'));
    }
    expect((await completeProfile(ctx, adminToken)).statusCode).toBe(200);
    expect(await ctx.app.db.select({ id: files.id }).from(files)).toHaveLength(2);
  });
});
