import { describe, expect, it } from 'vitest';
import { resolvePublicApiKey } from './public-api-key';

describe('the public credential the web build takes', () => {
  it("is VITE_PUBLIC_API_KEY when given, else the server's PUBLIC_API_KEY, else none (the development default)", () => {
    expect(resolvePublicApiKey({ VITE_PUBLIC_API_KEY: 'build-key-000000001', PUBLIC_API_KEY: 'server-key-00000001' })).toBe('build-key-000000001');
    expect(resolvePublicApiKey({ PUBLIC_API_KEY: 'server-key-00000001' })).toBe('server-key-00000001');
    expect(resolvePublicApiKey({ VITE_PUBLIC_API_KEY: '  ', PUBLIC_API_KEY: 'server-key-00000001' })).toBe('server-key-00000001');
    expect(resolvePublicApiKey({})).toBeUndefined();
  });
});
