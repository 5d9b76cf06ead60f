import { describe, expect, it } from 'vitest';
import type { SessionUser } from './auth-context';
import { sessionState } from './session-state';

const user: SessionUser = {
  id: 'u1',
  email: 'a@b.in',
  name: 'A',
  roles: ['INNOVATOR'],
  permissions: [],
  isEmailVerified: true,
  isProfileComplete: false,
};

describe('session state', () => {
  it('settled() waits while the stored session is being checked, then answers what it found', async () => {
    // Outside a browser (as in the prerender) the session starts 'loading'.
    expect(sessionState.get().status).toBe('loading');
    let answered: unknown = null;
    const settled = sessionState.settled().then((s) => (answered = s));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBeNull();
    sessionState.set({ status: 'authenticated', user, error: null });
    expect((await settled).user).toEqual(user);
    // Once known, at once.
    sessionState.set({ status: 'unauthenticated', user: null, error: null });
    expect((await sessionState.settled()).status).toBe('unauthenticated');
  });
});
