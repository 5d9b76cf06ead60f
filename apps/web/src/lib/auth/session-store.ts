import { MESSAGES, TOKEN_RENEWAL_LEAD_SECONDS } from '@portal/shared';
import { ApiError, setTokenSource } from '../api-client';
import { logoutRequest, refreshRequest } from './auth-api';
import { expiresAt, isTokenValid, userFromToken } from './jwt';
import { ACCESS_KEY, clearTokens, loadTokens, saveTokens } from './token-storage';
import type { AuthState } from './auth-context';
import { sessionState } from './session-state';
import { clearTabSession, hasTabSession, markTabSession, openSessionChannel, type SessionMessage } from './session-channel';

const MIN_TIMER_MS = 5_000;
/** How long a new tab waits for another tab to hand it the browser session's tokens. */
const ASK_TABS_MS = 1_500;
/** A token this close to expiry is renewed before a call uses it. */
const USE_MARGIN_MS = 30_000;

/**
 * The session outside React: tokens, the renewal timer, the cross-tab coordination. It keeps its state
 * in session-state.ts, which React reads through useSyncExternalStore (auth-context.tsx). This module
 * is loaded when a session exists or starts (auth-context.tsx), never for a visitor's public page.
 */
class SessionStore {
  private timer: number | null = null;
  private inflight: Promise<string | null> | null = null;
  private started = false;
  private channel: ReturnType<typeof openSessionChannel> = null;
  private askTimer: number | null = null;

  getState = (): AuthState => sessionState.get();

  subscribe = sessionState.subscribe;

  private set(next: AuthState): void {
    sessionState.set(next);
  }

  /** Start-up: an unexpired stored token authenticates; otherwise one refresh is tried; else signed out. */
  start(): void {
    if (this.started) return;
    this.started = true;
    setTokenSource({ getAccessToken: () => this.getAccessToken() });
    window.addEventListener('storage', this.onStorage);
    this.channel = openSessionChannel(this.onTabMessage);
    const stored = loadTokens();
    if (stored && isTokenValid(stored.token)) this.adopt(stored.token);
    else if (stored) void this.refresh().catch(() => undefined);
    else if (hasTabSession() && this.channel) this.askTabs();
    else this.set({ status: 'unauthenticated', user: null, error: null });
  }

  /** A new tab of a browser session signed in without remember-me asks the other tabs for its tokens. */
  private askTabs(): void {
    this.askTimer = window.setTimeout(() => {
      this.askTimer = null;
      // No tab answered: the tabs that held the session are closed, and it ended with them.
      if (loadTokens()) return;
      clearTabSession();
      this.set({ status: 'unauthenticated', user: null, error: null });
    }, ASK_TABS_MS);
    this.channel?.post({ type: 'ask' });
  }

  /** A message a visitor's tab received before this code loaded (auth-context.tsx). */
  take(message: SessionMessage): void {
    this.onTabMessage(message);
  }

  /** What the other tabs say: hand over this tab's session, take a new pair, or sign out with them. */
  private onTabMessage = (message: SessionMessage): void => {
    const stored = loadTokens();
    if (message.type === 'ask') {
      // Remember-me tokens are in localStorage, which the asking tab reads itself.
      if (stored && !stored.remember) this.channel?.post({ type: 'tokens', token: stored.token, refreshToken: stored.refreshToken });
    } else if (message.type === 'tokens') {
      if (stored?.remember || stored?.token === message.token || !userFromToken(message.token)) return;
      if (this.askTimer !== null) window.clearTimeout(this.askTimer);
      this.askTimer = null;
      saveTokens(message, false);
      if (isTokenValid(message.token)) this.adopt(message.token);
      else void this.refresh().catch(() => undefined);
    } else if (message.type === 'logout') {
      this.stopTimer();
      clearTokens();
      this.set({ status: 'unauthenticated', user: null, error: null });
    }
  };

  /** Signs in with a fresh pair from the server. */
  establish(pair: { token: string; refreshToken: string }, remember: boolean): void {
    const user = userFromToken(pair.token);
    if (!user || !isTokenValid(pair.token)) throw new Error(MESSAGES.invalidToken);
    saveTokens(pair, remember);
    this.shareWithTabs(pair, remember);
    this.adopt(pair.token);
  }

