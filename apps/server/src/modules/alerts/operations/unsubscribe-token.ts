import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_LISTS, type AlertList } from '@portal/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UnsubscribeClaim = { userId: string; list: AlertList; generation: number };

/** The HMAC of a claim with the server's secret, apart from its other signatures by a fixed label. */
function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`alerts-unsubscribe\n${payload}`).digest();
}

/**
 * A one-click unsubscribe token (decision 268): the user, the list and the subscription's generation,
 * signed; `user.list.generation.signature`, URL-safe. It needs no sign-in and no stored secret per mail.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.list}.${claim.generation}`;
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The claim of a token whose signature holds, or null (tampered, truncated or made up). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, list, generation, signature] = parts as [string, string, string, string];
  if (!UUID.test(userId) || !(ALERT_LISTS as readonly string[]).includes(list) || !/^\d{1,9}$/.test(generation)) return null;
  // Compared as text: a decoder would read a signature with stray characters as the same bytes.
  const expected = Buffer.from(signatureOf(secret, `${userId}.${list}.${generation}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, list: list as AlertList, generation: Number(generation) };
}
