import { formatRupiah } from '@meja/shared/money';
import { useQuery } from '@tanstack/react-query';
import { fetchPurchases, purchasesQueryKey } from '../../../api/inventory-api';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { formatQty } from '../../../lib/format-number';
import { formatIsoDate } from '../../../lib/local-date';
import { inventoryMessages } from './inventory-messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const purchaseListMessages = i18n('admin/inventory/purchase-list', {
  belanja30HariTerakhir: 'Belanja 30 hari terakhir',
  totalBelanja: 'Total belanja:',
});

interface PurchaseListProps {
  tenantSlug: string;
  start: string;
  end: string;
  units: ReadonlyMap<string, string>;
}

/** The purchases of the last 30 days, newest first, with their total. */
export function PurchaseList({ tenantSlug, start, end, units }: PurchaseListProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(purchaseListMessages);
  const purchases = useQuery({
    queryKey: purchasesQueryKey(tenantSlug, start, end),
    queryFn: () => fetchPurchases(tenantSlug, start, end),
  });

  return (
    <section aria-labelledby="purchases-title" className="space-y-3">
      <h3 id="purchases-title" className="text-base font-bold text-stone-900">
        {t.belanja30HariTerakhir}{' '}
        <span className="font-normal text-stone-600">
          ({formatIsoDate(start)} – {formatIsoDate(end)})
        </span>
      </h3>
      {purchases.isPending ? (
        <LoadingState />
      ) : purchases.isError ? (
        <QueryError error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <EmptyState>{inventoryTexts.noPurchases}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {[...purchases.data]
              .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt))
              .map((purchase) => {
                const unit = units.get(purchase.inventoryItemId) ?? '';
                return (
                  <li key={purchase._id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-semibold text-stone-900">{purchase.name}</p>
                      <p className="text-stone-600">
                        {formatIsoDate(purchase.date)} · {formatQty(purchase.qty)}
                        {unit ? ` ${unit}` : ''} × {formatRupiah(purchase.unitCost)}
                        {purchase.sku ? <span className="break-all"> · {purchase.sku}</span> : null}
                      </p>
                    </div>
                    <p className="whitespace-nowrap font-semibold tabular-nums text-stone-900">
                      {formatRupiah(purchase.price)}
                    </p>
                  </li>
                );
              })}
          </ul>
          <p className="text-right text-sm text-stone-700">
            {t.totalBelanja}{' '}
            <span className="font-semibold text-stone-900">
              {formatRupiah(purchases.data.reduce((sum, purchase) => sum + purchase.price, 0))}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
