import { STORAGE_KEY_PREFIX } from '@portal/shared';

/**
 * How the tabs of one browser share a session signed in without remember-me (decision 131): its tokens
 * live in each tab's sessionStorage, and the tabs hand them to each other over a BroadcastChannel,
 * which only pages of this origin can join. A cookie without an expiry (a marker, never a token) says
 * that such a session exists in this browser session, so a new tab asks for it before it shows the
 * visitor's pages, and a visitor's tab without it loads no session code (decision 052).
 */
export type SessionMessage = { type: 'ask' } | { type: 'tokens'; token: string; refreshToken: string } | { type: 'logout' };

const CHANNEL_NAME = `${STORAGE_KEY_PREFIX}session`;
const MARKER = `${STORAGE_KEY_PREFIX}tab_session`;

export function openSessionChannel(onMessage: (message: SessionMessage) => void): { post(message: SessionMessage): void; close(): void } | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (e: MessageEvent<SessionMessage>) => {
    if (e.data && typeof e.data === 'object' && typeof e.data.type === 'string') onMessage(e.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

/** Sends one message to the other tabs. */
export function postToTabs(message: SessionMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage(message);
  channel.close();
}

/** A session cookie: it ends when the browser does, as the tabs' sessionStorage does. */
export function markTabSession(): void {
  document.cookie = `${MARKER}=1; Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function clearTabSession(): void {
  document.cookie = `${MARKER}=; Path=/; Max-Age=0; SameSite=Strict`;
}

export function hasTabSession(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${MARKER}=1`);
}
