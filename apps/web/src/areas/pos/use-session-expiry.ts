import { useEffect } from 'react';
import { hasStatus } from '../../api/api-error';
import { clearPosSession } from './pos-session';

/** An online POS call answered 401: the session is gone, so the layout goes back to the login. */
export function useSessionExpiry(slug: string, ...errors: unknown[]): void {
  const expired = errors.some((error) => hasStatus(error, 401));
  useEffect(() => {
    if (expired) clearPosSession(slug);
  }, [expired, slug]);
}
