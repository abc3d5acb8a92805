import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingState } from './loading-state';

/**
 * A link inside this app to a diner page (/{slug}/menu, cart, order-track): those pages are the
 * separate diner app, so the browser loads them as a new document.
 */
export function DinerPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <LoadingState />;
}
