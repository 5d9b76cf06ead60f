import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where a file's bytes live when not in the database (decision 169): an S3-compatible bucket, named by
 * `STORAGE_URL`. The `files` row (name, type, size, checksum, owner) stays in the database either way.
 */
export type ObjectStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

export type S3Location = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * `s3://KEY:SECRET@host[:port]/bucket[?region=…]` (HTTPS) or `s3+http://…` (plain HTTP, a server on the
 * same host or network). Path-style addressing, which every S3-compatible server answers.
 */
export function parseStorageUrl(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:' && u.protocol !== 's3+http:') throw new Error('must be s3://KEY:SECRET@host/bucket or s3+http://…');
  const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || bucket.includes('/')) throw new Error('must name one bucket: s3://KEY:SECRET@host/bucket');
  if (!u.username || !u.password) throw new Error('must hold the access key and secret: s3://KEY:SECRET@host/bucket');
  return {
    endpoint: `${u.protocol === 's3:' ? 'https' : 'http'}://${u.host}`,
    bucket,
    region: u.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
  };
}

export function s3ObjectStore(location: S3Location): ObjectStore & { close(): void } {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
  });
  const Bucket = location.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}

/**
 * The bucket `STORAGE_URL` names. The S3 client is loaded here, on demand: a portal that keeps its files
 * in the database never loads it (nor pays for it in memory).
 */
export async function openObjectStore(storageUrl: string): Promise<ObjectStore & { close(): void }> {
  return s3ObjectStore(parseStorageUrl(storageUrl));
}
