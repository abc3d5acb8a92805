import type { SessionUser } from '@meja/shared/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStatus } from './api-error';
import { fetchMe, ME_QUERY_KEY } from './auth-api';
import { clearSession, setSessionUser } from './session-store';
import { useSessionUser } from './use-session-user';

const ME_STALE_MS = 5 * 60_000;

export interface VerifiedSession {
  user: SessionUser | null;
  /** True while a stored profile is being confirmed as a live session. */
  checking: boolean;
}

/**
 * The stored profile, confirmed with GET /auth/me: a 401 clears it (the cookie expired or was
 * revoked), a fresher profile from the server replaces it.
 */
export function useVerifiedSession(): VerifiedSession {
  const user = useSessionUser();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    enabled: user !== null,
    staleTime: ME_STALE_MS,
  });

  const expired = hasStatus(me.error, 401);
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);

  const confirmedUser = me.data?.user;
  useEffect(() => {
    if (confirmedUser) setSessionUser(confirmedUser);
  }, [confirmedUser]);

  return { user: expired ? null : user, checking: user !== null && me.isPending };
}
