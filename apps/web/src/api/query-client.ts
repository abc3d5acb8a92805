import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { clearSession } from './session-store';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Any call answered 401 UNAUTHENTICATED means the session is gone (logged out elsewhere, the
 * account deleted or its role changed, issue 14): the browser forgets the profile, and the area
 * layouts send the visitor to the login.
 */
function endSessionOnUnauthenticated(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED') clearSession();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthenticated }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthenticated }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
