import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.js';
import { backup, restore } from '../ops/backup.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';
import { pdf } from '../test/multipart.js';
import { parseStorageUrl, s3ObjectStore } from './object-store.js';

/** The S3 driver against a real S3-compatible server (s3rver, from npm), decision 169. */
let server: S3rver;
let url: string;
let ctx: TestContext;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [
      { name: 'portal', configs: [] },
      { name: 'restored', configs: [] },
    ],
  });
  const { port } = (await server.run()) as { port: number };
  url = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/portal`;
  ctx = await createTestApp({ storageUrl: url });
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

describe('STORAGE_URL', () => {
  it('parses s3:// (HTTPS) and s3+http://, and refuses what names no bucket or key', () => {
    expect(parseStorageUrl('s3://AK:s%2Fcret@s3.example.in/portal-files?region=ap-south-1')).toEqual({
      endpoint: 'https://s3.example.in',
      bucket: 'portal-files',
      region: 'ap-south-1',
      accessKeyId: 'AK',
      secretAccessKey: 's/cret',
    });
    expect(parseStorageUrl('s3+http://AK:SK@127.0.0.1:9000/b').endpoint).toBe('http://127.0.0.1:9000');
    expect(() => parseStorageUrl('s3://AK:SK@host/')).toThrow(/bucket/);
    expect(() => parseStorageUrl('s3://host/bucket')).toThrow(/access key/);
  });
});

describe('the S3 driver behind the Storage interface', () => {
  it('puts the bytes in the bucket and only the description in the database; get and the signed download answer them', async () => {
    const data = pdf('Stored in a bucket');
    const id = await ctx.app.storage.put(ctx.app.db, {
      ownerId: null,
      purpose: 'challengeDoc',
      originalName: 'brief.pdf',
      contentType: 'application/pdf',
      data,
    });
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, id));
    expect(row!.data.length).toBe(0);
    expect(row!.size).toBe(data.length);
    const objects = s3ObjectStore(parseStorageUrl(url));
    expect(await objects.get(row!.storedName)).toEqual(data);
    objects.close();
    expect((await ctx.app.storage.get(id))!.data).toEqual(data);
    const res = await ctx.app.inject({ method: 'GET', url: ctx.app.storage.ref(id, 'brief.pdf').url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(data);
  });

  it('a row whose object is missing reads as no file', async () => {
    const id = await ctx.app.storage.put(ctx.app.db, {
      ownerId: null,
      purpose: 'challengeDoc',
      originalName: 'gone.pdf',
      contentType: 'application/pdf',
      data: pdf('Gone'),
    });
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, id));
    const objects = s3ObjectStore(parseStorageUrl(url));
    await objects.delete(row!.storedName);
    objects.close();
    expect(await ctx.app.storage.get(id)).toBeNull();
  });

  it('a put in a transaction that rolls back leaves no row', async () => {
    const before = (await ctx.app.db.select({ id: files.id }).from(files)).length;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.storage.put(tx, { ownerId: null, purpose: 'challengeDoc', originalName: 'x.pdf', contentType: 'application/pdf', data: pdf('X') });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await ctx.app.db.select({ id: files.id }).from(files)).length).toBe(before);
  });
});

describe('backup and restore with a bucket', () => {
  it("the backup holds every file's bytes from the bucket; the restore puts them in the new bucket, byte for byte", async () => {
    const data = pdf('Kept across a restore');
    const id = await ctx.app.storage.put(ctx.app.db, {
      ownerId: null,
      purpose: 'challengeDoc',
      originalName: 'kept.pdf',
      contentType: 'application/pdf',
      data,
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-backup-')), 'with-bucket.backup');
    const source = s3ObjectStore(parseStorageUrl(url));
    const restored = s3ObjectStore(parseStorageUrl(url.replace(/\/portal$/, '/restored')));
    const target = await openTestDatabase();
    try {
      // A row whose object is missing stops a backup (it could not be restored): the one of the test above.
      await expect(backup(ctx.database, file, () => undefined, source)).rejects.toThrow(/missing from the bucket/);
      await ctx.app.db.delete(files).where(eq(files.originalName, 'gone.pdf'));
      await backup(ctx.database, file, () => undefined, source);
      await restore(target, file, { objects: restored });
      const rows = await target.db.select().from(files);
      expect(rows.length).toBe((await ctx.app.db.select({ id: files.id }).from(files)).length);
      expect(rows.every((r) => r.data.length === 0)).toBe(true);
      const row = rows.find((r) => r.id === id)!;
      expect(await restored.get(row.storedName)).toEqual(data);
    } finally {
      source.close();
      restored.close();
      await target.close();
    }
  });
});
