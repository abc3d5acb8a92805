import type { DailySummary } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { reportsMessages } from './reports-messages';

interface CardProps {
  label: string;
  value: string;
  name: string;
  className?: string;
}

function Card({ label, value, name, className = '' }: CardProps) {
  return (
    <div className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${className}`}>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd
        className="mt-1 text-xl font-bold tabular-nums text-stone-900 [overflow-wrap:anywhere] sm:text-2xl"
        data-summary={name}
      >
        {value}
      </dd>
    </div>
  );
}

/** SPEC §3 daily summary: total sales, orders and items sold. */
export function SummaryCards({ summary }: { summary: DailySummary }) {
  const t = useMessages(reportsMessages);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Card
        label={t.totalSales}
        value={formatRupiah(summary.totalSales)}
        name="totalSales"
        className="col-span-2 sm:col-span-1"
      />
      <Card label={t.orders} value={String(summary.orderCount)} name="orderCount" />
      <Card label={t.itemsSold} value={String(summary.itemsQty)} name="itemsQty" />
    </dl>
  );
}
