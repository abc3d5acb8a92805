import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { closeWarnings } from './order-display';
import { shortId } from '../../../lib/short-id';

interface CloseOrderDialogProps {
  order: Order;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §4: CLOSE lists what is not done yet; 'Tetap CLOSE' proceeds. */
export function CloseOrderDialog({ order, pending, error, onConfirm, onCancel }: CloseOrderDialogProps) {
  const warnings = closeWarnings(order);
  const unpaid = order.paymentStatus !== 'COMPLETED';
  return (
    <ModalDialog
      title={`CLOSE pesanan #${shortId(order._id, 6)}?`}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Batal
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={pending}>
            {pending ? 'Menutup...' : warnings.length > 0 ? 'Tetap CLOSE' : 'CLOSE'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">
        Meja <strong className="text-stone-900">{order.table}</strong> · {formatRupiah(order.grandTotal)}
      </p>
      {warnings.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Peringatan">
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
        <p className="mt-3 text-sm text-stone-700">Pembayaran selesai dan makanan sudah READY.</p>
      )}
      {unpaid ? (
        <p className="mt-3 text-sm text-stone-700">
          CLOSE mencatat pembayaran CASH sebesar {formatRupiah(order.grandTotal)}.
        </p>
      ) : null}
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
