import type { Payment } from '@meja/shared/contracts/payments';
import { formatRupiah } from '@meja/shared/money';
import { paymentStatusLabel } from '@meja/shared/payment-rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/local-date';
import { shortId } from '../../../lib/short-id';
import { receiptForPayment, reprintablePayments, type ReceiptSources } from './counter-printing';
import { paymentsMessages } from './payments-messages';
import { PrintReceiptButton } from './print-receipt-button';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const paymentHistoryMessages = i18n('admin/payments/payment-history', {
  riwayatPembayaran: 'Riwayat Pembayaran',
  belumAdaPembayaran: 'Belum ada pembayaran',
  riwayatPembayaran2: 'Riwayat pembayaran',
  waktu: 'Waktu',
  order: 'Order',
  metode: 'Metode',
  jumlah: 'Jumlah',
  status: 'Status',
  meja: '· Meja ',
  /** A part of a split bill (issue 20). */
  bagian: params('Bagian {part}/{of}'),
  struk: 'Struk',
});

const STATUS_TONES: Record<Payment['status'], StatusTone> = {
  PENDING: 'waiting',
  COMPLETED: 'done',
  FAILED: 'danger',
  REFUNDED: 'neutral',
};

interface PaymentHistoryProps {
  payments: Payment[] | undefined;
  /** The day's orders and the open splits, for a payment's receipt printed again (issue 21). */
  sources: ReceiptSources;
  restaurant: { name: string; address: string };
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * SPEC §2 payment history: time, order, method, amount (with the cash received and the change when
 * they were entered, issue 12), status; 'Belum ada pembayaran'.
 */
export function PaymentHistory({
  payments,
  sources,
  restaurant,
  isPending,
  error,
  onRetry,
}: PaymentHistoryProps) {
  const paymentsTexts = useMessages(paymentsMessages);
  const t = useMessages(paymentHistoryMessages);
  const reprintable = reprintablePayments(payments ?? [], sources);
  return (
    <section aria-labelledby="payment-history-title" className="space-y-4">
      <h2 id="payment-history-title" className="text-xl font-bold text-stone-900">
        {t.riwayatPembayaran}
      </h2>
      {isPending ? (
        <LoadingState />
      ) : error && !payments ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : !payments || payments.length === 0 ? (
        <EmptyState>{t.belumAdaPembayaran}</EmptyState>
      ) : (
        <ResponsiveTable from="md" className="text-sm">
          <caption className="sr-only">{t.riwayatPembayaran2}</caption>
          <TableHead>
            <HeaderCell>{t.waktu}</HeaderCell>
            <HeaderCell>{t.order}</HeaderCell>
            <HeaderCell>{t.metode}</HeaderCell>
            <HeaderCell className="text-right">{t.jumlah}</HeaderCell>
            <HeaderCell>{t.status}</HeaderCell>
            <HeaderCell className="text-right">{t.struk}</HeaderCell>
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
                  <CellLabel className="block">{t.waktu}</CellLabel>
                  <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">{t.order}</CellLabel>
                  <span className="font-mono font-semibold">#{shortId(payment.orderId, 6)}</span>{' '}
                  <span className="text-stone-700">
                    {t.meja}
                    {payment.order.table}
                  </span>
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">{t.metode}</CellLabel>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold">{payment.method}</span>
                    {payment.part ? (
                      <span data-payment-part>
                        <StatusBadge tone="neutral">
                          {t.bagian({ part: payment.part.part, of: payment.part.of })}
                        </StatusBadge>
                      </span>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell align="middle" className="min-w-0 md:text-right">
                  <CellLabel className="block">{t.jumlah}</CellLabel>
                  <span className="font-semibold tabular-nums">{formatRupiah(payment.amount)}</span>
                  {payment.cashReceived !== null ? (
                    <span className="block text-xs text-stone-700" data-payment-cash>
                      <span className="block">
                        {paymentsTexts.cashReceivedColumn} {formatRupiah(payment.cashReceived)}
                      </span>
                      <span className="block">
                        {paymentsTexts.changeColumn} {formatRupiah(payment.change ?? 0)}
                      </span>
                    </span>
                  ) : null}
                </TableCell>
                <TableCell align="middle" className="min-w-0">
                  <CellLabel className="block">{t.status}</CellLabel>
                  <StatusBadge tone={STATUS_TONES[payment.status]}>
                    {paymentStatusLabel(payment.status)}
                  </StatusBadge>
                </TableCell>
                <TableCell align="middle" className="min-w-0 md:text-right">
                  {reprintable.has(payment._id) ? (
                    <PrintReceiptButton
                      reprint
                      context={`#${shortId(payment.orderId, 6)}`}
                      receipt={() => receiptForPayment(payment, sources, restaurant, new Date())}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </section>
  );
}
