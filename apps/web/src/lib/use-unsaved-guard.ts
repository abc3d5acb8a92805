import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving asks first: a link inside the app asks with `message` (window.confirm),
 * a reload or closing the tab gets the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean, message: string): void {
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
