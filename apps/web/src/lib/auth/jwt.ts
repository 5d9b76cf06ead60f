import type { Role } from '@portal/shared';
import type { SessionUser } from './auth-context';

type Claims = {
  sub?: string;
  email?: string;
  name?: string;
  roles?: Role[];
  permissions?: string[];
  isEmailVerified?: boolean;
  isProfileComplete?: boolean;
  exp?: number;
};

/** Decodes a JWT's payload without verifying it (the server verifies); null when malformed. */
export function decodeToken(token: string): Claims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims = JSON.parse(decodeURIComponent(escape(json))) as Claims;
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** Valid only if it decodes and its expiry is in the future (docs/specification.md#session). */
export function isTokenValid(token: string | null, now = Date.now()): boolean {
  const exp = token ? decodeToken(token)?.exp : undefined;
  return typeof exp === 'number' && exp * 1000 > now;
}

export function expiresAt(token: string): number {
  return (decodeToken(token)?.exp ?? 0) * 1000;
}

export function userFromToken(token: string): SessionUser | null {
  const c = decodeToken(token);
  if (!c?.sub || !c.email) return null;
  return {
    id: c.sub,
    email: c.email,
    name: c.name ?? c.email,
    roles: c.roles ?? [],
    permissions: c.permissions ?? [],
    isEmailVerified: c.isEmailVerified === true,
    isProfileComplete: c.isProfileComplete === true,
  };
}
