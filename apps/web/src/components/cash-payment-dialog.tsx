import { cashCovers } from '@meja/shared/cash';
import { formatRupiah } from '@meja/shared/money';
import { useId, useState, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { Button } from './button/button';
import { cashMessages } from './cash-messages';
import { CashReceivedField, parseRupiahInput } from './cash-received-field';
import { ErrorMessage } from './messages';
import { ModalDialog } from './modal-dialog';

interface CashPaymentDialogProps {
  title: string;
  total: number;
  confirmLabel: string;
  /**
   * The POS needs the cash received before it takes the money; the admin may record a payment
   * without it (taken earlier), but what is entered must cover the total.
   */
  required: boolean;
  working: boolean;
  error: string | null;
  note?: ReactNode;
  onPay: (cashReceived: number | null) => void;
  onCancel: () => void;
}

/**
 * A cash payment (issue 12): the total, what the customer handed over and the change, live. The
 * confirm button waits until the cash covers the total (or, where it is optional, nothing is typed).
 */
export function CashPaymentDialog(props: CashPaymentDialogProps) {
  const { title, total, confirmLabel, required, working, error, note, onPay, onCancel } = props;
  const t = useMessages(cashMessages);
  const formId = useId();
  const [text, setText] = useState('');
  const received = parseRupiahInput(text);
  const ready = cashCovers(total, received) || (!required && received === null);

  return (
    <ModalDialog
      title={title}
      onClose={() => {
        if (!working) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={working}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={!ready || working}
            data-cash-confirm
          >
            {working ? t.working : confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !working) onPay(received);
        }}
      >
        <p className="text-center">
          <span className="block text-sm text-stone-700">{t.total}</span>
          <span className="block text-3xl font-extrabold tabular-nums text-stone-900" data-payment-amount>
            {formatRupiah(total)}
          </span>
        </p>
        <CashReceivedField total={total} value={text} onChange={setText} disabled={working} />
        {note ? <div className="text-sm text-stone-700">{note}</div> : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </form>
    </ModalDialog>
  );
}
