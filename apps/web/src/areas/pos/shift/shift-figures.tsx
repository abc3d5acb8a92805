import { formatRupiah } from '@meja/shared/money';
import { shiftReconciliation, type MethodReconciliation } from '@meja/shared/shift';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import type { PosShiftView } from '../offline/pos-views';
import { formatDateTime } from '../pos-format';
import { posLabelMessages, varianceLabelIn } from '../pos-labels';
import { shiftMessages } from './shift-messages';

/** Shown where a figure does not apply (yet). */
const NONE = '—';

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

/** The variance of one method: 'Pas', 'Lebih Rp …', 'Kurang Rp …', or why there is none. */
function Variance({
  row,
  closed,
  pendingSync,
}: {
  row: MethodReconciliation;
  closed: boolean;
  pendingSync: boolean;
}) {
  const t = useMessages(shiftMessages);
  const labels = useMessages(posLabelMessages);
  if (!closed) return <span className="text-stone-600">{NONE}</span>;
  if (row.difference === null) return <span className="text-stone-600">{t.notCounted}</span>;
  if (pendingSync && row.method === 'CASH') {
    return <span className="text-stone-700">{t.afterSync}</span>;
  }
  return (
    <StatusBadge tone={varianceTone(row.difference)} className="text-sm">
      {varianceLabelIn(labels, row.difference)}
    </StatusBadge>
  );
}

function Amount({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number | null;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd
        className={`tabular-nums [overflow-wrap:anywhere] ${strong ? 'font-bold text-stone-900' : 'text-stone-900'}`}
      >
        {amount === null ? NONE : formatRupiah(amount)}
      </dd>
    </div>
  );
}

/**
 * Expected against counted for each method (issue 12): the drawer (opening + cash taken) against the
 * cash counted, card and QRIS taken against the terminal's and the QRIS app's totals. One block per
 * method, so it reads the same on a phone and on a tablet.
 */
function Reconciliation({ shift }: { shift: PosShiftView }) {
  const t = useMessages(shiftMessages);
  const methodNames = { CASH: t.methodCash, CARD: t.methodCard, QRIS: t.methodQris };
  const closed = shift.closingCash !== null;
  const pendingSync = shift.difference === null;
  return (
    <section aria-labelledby="pos-shift-methods" data-shift-reconciliation>
      <h3 id="pos-shift-methods" className="text-sm font-semibold text-stone-900">
        {closed ? t.expectedVsCounted : t.expectedByMethod}
      </h3>
      <ul className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200">
        {shiftReconciliation(shift).map((row) => (
          <li key={row.method} className="space-y-1.5 px-3 py-2.5 text-sm" data-shift-method={row.method}>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-stone-900">{methodNames[row.method]}</span>
              {closed ? (
                <span>
                  <span className="sr-only">{t.difference}: </span>
                  <span data-shift-variance={row.method}>
                    <Variance row={row} closed={closed} pendingSync={pendingSync} />
                  </span>
                </span>
              ) : null}
            </div>
            <dl className="grid grid-cols-2 gap-3">
              <Amount label={t.expected} amount={row.expected} strong />
              {closed ? <Amount label={t.counted} amount={row.counted} /> : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC §3 shift: opening cash, cash sales, the expected figure of each method and, once closed, what
 * was counted and the variance ('Pas', 'Lebih Rp …', 'Kurang Rp …'), the order count and the sales.
 */
export function ShiftFigures({ shift }: { shift: PosShiftView }) {
  const t = useMessages(shiftMessages);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        {t.openedAt({ time: formatDateTime(shift.openedAt) })}
        {shift.closedAt ? t.closedAt({ time: formatDateTime(shift.closedAt) }) : ''}
      </p>
      <dl className="divide-y divide-stone-100 text-sm" data-shift-figures>
        <Figure label={t.openingCash} value={formatRupiah(shift.openingCash)} />
        <Figure label={t.cashSales} value={formatRupiah(shift.totalsByMethod.CASH)} />
        <Figure label={t.expectedCash} value={formatRupiah(shift.expectedCash)} strong />
        <Figure label={t.orderCount} value={String(shift.orderCount)} />
        <Figure label={t.totalSales} value={formatRupiah(shift.totalSales)} />
      </dl>
      <Reconciliation shift={shift} />
    </div>
  );
}
