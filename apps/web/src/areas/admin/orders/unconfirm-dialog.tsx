import type { Order } from '@meja/shared/contracts/orders';
import { dangerButtonClass, secondaryButtonClass } from '../../../components/button-classes';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { shortId } from '../../../lib/short-id';
import { ORDERS_MESSAGES as M } from './orders-messages';

interface UnconfirmDialogProps {
  order: Order;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before un-confirming (issue 12): the order leaves the kitchen and its stock comes back. */
export function UnconfirmDialog({ order, pending, error, onConfirm, onCancel }: UnconfirmDialogProps) {
  return (
    <ModalDialog
      title={M.unconfirmTitle(shortId(order._id, 6))}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onCancel} disabled={pending}>
            {M.keepConfirmed}
          </button>
          <button type="button" className={dangerButtonClass} onClick={onConfirm} disabled={pending}>
            {pending ? M.saving : M.unconfirm}
          </button>
        </>
      }
    >
      <p className="text-sm text-stone-700">{M.unconfirmBody}</p>
      {order.ready ? <p className="mt-2 text-sm font-semibold text-amber-900">{M.unconfirmReady}</p> : null}
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
