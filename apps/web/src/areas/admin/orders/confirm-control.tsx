import { useMessages } from '../../../i18n/use-messages';
import type { Order } from '@meja/shared/contracts/orders';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button/button';
import { ordersMessages } from './orders-messages';
import { useUnconfirmQuestion } from './unconfirm-dialog';
import type { useOrderActions } from './use-order-actions';

interface ConfirmControlProps {
  order: Order;
  actions: ReturnType<typeof useOrderActions>;
  /** Read by screen readers after the button's words, e.g. 'order 3f9a1c'. */
  context: string;
}

/**
 * The confirmation of a PENDING order (issue 12): 'Konfirmasi' while waiting; once confirmed it
 * says so ('Terkonfirmasi') and offers 'Batalkan konfirmasi', which asks first.
 */
export function ConfirmControl({ order, actions, context }: ConfirmControlProps) {
  const ordersTexts = useMessages(ordersMessages);
  const question = useUnconfirmQuestion(order, actions);
  if (!order.confirmed) {
    return (
      <Button
        variant="primary"
        className="w-full xl:w-auto"
        disabled={actions.busy}
        loading={actions.confirm.isPending}
        context={context}
        onClick={() => {
          actions.resetErrors();
          actions.confirm.mutate(true);
        }}
      >
        {ordersTexts.confirm}
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start">
      <span className="inline-flex items-center gap-1 font-semibold text-green-800">
        <span aria-hidden="true">✓</span>
        {ordersTexts.confirmed}
      </span>
      <button
        type="button"
        className="-ml-1 inline-flex min-h-11 items-center rounded px-1 text-sm font-medium whitespace-nowrap text-stone-700 underline underline-offset-4 hover:text-stone-950 disabled:opacity-60 xl:min-h-9"
        disabled={actions.busy}
        onClick={question.ask}
      >
        {ordersTexts.unconfirm}
        <span className="sr-only"> {context}</span>
      </button>
      {question.dialog ? createPortal(question.dialog, document.body) : null}
    </div>
  );
}
