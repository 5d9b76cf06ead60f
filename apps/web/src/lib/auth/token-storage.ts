import { STORAGE_KEY_PREFIX } from '@portal/shared';

export const ACCESS_KEY = `${STORAGE_KEY_PREFIX}access_token`;
export const REFRESH_KEY = `${STORAGE_KEY_PREFIX}refresh_token`;

export type StoredTokens = { token: string; refreshToken: string; remember: boolean };

/** With remember-me the tokens persist in localStorage; without, they live in this tab's sessionStorage. */
export function saveTokens(tokens: { token: string; refreshToken: string }, remember: boolean): void {
  const keep = remember ? localStorage : sessionStorage;
  const drop = remember ? sessionStorage : localStorage;
  drop.removeItem(ACCESS_KEY);
  drop.removeItem(REFRESH_KEY);
  keep.setItem(ACCESS_KEY, tokens.token);
  keep.setItem(REFRESH_KEY, tokens.refreshToken);
}

export function loadTokens(): StoredTokens | null {
  for (const [storage, remember] of [
    [sessionStorage, false],
    [localStorage, true],
  ] as const) {
    const token = storage.getItem(ACCESS_KEY);
    const refreshToken = storage.getItem(REFRESH_KEY);
    if (token && refreshToken) return { token, refreshToken, remember };
  }
  return null;
}

export function clearTokens(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(ACCESS_KEY);
    storage.removeItem(REFRESH_KEY);
  }
}
