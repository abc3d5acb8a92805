import { formatRupiah } from '@meja/shared/money';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { buttonLook } from '../../../components/button/button-look';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { isSafeHref } from '../../../lib/safe-href';
import { useMessages } from '../../../i18n/use-messages';
import type { PosPaymentView } from '../offline/pos-views';
import { dashboardMessages } from './dashboard-messages';
import { GatewayPaymentBody } from './gateway-payment-body';
import { QrisCode } from './qris-code';

interface PaymentDialogProps {
  payment: PosPaymentView;
  /** Under a QRIS waiting to be paid (issue 21): 'Cetak tagihan', the bill with its QRIS. */
  bill?: ReactNode;
  offline: boolean;
  confirming: boolean;
  error: string | null;
  onConfirm: () => void;
  onFinishExternal: () => void;
  onCancel: () => void;
}

/**
 * After a QRIS or card intent: the QR with its amount, or the card link / the EDC slip confirmation;
 * through the restaurant's gateway, its QRIS or pay link to scan while the payment is awaited.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const t = useMessages(dashboardMessages);
  const { payment, offline, confirming, error, onCancel, bill } = props;
  const amount = formatRupiah(payment.amount);
  const isQris = payment.method === 'QRIS';
  const linksOut = payment.method === 'CARD' && payment.payUrl !== null && isSafeHref(payment.payUrl);
  return (
    <ModalDialog
      title={isQris ? t.qrisTitle : t.cardTitle}
      // Three buttons (cancel, the link, the check) fit on one line only in the wide dialog.
      wide={linksOut}
      onClose={() => {
        if (!confirming) onCancel();
      }}
      actions={<DialogActions {...props} />}
    >
      <div className="space-y-4">
        <p className="text-center">
          <span className="block text-sm text-stone-700">{t.amount}</span>
          <span className="block text-3xl font-extrabold tabular-nums text-stone-900" data-payment-amount>
            {amount}
          </span>
        </p>
        {payment.gateway ? (
          <GatewayPaymentBody payment={payment} amount={amount} />
        ) : isQris ? (
          payment.qrString ? (
            <>
              <QrisCode value={payment.qrString} label={t.qrisLabel({ amount })} />
              <p className="text-center text-sm text-stone-700">{t.qrisHint}</p>
            </>
          ) : (
            <ErrorMessage>{t.qrisMissing}</ErrorMessage>
          )
        ) : payment.payUrl && isSafeHref(payment.payUrl) ? (
          <p className="text-center text-sm text-stone-700">{t.cardExternal}</p>
        ) : (
          <p className="text-center text-sm text-stone-700">{t.cardEdc({ amount })}</p>
        )}
        {isQris && payment.qrString ? bill : null}
        {offline ? <InfoMessage>{t.offlineSaved}</InfoMessage> : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
    </ModalDialog>
  );
}

function DialogActions({ payment, confirming, onConfirm, onFinishExternal, onCancel }: PaymentDialogProps) {
  const t = useMessages(dashboardMessages);
  const cancel = (
    <Button variant="secondary" onClick={onCancel} disabled={confirming}>
      {t.cancel}
    </Button>
  );
  if (payment.gateway) {
    const payLink =
      payment.method === 'CARD' && payment.payUrl && isSafeHref(payment.payUrl) ? payment.payUrl : null;
    return (
      <>
        {cancel}
        {payLink ? (
          <a href={payLink} target="_blank" rel="noopener noreferrer" className={buttonLook('secondary')}>
            {t.openPayLink}
          </a>
        ) : null}
        <Button variant="primary" onClick={onConfirm} loading={confirming} loadingLabel={t.checking}>
          {t.checkStatus}
        </Button>
      </>
    );
  }
  if (payment.method === 'CARD' && payment.payUrl && isSafeHref(payment.payUrl)) {
    return (
      <>
        {cancel}
        <a
          href={payment.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonLook('secondary')}
        >
          {t.openCardLink}
        </a>
        <Button variant="primary" onClick={onFinishExternal}>
          {t.done}
        </Button>
      </>
    );
  }
  return (
    <>
      {cancel}
      <Button variant="primary" onClick={onConfirm} disabled={confirming}>
        {confirming ? t.working : payment.method === 'QRIS' ? t.qrisConfirm : t.cardConfirm}
      </Button>
    </>
  );
}
