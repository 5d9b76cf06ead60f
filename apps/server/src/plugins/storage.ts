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
  async (app: FastifyInstance, opts: { secret: string; rateLimitScale: number }) => {
    const key = createHash('sha256').update(`file-links:${opts.secret}`).digest();
    const sign = (id: string, expires: number) => createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

    const storage: Storage = {
      async put(tx, file) {
        const [row] = await tx
          .insert(files)
          .values({
            ownerId: file.ownerId,
            purpose: file.purpose,
            originalName: file.originalName,
            storedName: `${randomUUID()}${file.contentType === 'application/pdf' ? '.pdf' : ''}`,
            contentType: file.contentType,
            size: file.data.length,
            sha256: createHash('sha256').update(file.data).digest('hex'),
            data: file.data,
          })
          .returning({ id: files.id });
        return row!.id;
      },
      async get(id) {
        const [row] = await app.db.select().from(files).where(eq(files.id, id)).limit(1);
        return row ?? null;
      },
      async remove(tx, id) {
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
