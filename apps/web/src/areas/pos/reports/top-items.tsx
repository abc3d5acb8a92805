import type { DailySummary } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { EmptyState } from '../../../components/empty-state';
import { useMessages } from '../../../i18n/use-messages';
import { reportsMessages } from './reports-messages';

/** SPEC §2: the day's top 5 items by quantity, or 'Belum ada data top items.'. */
export function TopItems({ items }: { items: DailySummary['topItems'] }) {
  const t = useMessages(reportsMessages);
  return (
    <section
      aria-labelledby="pos-top-items-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pos-top-items-title" className="mb-3 text-lg font-bold text-stone-900">
        {t.topItems}
      </h2>
      {items.length === 0 ? (
        <EmptyState>{t.noTopItems}</EmptyState>
      ) : (
        <ol className="divide-y divide-stone-100 text-sm">
          {items.slice(0, 5).map((item, index) => (
            <li
              key={item._id || item.name}
              className="grid grid-cols-[1.5rem_1fr_auto] items-baseline gap-3 py-2.5"
            >
              <span className="font-bold text-stone-600">{index + 1}.</span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900 [overflow-wrap:anywhere]">
                  {item.name}
                </span>
                <span className="text-stone-600 tabular-nums">{t.sold({ qty: String(item.qty) })}</span>
              </span>
              <span className="font-semibold tabular-nums text-stone-900">{formatRupiah(item.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
