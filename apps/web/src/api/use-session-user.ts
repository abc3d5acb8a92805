import type { SessionUser } from '@meja/shared/contracts/auth';
import { useSyncExternalStore } from 'react';
import { getSessionUser, subscribeToSession } from './session-store';

/** The stored user profile, re-rendering when it changes (also from another tab). */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, getSessionUser, () => null);
}
