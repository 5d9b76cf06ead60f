import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { entryName, ROUTES } from './routes.js';
import { World, WORLD_TIMEOUT_MS } from './world.js';

let w: World;
const forged: Record<string, string> = {};

const ISSUER = 'srtmi-portal';
const claimsOf = (id: string, email: string) => ({
  email,
  name: 'Forger',
  roles: ['ADMIN'],
  permissions: [],
  isEmailVerified: true,
  isProfileComplete: true,
  sub: id,
});
const sign = (claims: Record<string, unknown>, secret: string, expSeconds = 600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expSeconds)
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  w = await World.create();
  const secret = w.ctx.config.jwtSecret;
  const other = w.accounts.other;
  forged['alg none'] = new UnsecuredJWT(claimsOf(other.id, other.email)).setIssuer(ISSUER).setIssuedAt().setExpirationTime('10m').encode();
  forged['wrong key'] = await sign(claimsOf(other.id, other.email), 'another-secret-that-is-long-enough-for-hs256');
  forged['expired'] = await sign(claimsOf(other.id, other.email), secret, -60);
  forged['refresh token as access token'] = other.refreshToken;
  forged['sub not a uuid'] = await sign({ ...claimsOf(other.id, other.email), sub: "1' OR '1'='1" }, secret);
  forged['roles as a string'] = await sign({ ...claimsOf(other.id, other.email), roles: 'ADMIN' }, secret);
  forged['unknown role'] = await sign({ ...claimsOf(other.id, other.email), roles: ['SUPERUSER'] }, secret);
  forged['claims missing'] = await sign({ sub: other.id }, secret);
  // A well-signed token whose user has been deleted.
  const doomed = await w.verifiedAccount('doomed');
  forged['deleted user'] = await sign(claimsOf(doomed.id, doomed.email), secret);
  forged['deleted user, issued by the server'] = doomed.token;
  await w.ctx.app.db.delete(users).where(eq(users.id, doomed.id));
  for (const token of Object.values(forged)) w.sink.secret(token);
}, WORLD_TIMEOUT_MS);
afterAll(() => w.close());

// Every route that refuses an anonymous caller must refuse each forged token the same way. Refresh and
// file links take their credential elsewhere (the body, the signed query).
const guarded = ROUTES.filter((r) => r.expect.anonymous === 401 && r.url !== '/api/files/:id' && r.url !== '/api/auth/refresh');

describe('forged tokens', () => {
  it('cover every route that needs a token', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  for (const entry of guarded) {
    it(`${entryName(entry)}: 401 for every forged token`, async () => {
      const spec = await entry.build(w, 'other');
      // Logout's refresh token is a credential of its own: send none, only the forgery.
      const payload = entry.url === '/api/auth/logout' ? {} : spec.payload;
      for (const [kind, token] of Object.entries(forged)) {
        const res = await w.inject(entry.method, {
          ...spec,
          payload,
          headers: { ...(spec.headers as Record<string, string>), authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${kind}: ${res.body.slice(0, 200)}`).toBe(401);
      }
    });
  }

  it('left no token in the logs', () => {
    expect(w.sink.leaks()).toEqual([]);
  });
});
