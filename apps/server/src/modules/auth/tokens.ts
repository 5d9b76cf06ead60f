import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@portal/shared';

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code from a cryptographic source. */
export function generateCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Codes are few (a million), so they are hashed with a server key, not bare: a stolen table does not reveal them. */
export function hashCode(code: string, secret: string, scope: string): string {
  return createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
