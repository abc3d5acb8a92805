import { formatRupiah } from '@meja/shared/money';
import { Button } from '../../../components/button/button';
import { buttonLook } from '../../../components/button/button-look';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { isSafeHref } from '../../../lib/safe-href';
import type { PosPaymentView } from '../offline/pos-views';
import { POS_TEXTS } from '../pos-texts';
import { QrisCode } from './qris-code';

interface PaymentDialogProps {
  payment: PosPaymentView;
  offline: boolean;
  confirming: boolean;
  error: string | null;
  onConfirm: () => void;
  onFinishExternal: () => void;
  onCancel: () => void;
}

/** After a QRIS or card intent: the QR with its amount, or the card link / the EDC slip confirmation. */
export function PaymentDialog(props: PaymentDialogProps) {
  const { payment, offline, confirming, error, onCancel } = props;
  const amount = formatRupiah(payment.amount);
  const isQris = payment.method === 'QRIS';
  return (
    <ModalDialog
      title={isQris ? 'Bayar dengan QRIS' : 'Bayar dengan kartu'}
      onClose={() => {
        if (!confirming) onCancel();
      }}
      actions={<DialogActions {...props} />}
    >
      <div className="space-y-4">
        <p className="text-center">
          <span className="block text-sm text-stone-700">Jumlah</span>
          <span className="block text-3xl font-extrabold tabular-nums text-stone-900" data-payment-amount>
            {amount}
          </span>
        </p>
        {isQris ? (
          payment.qrString ? (
            <>
              <QrisCode value={payment.qrString} label={`Kode QRIS untuk ${amount}`} />
              <p className="text-center text-sm text-stone-700">
                Minta pelanggan memindai kode ini, lalu periksa notifikasi dana masuk sebelum konfirmasi.
              </p>
            </>
          ) : (
            <ErrorMessage>Kode QRIS tidak tersedia untuk pembayaran ini.</ErrorMessage>
          )
        ) : payment.payUrl && isSafeHref(payment.payUrl) ? (
          <p className="text-center text-sm text-stone-700">
            Selesaikan pembayaran kartu di halaman penyedia pembayaran.
          </p>
        ) : (
          <p className="text-center text-sm text-stone-700">
            Proses kartu di mesin EDC sebesar {amount}, lalu konfirmasi setelah slip tercetak.
          </p>
        )}
        {offline ? <InfoMessage>{POS_TEXTS.offlineSaved}</InfoMessage> : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
    </ModalDialog>
  );
}

function DialogActions({ payment, confirming, onConfirm, onFinishExternal, onCancel }: PaymentDialogProps) {
  const cancel = (
    <Button variant="secondary" onClick={onCancel} disabled={confirming}>
      Batal
    </Button>
  );
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
          Buka link pembayaran kartu
        </a>
        <Button variant="primary" onClick={onFinishExternal}>
          Selesai
        </Button>
      </>
    );
  }
  return (
    <>
      {cancel}
      <Button variant="primary" onClick={onConfirm} disabled={confirming}>
        {confirming
          ? 'Memproses...'
          : payment.method === 'QRIS'
            ? POS_TEXTS.qrisConfirm
            : POS_TEXTS.cardConfirm}
      </Button>
    </>
  );
}
