import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { EmptyState } from '../../../components/empty-state';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { LoadingState } from '../../../components/loading-state';
import { SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { AddIngredientForm } from './add-ingredient-form';
import { INVENTORY_MESSAGES } from './inventory-messages';
import { StockCountForm } from './stock-count-form';
import { StockRow } from './stock-row';

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
            <Button
              variant="secondary"
              className="flex-auto"
              disabled={!items || items.length === 0}
              onClick={() => {
                setNotice(null);
                setCounting(true);
              }}
            >
              {INVENTORY_MESSAGES.countStart}
            </Button>
            <Button variant="primary" className="flex-auto" onClick={() => setAdding(true)}>
              + Tambah bahan
            </Button>
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
          <ResponsiveTable from="lg" className="text-sm">
            <colgroup>
              <col />
              <col className="lg:w-36" />
              <col className="lg:w-28" />
              <col className="lg:w-20" />
              <col className="lg:w-28" />
              <col className="lg:w-48" />
            </colgroup>
            <TableHead>
              <HeaderCell>Nama</HeaderCell>
              <HeaderCell>SKU</HeaderCell>
              <HeaderCell className="text-right">Stok</HeaderCell>
              <HeaderCell>Satuan</HeaderCell>
              <HeaderCell className="text-right">Stok min.</HeaderCell>
              <HeaderCell hidden>Aksi</HeaderCell>
            </TableHead>
            <TableBody>
              {shown.map((item) => (
                <StockRow key={item._id} tenantSlug={tenantSlug} item={item} onDeleted={setNotice} />
              ))}
            </TableBody>
          </ResponsiveTable>
        </>
      )}
    </section>
  );
}
