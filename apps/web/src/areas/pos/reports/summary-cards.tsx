import type { DailySummary } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { reportsMessages } from './reports-messages';

interface CardProps {
  label: string;
  value: string;
  name: string;
  className?: string;
  /** A smaller figure under the value (the total sales' discounts). */
  note?: { label: string; value: string; name: string } | undefined;
}

function Card({ label, value, name, className = '', note }: CardProps) {
  return (
    <div className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${className}`}>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd
        className="mt-1 text-xl font-bold tabular-nums text-stone-900 [overflow-wrap:anywhere] sm:text-2xl"
        data-summary={name}
      >
        {value}
      </dd>
      {note ? (
        <dd className="mt-1 flex flex-wrap gap-x-2 text-sm text-stone-700">
          <span>{note.label}</span>
          <span className="tabular-nums [overflow-wrap:anywhere]" data-summary={note.name}>
            {note.value}
          </span>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * SPEC §3 daily summary: total sales (with the discounts given on them, issue 20), orders and items
 * sold.
 */
export function SummaryCards({ summary }: { summary: DailySummary }) {
  const t = useMessages(reportsMessages);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Card
        label={t.totalSales}
        value={formatRupiah(summary.totalSales)}
        name="totalSales"
        className="col-span-2 sm:col-span-1"
        note={{
          label: t.discount,
          value: formatRupiah(summary.discount === 0 ? 0 : -summary.discount),
          name: 'discount',
        }}
      />
      <Card label={t.orders} value={String(summary.orderCount)} name="orderCount" />
      <Card label={t.itemsSold} value={String(summary.itemsQty)} name="itemsQty" />
    </dl>
  );
}
