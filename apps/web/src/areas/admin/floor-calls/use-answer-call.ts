import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus, messageOf } from '../../../api/api-error';
import { floorScopeKey } from '../../../api/orders-api';
import { answerTableCall } from '../../../api/tables-api';
import { useMessages } from '../../../i18n/use-messages';
import { floorCallsMessages } from './floor-calls-messages';

/**
 * 'Selesai' on a diner's call. A call someone else answered a moment ago (404) is not an error: the
 * board refreshes either way.
 */
export function useAnswerCall(tenantSlug: string) {
  const t = useMessages(floorCallsMessages);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (callId: string) => answerTableCall(tenantSlug, callId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) }),
  });
  const failed = mutation.isError && !hasStatus(mutation.error, 404);
  return {
    answer: (callId: string, onDone?: () => void) =>
      mutation.mutate(callId, { onSuccess: onDone, onError: (error) => hasStatus(error, 404) && onDone?.() }),
    answering: (callId: string) => mutation.isPending && mutation.variables === callId,
    error: failed ? messageOf(mutation.error, t.answerFailed) : null,
  };
}