  /** A session without remember-me lasts the browser session in every tab: the others take each new pair. */
  private shareWithTabs(pair: { token: string; refreshToken: string }, remember: boolean): void {
    if (remember) {
      clearTabSession();
      return;
    }
    markTabSession();
    this.channel?.post({ type: 'tokens', token: pair.token, refreshToken: pair.refreshToken });
  }

  /** A usable access token, renewed first when it is about to expire; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    const stored = loadTokens();
    if (!stored) return null;
    if (isTokenValid(stored.token, Date.now() + USE_MARGIN_MS)) return stored.token;
    return this.refresh().catch(() => null);
  }

  /**
   * Renews the tokens once at a time, across tabs too (Web Locks): a tab that waited for another
   * one's renewal adopts its result instead of spending the same refresh token again.
   */
  refresh(): Promise<string | null> {
    this.inflight ??= (async () => {
      const seen = loadTokens()?.token;
      const run = async (): Promise<string | null> => {
        const stored = loadTokens();
        if (!stored) return null;
        if (stored.token !== seen && isTokenValid(stored.token, Date.now() + USE_MARGIN_MS)) {
          this.adopt(stored.token);
          return stored.token;
        }
        try {
          const pair = await refreshRequest(stored.refreshToken);
          if (!isTokenValid(pair.token)) throw new Error(MESSAGES.invalidTokenRefresh);
          saveTokens(pair, stored.remember);
          // Before the lock is released, so a tab waiting for it finds the new pair rather than spending the old.
          this.shareWithTabs(pair, stored.remember);
          this.adopt(pair.token);
          return pair.token;
        } catch (err) {
          this.onRefreshFailed(err);
          throw err;
        }
      };
      return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(`${ACCESS_KEY}-refresh`, run) : run();
    })().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /** Logout tells the server (a failure is only logged), stops the timer, clears storage and the state, in every tab. */
  async logout(): Promise<void> {
    const stored = loadTokens();
    this.stopTimer();
    clearTokens();
    clearTabSession();
    this.channel?.post({ type: 'logout' });
    this.set({ status: 'unauthenticated', user: null, error: null });
    if (stored) {
      try {
        await logoutRequest(stored.token, stored.refreshToken);
      } catch (err) {
        console.warn('logout failed', err);
      }
    }
  }

  private adopt(token: string): void {
    const user = userFromToken(token);
    if (!user) {
      this.onRefreshFailed(new Error(MESSAGES.invalidToken));
      return;
    }
    this.set({ status: 'authenticated', user, error: null });
    this.schedule(token);
  }

  private schedule(token: string): void {
    this.stopTimer();
    const due = expiresAt(token) - TOKEN_RENEWAL_LEAD_SECONDS * 1000 - Date.now();
    this.timer = window.setTimeout(() => void this.refresh().catch(() => undefined), Math.max(due, MIN_TIMER_MS));
  }

  private stopTimer(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
  }

  /** A refused refresh signs out; a network failure keeps the session and the error, and stops the timer. */
  private onRefreshFailed(err: unknown): void {
    this.stopTimer();
    const message = err instanceof Error ? err.message || MESSAGES.refreshFailed : MESSAGES.refreshUnexpected;
    const refused = !(err instanceof ApiError) || err.status === 401 || err.status === 400;
    if (refused || this.getState().status !== 'authenticated') {
      clearTokens();
      clearTabSession();
      this.set({ status: 'unauthenticated', user: null, error: message });
    } else {
      this.set({ ...this.getState(), error: message });
    }
  }

  /** Another tab renewed or cleared the shared (remember-me) tokens. */
  private onStorage = (e: StorageEvent): void => {
    if (e.key !== ACCESS_KEY || e.storageArea !== localStorage) return;
    if (e.newValue && isTokenValid(e.newValue)) this.adopt(e.newValue);
    else if (!e.newValue && !loadTokens()) {
      this.stopTimer();
      this.set({ status: 'unauthenticated', user: null, error: null });
    }
  };
}

export const sessionStore = new SessionStore();
