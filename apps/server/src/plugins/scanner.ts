import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClamdScanner, parseClamdUrl } from '../lib/clamd.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** clamd, when `CLAMD_URL` is set: every upload passes it before it is stored (lib/uploads.ts). */
    scanner: ClamdScanner | null;
  }
}

/** The malware scanner of uploads (docs/architecture.md#virus-scanning); null leaves uploads unscanned. */
export const scannerPlugin = fp(
  async (app: FastifyInstance, opts: { clamd: { url: string; timeoutMs: number } | null }) => {
    app.decorate('scanner', opts.clamd ? new ClamdScanner(parseClamdUrl(opts.clamd.url), opts.clamd.timeoutMs) : null);
    if (!opts.clamd) app.log.info('CLAMD_URL is not set: uploads are stored without a malware scan');
  },
  { name: 'scanner' },
);
