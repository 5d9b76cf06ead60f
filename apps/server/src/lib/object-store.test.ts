import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/index.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { pdf } from '../test/multipart.js';
import { parseStorageUrl, s3ObjectStore } from './object-store.js';

/** The S3 driver against a real S3-compatible server (s3rver, from npm), decision 169. */
let server: S3rver;
let url: string;
let ctx: TestContext;

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(tmpdir(), 's3rver-')), configureBuckets: [{ name: 'portal', configs: [] }] });
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
    const id = await ctx.app.storage.put(ctx.app.db, { ownerId: null, purpose: 'challengeDoc', originalName: 'brief.pdf', contentType: 'application/pdf', data });
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
    const id = await ctx.app.storage.put(ctx.app.db, { ownerId: null, purpose: 'challengeDoc', originalName: 'gone.pdf', contentType: 'application/pdf', data: pdf('Gone') });
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
