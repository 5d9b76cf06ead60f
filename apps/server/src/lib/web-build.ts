import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_PUBLIC_API_KEY } from '@portal/shared';

/** Written by the web build (apps/web/build/public-api-key.ts): the SHA-256 of its public credential, or null for the default. */
export const PUBLIC_API_KEY_RECORD = 'public-api-key.json';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class WebBuildKeyMismatch extends Error {
  override name = 'WebBuildKeyMismatch';
}

/**
 * The web app sends the public credential it was built with; a server with another PUBLIC_API_KEY
 * answers every public list of that build with 401. Such a pair is refused at start (decision 122).
 * Answers 'no-web' when no build is served, 'unrecorded' for a build that predates the record.
 */
export function checkWebBuildKey(webDist: string | null, publicApiKey: string): 'match' | 'no-web' | 'unrecorded' {
  if (webDist === null || !existsSync(path.join(webDist, 'index.html'))) return 'no-web';
  const file = path.join(webDist, PUBLIC_API_KEY_RECORD);
  if (!existsSync(file)) return 'unrecorded';
  let recorded: unknown;
  try {
    recorded = (JSON.parse(readFileSync(file, 'utf8')) as { sha256?: unknown }).sha256;
  } catch {
    return 'unrecorded';
  }
  const built = typeof recorded === 'string' ? recorded : sha256(DEV_PUBLIC_API_KEY);
  if (built === sha256(publicApiKey)) return 'match';
  throw new WebBuildKeyMismatch(
    [
      `PUBLIC_API_KEY differs from the public credential the web app in ${webDist} was built with`,
      `(${typeof recorded === 'string' ? 'VITE_PUBLIC_API_KEY, or PUBLIC_API_KEY, at build time' : 'the development default: neither VITE_PUBLIC_API_KEY nor PUBLIC_API_KEY was set at build time'}),`,
      'so every public list would answer 401. Build again with the same PUBLIC_API_KEY (npm start builds),',
      'or start the server with the key the build has.',
    ].join('\n  '),
  );
}
