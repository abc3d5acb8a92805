import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { closeWarnings } from './order-display';
import { shortId } from '../../../lib/short-id';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const closeOrderDialogMessages = i18n('admin/orders/close-order-dialog', {
  closePesanan: params('CLOSE pesanan #{value}?'),
  batal: 'Batal',
  menutup: 'Menutup...',
  tetapClose: 'Tetap CLOSE',
  close: 'CLOSE',
  meja: 'Meja ',
  peringatan: 'Peringatan',
  pembayaranSelesaiDanMakanan: 'Pembayaran selesai dan makanan sudah READY.',
  closeMencatatPembayaranCash: 'CLOSE mencatat pembayaran CASH sebesar ',
});

interface CloseOrderDialogProps {
  order: Order;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §4: CLOSE lists what is not done yet; 'Tetap CLOSE' proceeds. */
export function CloseOrderDialog({ order, pending, error, onConfirm, onCancel }: CloseOrderDialogProps) {
  const t = useMessages(closeOrderDialogMessages);
  const warnings = closeWarnings(order);
  const unpaid = order.paymentStatus !== 'COMPLETED';
  return (
    <ModalDialog
      title={t.closePesanan({ value: shortId(order._id, 6) })}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t.batal}
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={pending}>
            {pending ? t.menutup : warnings.length > 0 ? t.tetapClose : t.close}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">
        {t.meja}
        <strong className="text-stone-900">{order.table}</strong> · {formatRupiah(order.grandTotal)}
      </p>
      {warnings.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t.peringatan}>
          {warnings.map((warning) => (
            <li
              key={warning}
              className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
            >
              <span aria-hidden="true">⚠</span>
              {warning}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{t.pembayaranSelesaiDanMakanan}</p>
      )}
      {unpaid ? (
        <p className="mt-3 text-sm text-stone-700">
          {t.closeMencatatPembayaranCash}
          {formatRupiah(order.grandTotal)}.
        </p>
      ) : null}
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
