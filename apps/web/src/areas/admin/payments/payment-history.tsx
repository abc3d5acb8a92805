import type { Payment } from '@meja/shared/contracts/payments';
import { formatRupiah } from '@meja/shared/money';
import { paymentStatusLabel } from '@meja/shared/payment-rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/local-date';
import { shortId } from '../../../lib/short-id';
import { ORDER_TH } from '../orders/order-table-classes';
import { PAYMENTS_MESSAGES } from './payments-messages';

const STATUS_TONES: Record<Payment['status'], StatusTone> = {
  PENDING: 'waiting',
  COMPLETED: 'done',
  FAILED: 'danger',
  REFUNDED: 'neutral',
};

interface PaymentHistoryProps {
  payments: Payment[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

const TABLE = 'block w-full text-left text-sm md:table md:table-fixed';
const ROW =
  'grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none';
const CELL = 'block min-w-0 md:table-cell md:px-3 md:py-3 md:align-middle';
const LABEL = 'block text-xs text-stone-600 md:hidden';

/**
 * SPEC §2 payment history: time, order, method, amount (with the cash received and the change when
 * they were entered, issue 12), status; 'Belum ada pembayaran'.
 */
export function PaymentHistory({ payments, isPending, error, onRetry }: PaymentHistoryProps) {
  return (
    <section aria-labelledby="payment-history-title" className="space-y-4">
      <h2 id="payment-history-title" className="text-xl font-bold text-stone-900">
        Riwayat Pembayaran
      </h2>
      {isPending ? (
        <LoadingState />
      ) : error && !payments ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : !payments || payments.length === 0 ? (
        <EmptyState>Belum ada pembayaran</EmptyState>
      ) : (
        <table className={TABLE}>
          <caption className="sr-only">Riwayat pembayaran</caption>
          <thead className="hidden md:table-header-group">
            <tr className="border-b border-stone-200">
              <th scope="col" className={ORDER_TH}>
                Waktu
              </th>
              <th scope="col" className={ORDER_TH}>
                Order
              </th>
              <th scope="col" className={ORDER_TH}>
                Metode
              </th>
              <th scope="col" className={`${ORDER_TH} text-right`}>
                Jumlah
              </th>
              <th scope="col" className={ORDER_TH}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0">
            {payments.map((payment) => (
              <tr key={payment._id} className={ROW} data-payment-order={payment.orderId}>
                <td className={CELL}>
                  <span className={LABEL}>Waktu</span>
                  <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                </td>
                <td className={CELL}>
                  <span className={LABEL}>Order</span>
                  <span className="font-mono font-semibold">#{shortId(payment.orderId, 6)}</span>{' '}
                  <span className="text-stone-700">· Meja {payment.order.table}</span>
                </td>
                <td className={CELL}>
                  <span className={LABEL}>Metode</span>
                  <span className="font-semibold">{payment.method}</span>
                </td>
                <td className={`${CELL} md:text-right`}>
                  <span className={LABEL}>Jumlah</span>
                  <span className="font-semibold tabular-nums">{formatRupiah(payment.amount)}</span>
                  {payment.cashReceived !== null ? (
                    <span className="block text-xs text-stone-700" data-payment-cash>
                      <span className="block">
                        {PAYMENTS_MESSAGES.cashReceivedColumn} {formatRupiah(payment.cashReceived)}
                      </span>
                      <span className="block">
                        {PAYMENTS_MESSAGES.changeColumn} {formatRupiah(payment.change ?? 0)}
                      </span>
                    </span>
                  ) : null}
                </td>
                <td className={CELL}>
                  <span className={LABEL}>Status</span>
                  <StatusBadge tone={STATUS_TONES[payment.status]}>
                    {paymentStatusLabel(payment.status)}
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
