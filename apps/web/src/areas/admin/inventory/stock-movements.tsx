import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { useQuery } from '@tanstack/react-query';
import { fetchMovements, movementsQueryKey } from '../../../api/inventory-api';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { formatSignedQty, formatStock } from '../../../lib/format-number';
import { formatDateTime } from '../../../lib/local-date';
import { useAdminArea } from '../admin-area-context';
import { inventoryMessages } from './inventory-messages';
import { movementTitle } from './movement-title';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const stockMovementsMessages = i18n('admin/inventory/stock-movements', {
  riwayatStok: 'Riwayat stok ',
  stokSekarang: '(stok sekarang ',
  olehAnda: ' · oleh Anda',
  oleh: params(' · oleh {createdByName}'),
});

interface StockMovementsProps {
  tenantSlug: string;
  item: InventoryItem;
}

/** The ledger of one ingredient (DESIGN §4): every purchase, sale, adjustment and reversal. */
export function StockMovements({ tenantSlug, item }: StockMovementsProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(stockMovementsMessages);
  const userId = useAdminArea().user._id;
  const movements = useQuery({
    queryKey: movementsQueryKey(tenantSlug, item._id),
    queryFn: () => fetchMovements(tenantSlug, item._id),
  });

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-stone-900">
        {t.riwayatStok}
        {item.name}{' '}
        <span className="font-normal text-stone-600">
          {t.stokSekarang}
          {formatStock(item.stock)} {item.unit})
        </span>
      </p>
      {movements.isPending ? (
        <LoadingState />
      ) : movements.isError ? (
        <QueryError error={movements.error} onRetry={() => void movements.refetch()} />
      ) : movements.data.length === 0 ? (
        <p className="text-sm text-stone-600">{inventoryTexts.noMovements}</p>
      ) : (
        <ul className="max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200 bg-white">
          {movements.data.map((movement) => (
            <li
              key={movement._id}
              data-movement={movement.kind}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-semibold text-stone-900">{movementTitle(movement, item.unit)}</span>
                {movement.note ? <span className="text-stone-700"> · {movement.note}</span> : null}
                <span className="block text-xs text-stone-600">
                  {formatDateTime(movement.createdAt)}
                  {movement.createdBy !== null && movement.createdBy === userId
                    ? t.olehAnda
                    : movement.createdByName
                      ? t.oleh({ createdByName: movement.createdByName })
                      : ''}
                </span>
              </span>
              <span
                className={`font-semibold tabular-nums ${movement.qty < 0 ? 'text-red-800' : 'text-emerald-800'}`}
              >
                {formatSignedQty(movement.qty)} {item.unit}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
