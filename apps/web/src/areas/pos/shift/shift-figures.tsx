import { formatRupiah } from '@meja/shared/money';
import { PAYMENT_METHODS } from '@meja/shared/payment-rules';
import { varianceLabel } from '@meja/shared/shift';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/local-date';
import type { PosShiftView } from '../offline/pos-views';

function varianceTone(difference: number): StatusTone {
  const rounded = Math.round(difference);
  if (rounded === 0) return 'done';
  return rounded > 0 ? 'waiting' : 'danger';
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-stone-700">{label}</dt>
      <dd
        className={`text-right tabular-nums ${strong ? 'text-lg font-bold text-stone-900' : 'font-semibold text-stone-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * SPEC §3 shift: opening cash, cash sales, expected cash and, once closed, the counted cash and the
 * variance ('Pas', 'Lebih Rp …', 'Kurang Rp …'), the order count and the totals per method.
 */
export function ShiftFigures({ shift }: { shift: PosShiftView }) {
  const closed = shift.closingCash !== null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Dibuka {formatDateTime(shift.openedAt)}
        {shift.closedAt ? ` · ditutup ${formatDateTime(shift.closedAt)}` : ''}
      </p>
      <dl className="divide-y divide-stone-100 text-sm" data-shift-figures>
        <Figure label="Kas awal" value={formatRupiah(shift.openingCash)} />
        <Figure label="Penjualan tunai" value={formatRupiah(shift.totalsByMethod.CASH)} />
        <Figure label="Kas seharusnya" value={formatRupiah(shift.expectedCash)} strong />
        {closed ? <Figure label="Kas dihitung" value={formatRupiah(shift.closingCash ?? 0)} strong /> : null}
        {closed ? (
          <div className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-stone-700">Selisih</dt>
            <dd data-shift-variance>
              {shift.difference === null ? (
                <span className="text-stone-700">Dihitung setelah sinkron</span>
              ) : (
                <StatusBadge tone={varianceTone(shift.difference)} className="text-sm">
                  {varianceLabel(shift.difference)}
                </StatusBadge>
              )}
            </dd>
          </div>
        ) : null}
        <Figure label="Jumlah pesanan" value={String(shift.orderCount)} />
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Total per metode</h3>
        <dl className="mt-2 grid grid-cols-3 gap-2">
          {PAYMENT_METHODS.map((method) => (
            <div key={method} className="rounded-xl border border-stone-200 bg-stone-50 p-3">
              <dt className="text-xs font-semibold text-stone-600">{method}</dt>
              <dd className="mt-1 text-sm font-bold tabular-nums text-stone-900 [overflow-wrap:anywhere]">
                {formatRupiah(shift.totalsByMethod[method])}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-stone-700">
          Total penjualan:{' '}
          <span className="font-semibold text-stone-900">{formatRupiah(shift.totalSales)}</span>
        </p>
      </div>
    </div>
  );
}
