import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes';
import { CheckboxField } from '../../../components/checkbox-field';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { AddIngredientForm } from './add-ingredient-form';
import { INVENTORY_MESSAGES } from './inventory-messages';
import { StockCountForm } from './stock-count-form';
import { StockRow } from './stock-row';
import { STOCK_TABLE, STOCK_TBODY, STOCK_TH, STOCK_THEAD } from './stock-table-classes';

interface StockSectionProps {
  tenantSlug: string;
  items: InventoryItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The stock list with its add form, or the stock count sheet (opname) in its place. */
export function StockSection({ tenantSlug, items, isPending, error, onRetry }: StockSectionProps) {
  const [adding, setAdding] = useState(false);
  const [onlyBelowMin, setOnlyBelowMin] = useState(false);
  const [counting, setCounting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const belowMinCount = items?.filter((item) => item.belowMin).length ?? 0;
  const shown = (items ?? [])
    .filter((item) => !onlyBelowMin || item.belowMin)
    .sort((a, b) => a.name.localeCompare(b.name, 'id-ID'));

  return (
    <section id="stok" aria-labelledby="stock-title" className="scroll-mt-28 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stock-title" className="text-xl font-bold text-stone-900">
          Stok bahan
        </h2>
        {adding || counting ? null : (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <button
              type="button"
              className={`${secondaryButtonClass} flex-auto`}
              disabled={!items || items.length === 0}
              onClick={() => {
                setNotice(null);
                setCounting(true);
              }}
            >
              {INVENTORY_MESSAGES.countStart}
            </button>
            <button
              type="button"
              className={`${primaryButtonClass} flex-auto`}
              onClick={() => setAdding(true)}
            >
              + Tambah bahan
            </button>
          </div>
        )}
      </div>
      {adding ? <AddIngredientForm tenantSlug={tenantSlug} onClose={() => setAdding(false)} /> : null}
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}

      {isPending ? (
        <LoadingState />
      ) : error ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : !items || items.length === 0 ? (
        <EmptyState>{INVENTORY_MESSAGES.empty}</EmptyState>
      ) : counting ? (
        <StockCountForm
          tenantSlug={tenantSlug}
          items={items}
          onDone={(message) => {
            setCounting(false);
            setNotice(message);
          }}
          onCancel={() => setCounting(false)}
        />
      ) : (
        <>
          {belowMinCount > 0 ? (
            <CheckboxField
              label="Hanya bahan di bawah stok minimum"
              checked={onlyBelowMin}
              onChange={(event) => setOnlyBelowMin(event.target.checked)}
              className="sm:inline-flex"
            />
          ) : null}
          <table className={STOCK_TABLE}>
            <colgroup>
              <col />
              <col className="lg:w-36" />
              <col className="lg:w-28" />
              <col className="lg:w-20" />
              <col className="lg:w-28" />
              <col className="lg:w-48" />
            </colgroup>
            <thead className={STOCK_THEAD}>
              <tr className="border-b border-stone-200">
                <th scope="col" className={STOCK_TH}>
                  Nama
                </th>
                <th scope="col" className={STOCK_TH}>
                  SKU
                </th>
                <th scope="col" className={`${STOCK_TH} text-right`}>
                  Stok
                </th>
                <th scope="col" className={STOCK_TH}>
                  Satuan
                </th>
                <th scope="col" className={`${STOCK_TH} text-right`}>
                  Stok min.
                </th>
                <th scope="col" className={STOCK_TH}>
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody className={STOCK_TBODY}>
              {shown.map((item) => (
                <StockRow key={item._id} tenantSlug={tenantSlug} item={item} onDeleted={setNotice} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
