import type { Payment } from '@meja/shared/contracts/payments';
import { formatRupiah } from '@meja/shared/money';
import { paymentStatusLabel } from '@meja/shared/payment-rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/local-date';
import { shortId } from '../../../lib/short-id';
import { PAYMENTS_MESSAGES } from './payments-messages';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';

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
        <ResponsiveTable from="md" className="text-sm">
          <caption className="sr-only">Riwayat pembayaran</caption>
          <TableHead>
            <HeaderCell>Waktu</HeaderCell>
            <HeaderCell>Order</HeaderCell>
            <HeaderCell>Metode</HeaderCell>
            <HeaderCell className="text-right">Jumlah</HeaderCell>
            <HeaderCell>Status</HeaderCell>
          </TableHead>
          <TableBody>
            {payments.map((payment) => (
              <TableRow
                key={payment._id}
                tone="plain"
                className="grid grid-cols-2 gap-x-4 gap-y-2 p-4"
                data-payment-order={payment.orderId}
              >
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">Waktu</CellLabel>
                  <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">Order</CellLabel>
                  <span className="font-mono font-semibold">#{shortId(payment.orderId, 6)}</span>{' '}
                  <span className="text-stone-700">· Meja {payment.order.table}</span>
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">Metode</CellLabel>
                  <span className="font-semibold">{payment.method}</span>
                </TableCell>
                <TableCell align="middle" className="min-w-0 md:text-right">
                  <CellLabel className="block">Jumlah</CellLabel>
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
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">Status</CellLabel>
                  <StatusBadge tone={STATUS_TONES[payment.status]}>
                    {paymentStatusLabel(payment.status)}
                  </StatusBadge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </section>
  );
}
