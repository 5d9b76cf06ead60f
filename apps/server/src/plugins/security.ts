import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@portal/shared';

const API_PREFIX_SLASH = `${API_PREFIX}/`;

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The toast library injects its stylesheet at run time; scripts stay strictly 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries (OWASP REST guidance); computed once. */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * API answers are data, never rendered: they allow nothing at all. They carry tokens and personal
 * data, so no cache keeps them; a public, cacheable answer sets its own Cache-Control.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

/** The app's pages and assets get the full browser policy under which the built app runs. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Security headers and the request id for every answer, set by one hook (decision 031), and
 * compression of text answers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(API_PREFIX_SLASH) ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS);
      reply.header('x-request-id', request.id);
      done();
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
