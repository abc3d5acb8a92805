import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/*
 * The diner app's routing (a few KB with wouter instead of React Router's data router, so the first
 * screen stays small on a cheap phone). Pages use only these helpers and wouter's Link.
 */

export { Link, useSearchParams } from 'wouter';

export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  return useCallback((to: string, options?: NavigateOptions) => navigate(to, options), [navigate]);
}

/** The `history.state` the page was opened with (an item passed by the menu, the offline notice). */
export function useLocationState(): unknown {
  const state: unknown = useHistoryState();
  return state;
}

export function useRouteParam(name: string): string {
  const params = useParams();
  return params[name] ?? '';
}
