import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { API, API_PREFIX, DOWNLOAD_URL_TTL_SECONDS } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { UploadQuota } from '../modules/files/upload-quota.js';

export type StoredFileInput = { ownerId: string | null; purpose: string; originalName: string; contentType: string; data: Buffer };
export type StoredFile = typeof files.$inferSelect;

/** Where documents live (decision 002): the database today, another driver later, same interface. */
export type Storage = {
  put(tx: DbOrTx, file: StoredFileInput): Promise<string>;
  get(id: string): Promise<StoredFile | null>;
  remove(tx: DbOrTx, id: string): Promise<void>;
  /** Metadata of several files at once, for building references in lists. */
  describe(ids: string[]): Promise<Map<string, { originalName: string }>>;
  /** A reference with a URL that works in a plain link until it expires. Issue it only to allowed users. */
  ref(id: string, originalName: string, ttlSeconds?: number): DocumentRef;
  verify(id: string, expires: string | undefined, sig: string | undefined): 'ok' | 'expired' | 'invalid';
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Per-account limits on stored bytes and uploads an hour (decision 126). */
    uploadQuota: UploadQuota;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; rateLimitScale: number; storageUrl?: string | null }) => {
    // With STORAGE_URL the bytes go to an S3-compatible bucket and the row keeps an empty `data` (decision 169).
    const objects = opts.storageUrl ? await (await import('../lib/object-store.js')).openObjectStore(opts.storageUrl) : null;
    if (objects) app.addHook('onClose', async () => objects.close());
    const key = createHash('sha256').update(`file-links:${opts.secret}`).digest();
    const sign = (id: string, expires: number) => createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

    const storage: Storage = {
      async put(tx, file) {
        const storedName = `${randomUUID()}${file.contentType === 'application/pdf' ? '.pdf' : ''}`;
        // The object first: a row never points at bytes that are not there (a rolled-back row leaves an unused object).
        if (objects) await objects.put(storedName, file.data, file.contentType);
        const [row] = await tx
          .insert(files)
          .values({
            ownerId: file.ownerId,
            purpose: file.purpose,
            originalName: file.originalName,
            storedName,
            contentType: file.contentType,
            size: file.data.length,
            sha256: createHash('sha256').update(file.data).digest('hex'),
            data: objects ? Buffer.alloc(0) : file.data,
          })
          .returning({ id: files.id });
        return row!.id;
      },
      async get(id) {
        const [row] = await app.db.select().from(files).where(eq(files.id, id)).limit(1);
        if (!row || !objects) return row ?? null;
        const data = await objects.get(row.storedName);
        return data ? { ...row, data } : null;
      },
      async remove(tx, id) {
        // With a bucket the object stays: the row goes in the caller's transaction, which may still roll
        // back, and a row must never name a missing object (decision 169 records the sweep still to do).
        await tx.delete(files).where(eq(files.id, id));
      },
      async describe(ids) {
        const out = new Map<string, { originalName: string }>();
        if (ids.length === 0) return out;
        const rows = await app.db.select({ id: files.id, originalName: files.originalName }).from(files).where(inArray(files.id, ids));
        for (const r of rows) out.set(r.id, { originalName: r.originalName });
        return out;
      },
      ref(id, originalName, ttlSeconds = DOWNLOAD_URL_TTL_SECONDS) {
        const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
        const path = `${API_PREFIX}${API.files(id)}`;
        return { fileName: originalName, filePath: `files/${id}`, url: `${path}?expires=${expires}&sig=${sign(id, expires)}` };
      },
      verify(id, expires, sig) {
        if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return 'invalid';
        const expected = Buffer.from(sign(id, Number(expires)));
        const given = Buffer.from(sig);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
        return Number(expires) * 1000 < Date.now() ? 'expired' : 'ok';
      },
    };
    app.decorate('storage', storage);
    app.decorate('uploadQuota', new UploadQuota(app.db, opts.rateLimitScale));
  },
  { name: 'storage', dependencies: ['db'] },
);
