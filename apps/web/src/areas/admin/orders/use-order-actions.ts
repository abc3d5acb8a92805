import type { Order } from '@meja/shared/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { updateStaffOrder } from '../../../api/orders-api';
import { useFloorCache } from './use-staff-orders';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const useOrderActionsMessages = i18n('admin/orders/use-order-actions', {
  gagalMenyimpanPerubahan: 'Gagal menyimpan perubahan.',
});

/**
 * The cashier's changes to one order: confirm / cancel confirmation, CLOSE (the server runs the
 * closing sequence: CASH payment when needed, PAID + confirmed, then ready) and cancel.
 */
export function useOrderActions(tenantSlug: string, order: Order) {
  const t = useMessages(useOrderActionsMessages);
  const cache = useFloorCache(tenantSlug);
  const onSuccess = (updated: Order) => cache.replaceOrder(updated);

  const confirm = useMutation({
    mutationFn: (confirmed: boolean) => updateStaffOrder(tenantSlug, order._id, { confirmed }),
    onSuccess,
  });
  const close = useMutation({
    mutationFn: () => updateStaffOrder(tenantSlug, order._id, { status: 'PAID', confirmed: true }),
    onSuccess,
  });
  // A paid order's cancel is a void: it carries the reason (issue 20).
  const cancel = useMutation({
    mutationFn: (reason?: string) =>
      updateStaffOrder(
        tenantSlug,
        order._id,
        reason ? { status: 'CANCELLED', reason } : { status: 'CANCELLED' },
      ),
    onSuccess,
  });

  const failed = [confirm, close, cancel].find((mutation) => mutation.isError);
  return {
    confirm,
    close,
    cancel,
    busy: confirm.isPending || close.isPending || cancel.isPending,
    error: failed ? messageOf(failed.error, t.gagalMenyimpanPerubahan) : null,
    resetErrors(): void {
      confirm.reset();
      close.reset();
      cancel.reset();
    },
  };
}
