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
import { inventoryMessages } from './inventory-messages';
import { StockCountForm } from './stock-count-form';
import { StockRow } from './stock-row';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const stockSectionMessages = i18n('admin/inventory/stock-section', {
  stokBahan: 'Stok bahan',
  tambahBahan: '+ Tambah bahan',
  hanyaBahanDiBawah: 'Hanya bahan di bawah stok minimum',
  nama: 'Nama',
  sku: 'SKU',
  stok: 'Stok',
  satuan: 'Satuan',
  stokMin: 'Stok min.',
  aksi: 'Aksi',
});

interface StockSectionProps {
  tenantSlug: string;
  items: InventoryItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The stock list with its add form, or the stock count sheet (opname) in its place. */
export function StockSection({ tenantSlug, items, isPending, error, onRetry }: StockSectionProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(stockSectionMessages);
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
          {t.stokBahan}
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
              {inventoryTexts.countStart}
            </Button>
            <Button variant="primary" className="flex-auto" onClick={() => setAdding(true)}>
              {t.tambahBahan}
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
        <EmptyState>{inventoryTexts.empty}</EmptyState>
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
              label={t.hanyaBahanDiBawah}
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
              <HeaderCell>{t.nama}</HeaderCell>
              <HeaderCell>{t.sku}</HeaderCell>
              <HeaderCell className="text-right">{t.stok}</HeaderCell>
              <HeaderCell>{t.satuan}</HeaderCell>
              <HeaderCell className="text-right">{t.stokMin}</HeaderCell>
              <HeaderCell hidden>{t.aksi}</HeaderCell>
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
