import { useCallback, useSyncExternalStore } from 'react';
import { readPosSession, subscribeToPosSession, type PosSession } from './pos-session';

/** The stored POS session of this restaurant, kept in step with login, logout and other tabs. */
export function usePosSession(slug: string): PosSession | null {
  const read = useCallback(() => readPosSession(slug), [slug]);
  return useSyncExternalStore(subscribeToPosSession, read, () => null);
}
