import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from '../../api/auth-api';
import { groupFiguresQueryKey } from '../../api/group-api';
import { atMostEvery } from '../../lib/at-most-every';

/** Fallback when the stream is down or refused by a proxy (the issue: polling every 30 s). */
export const GROUP_POLL_MS = 30_000;

/**
 * The figures are read again at most this often: every branch may tell of a change each second,
 * and twenty busy branches must not make each open screen read the whole group twenty times a second.
 */
export const GROUP_REFRESH_MS = 1000;

/**
 * The group's live figures (issue 16): the group's SSE stream says a branch took an order or a
 * payment ('branch-changed'), and the overview and reports are fetched again at once (then at most
 * once a second while changes keep coming). The screens also poll every 30 s, so a dead stream only
 * makes them slower.
 */
export function useGroupLive(groupSlug: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/v1/group/${encodeURIComponent(groupSlug)}/events`, {
      withCredentials: true,
    });
    const limited = atMostEvery(GROUP_REFRESH_MS, () => {
      void queryClient.invalidateQueries({ queryKey: groupFiguresQueryKey(groupSlug) });
    });
    const refresh = limited.call;
    source.addEventListener('branch-changed', refresh);
    // After a dropped connection (the browser reconnects by itself) fetch what was missed meanwhile.
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    // The manager's sessions ended (logged out elsewhere, password changed): ask who is logged in.
    source.addEventListener('access-ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
    return () => {
      limited.cancel();
      source.close();
    };
  }, [queryClient, groupSlug]);
}
