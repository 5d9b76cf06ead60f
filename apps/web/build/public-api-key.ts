import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The file, in the build's output, that records which public credential the app was built with: its
 * SHA-256, or null for the development default. The server reads it at start and refuses to serve a
 * build whose credential differs from its own PUBLIC_API_KEY (apps/server/src/lib/web-build.ts,
 * decision 122).
 */
export const PUBLIC_API_KEY_RECORD = 'public-api-key.json';

/**
 * The credential the build puts in the app: VITE_PUBLIC_API_KEY when given, else the server's
 * PUBLIC_API_KEY (`npm start` builds with the server's environment), else none (the development default).
 */
export function resolvePublicApiKey(env: Record<string, string | undefined>): string | undefined {
  return env.VITE_PUBLIC_API_KEY?.trim() || env.PUBLIC_API_KEY?.trim() || undefined;
}

export const fingerprint = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Writes PUBLIC_API_KEY_RECORD into the browser build (not the prerendering server bundle). */
export function publicApiKeyRecord(key: string | undefined): Plugin {
  let isServerBuild = false;
  return {
    name: 'portal-public-api-key-record',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (isServerBuild) return;
      this.emitFile({ type: 'asset', fileName: PUBLIC_API_KEY_RECORD, source: `${JSON.stringify({ sha256: key ? fingerprint(key) : null })}\n` });
    },
  };
}
