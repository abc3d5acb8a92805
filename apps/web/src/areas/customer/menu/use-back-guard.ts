import { useCallback, useEffect, useRef, useState } from 'react';

const GUARD = 'mejaBackGuard';

function guarded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD in state;
}

function arm(): void {
  const current: unknown = window.history.state;
  const base = typeof current === 'object' && current !== null ? current : {};
  window.history.pushState({ ...base, [GUARD]: true }, '', window.location.href);
}

/**
 * SPEC §2: back navigation on the menu is intercepted. A duplicate history entry (same URL and
 * router state, plus a marker) is pushed; popping it opens the dialog instead of leaving.
 */
export function useBackGuard() {
  const [open, setOpen] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!guarded(window.history.state)) arm();
    const onPop = (event: PopStateEvent) => {
      if (leaving.current || guarded(event.state)) return;
      setOpen(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const stay = useCallback(() => {
    setOpen(false);
    arm();
  }, []);

  const leave = useCallback(() => {
    setOpen(false);
    leaving.current = true;
    window.history.back();
  }, []);

  return { open, stay, leave };
}
