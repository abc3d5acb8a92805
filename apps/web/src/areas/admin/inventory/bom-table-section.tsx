import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { compareCategories, displayCategory } from '@meja/shared/menu-categories';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bomTableQueryKey, fetchBomTable } from '../../../api/inventory-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { formatQty } from '../../../lib/format-number';
import { FoodCostSummary } from '../bom/food-cost-summary';
import { inventoryMessages } from './inventory-messages';
import { QuickBomEditor } from './quick-bom-editor';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const bomTableSectionMessages = i18n('admin/inventory/bom-table-section', {
  bomMenu: 'BOM menu',
  resepPerPorsiTiap:
    'Resep per porsi tiap menu. Stok bahan berkurang otomatis saat menu terjual; food cost memakai harga beli terakhir.',
  menu: 'Menu',
  bahanPerPorsi: 'Bahan per porsi',
  foodCostMargin: 'Food cost · Margin',
  aksi: 'Aksi',
  nonaktif: ' · Nonaktif',
  belumAdaBom: 'Belum ada BOM',
  editBom: 'Edit BOM',
});

interface BomTableSectionProps {
  tenantSlug: string;
  ingredients: readonly InventoryItem[];
}

/** SPEC §2: every menu item with its BOM, food cost and margin; 'Edit BOM' jumps to the editor. */
export function BomTableSection({ tenantSlug, ingredients }: BomTableSectionProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(bomTableSectionMessages);
  const table = useQuery({
    queryKey: bomTableQueryKey(tenantSlug),
    queryFn: () => fetchBomTable(tenantSlug),
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [jump, setJump] = useState(0);
  const editorRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstSelectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (jump === 0) return;
    editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const target = firstSelectRef.current ?? headingRef.current;
    target?.focus({ preventScroll: true });
  }, [jump]);

  const items = [...(table.data ?? [])].sort(
    (a, b) =>
      compareCategories(displayCategory(a.category), displayCategory(b.category)) ||
      a.name.localeCompare(b.name, 'id-ID'),
  );
  const editing = items.find((item) => item._id === editingId) ?? null;

  return (
    <section id="bom" aria-labelledby="bom-title" className="scroll-mt-28 space-y-4">
      <div>
        <h2 id="bom-title" className="text-xl font-bold text-stone-900">
          {t.bomMenu}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t.resepPerPorsiTiap}</p>
      </div>
      {table.isPending ? (
        <LoadingState />
      ) : table.isError ? (
        <QueryError error={table.error} onRetry={() => void table.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{inventoryTexts.emptyMenu}</EmptyState>
      ) : (
        <ResponsiveTable from="lg" className="text-sm">
          <colgroup>
            <col className="lg:w-52" />
            <col />
            <col className="lg:w-52" />
            <col className="lg:w-36" />
          </colgroup>
          <TableHead>
            <HeaderCell>{t.menu}</HeaderCell>
            <HeaderCell>{t.bahanPerPorsi}</HeaderCell>
            <HeaderCell>{t.foodCostMargin}</HeaderCell>
            <HeaderCell hidden>{t.aksi}</HeaderCell>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={item._id}
                data-bom-item={item.name}
                tone="plain"
                className={`grid grid-cols-2 gap-x-4 gap-y-3 p-4 ${item._id === editingId ? 'ring-2 ring-(--tenant-accent) lg:ring-inset' : ''}`}
              >
                <TableCell className="col-span-2">
                  <p className="font-semibold text-stone-900">{item.name}</p>
                  <p className="text-xs text-stone-600">
                    {displayCategory(item.category)}
                    {item.isActive ? '' : t.nonaktif}
                  </p>
                </TableCell>
                <TableCell className="col-span-2">
                  {item.bom.length === 0 ? (
                    <p className="text-stone-600">{t.belumAdaBom}</p>
                  ) : (
                    <ul className="space-y-0.5">
                      {item.bom.map((line) => (
                        <li key={line.inventoryItemId} className="text-stone-800">
                          {line.name}{' '}
                          <span className="tabular-nums text-stone-600">
                            {formatQty(line.qty)} {line.unit}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </TableCell>
                <TableCell className="col-span-2">
                  <FoodCostSummary
                    foodCost={item.foodCost}
                    marginPercent={item.marginPercent}
                    lines={item.bom.length}
                    missingPrice={item.bom.some((line) => line.unitCost === null)}
                    stackFrom="lg"
                  />
                </TableCell>
                <TableCell className="col-span-2">
                  <Button
                    variant="secondary"
                    className="w-full whitespace-nowrap"
                    onClick={() => {
                      setEditingId(item._id);
                      setJump((count) => count + 1);
                    }}
                  >
                    {t.editBom}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
      <div ref={editorRef} id="bom-editor" className="scroll-mt-28">
        {editing ? (
          <QuickBomEditor
            key={editing._id}
            tenantSlug={tenantSlug}
            item={editing}
            ingredients={ingredients}
            headingRef={headingRef}
            firstSelectRef={firstSelectRef}
            onClose={() => setEditingId(null)}
          />
        ) : null}
      </div>
    </section>
  );
}
