import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './auth-api';
import { clearSession } from './session-store';

/** Ends the session on the server and in the browser. */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, the browser forgets the profile.
    }
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}

/** 'Keluar' in the area layouts: go to /login, then forget the session. */
export function useLogoutToLogin(): () => Promise<void> {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Navigate first so the protected layout does not redirect to /login?returnTo=… on its way out.
    // flushSync: a navigation is otherwise a transition, and clearing the session is not — React
    // would render the layout without a user (and its redirect) before /login is on screen.
    await navigate('/login', { replace: true, flushSync: true });
    await endSession();
  }, [endSession, navigate]);
}
