import { useMessages } from '../../../i18n/use-messages';
import type { Order } from '@meja/shared/contracts/orders';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { shortId } from '../../../lib/short-id';
import { ordersMessages } from './orders-messages';
import type { useOrderActions } from './use-order-actions';

interface UnconfirmDialogProps {
  order: Order;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before un-confirming (issue 12): the order leaves the kitchen and its stock comes back. */
export function UnconfirmDialog({ order, pending, error, onConfirm, onCancel }: UnconfirmDialogProps) {
  const ordersTexts = useMessages(ordersMessages);
  return (
    <ModalDialog
      title={ordersTexts.unconfirmTitle({ id: shortId(order._id, 6) })}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {ordersTexts.keepConfirmed}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {ordersTexts.unconfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">{ordersTexts.unconfirmBody}</p>
      {order.ready ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">{ordersTexts.unconfirmReady}</p>
      ) : null}
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}

/**
 * The question before un-confirming, for a control of one order: `ask` opens it, `dialog` is what
 * to render while it is open (null otherwise); answering 'Batalkan konfirmasi' un-confirms.
 */
export function useUnconfirmQuestion(
  order: Order,
  actions: ReturnType<typeof useOrderActions>,
): { asking: boolean; ask: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const dialog = asking ? (
    <UnconfirmDialog
      order={order}
      pending={actions.confirm.isPending}
      error={actions.confirm.isError ? actions.error : null}
      onCancel={() => {
        setAsking(false);
        actions.resetErrors();
      }}
      onConfirm={() => actions.confirm.mutate(false, { onSuccess: () => setAsking(false) })}
    />
  ) : null;
  return {
    asking,
    ask: () => {
      actions.resetErrors();
      setAsking(true);
    },
    dialog,
  };
}
