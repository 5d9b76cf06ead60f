import { PATHS } from '@portal/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from './auth-context';
import type { FromState } from './require-auth';
import { sessionState } from './session-state';

/**
 * For an action that needs a signed-in user (apply, connect): waits while a stored session is still
 * being checked, so a click in a page's first moments is not taken for a visitor's; signed out, goes
 * to /signin, coming back to `from` afterwards, and answers null.
 */
export function useSignedInUser(): (from: string) => Promise<SessionUser | null> {
  const navigate = useNavigate();
  return useCallback(
    async (from: string) => {
      const { user } = await sessionState.settled();
      if (user) return user;
      await navigate(PATHS.signIn, { state: { from } satisfies FromState });
      return null;
    },
    [navigate],
  );
}
