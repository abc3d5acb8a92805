import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchInventory, inventoryQueryKey } from '../../../api/inventory-api';
import { PageHeading } from '../../../components/page-heading';
import { isoDaysBefore, toIsoDate } from '../../../lib/local-date';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { BomTableSection } from './bom-table-section';
import { inventoryMessages } from './inventory-messages';
import { PurchaseForm } from './purchase-form';
import { PurchaseList } from './purchase-list';
import { StockSection } from './stock-section';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const adminInventoryPageMessages = i18n('admin/inventory/admin-inventory-page', {
  stokBahanBakuBelanja: 'Stok bahan baku, belanja bahan dan resep (BOM) tiap menu.',
  bagianHalaman: 'Bagian halaman',
  stokBahan: 'Stok bahan',
  belanja: 'Belanja',
  bomMenu: 'BOM menu',
});

/** /{tenantSlug}/admin/inventory (SPEC §2 Admin inventory): inventory staff, admin and super admin. */
export function AdminInventoryPage() {
  return (
    <AdminSectionGate section="inventory">
      <InventoryScreen />
    </AdminSectionGate>
  );
}

const JUMP_LINK =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-stone-300 bg-white px-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 sm:px-4';

function InventoryScreen() {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(adminInventoryPageMessages);
  const { tenant } = useAdminArea();
  const slug = tenant.slug;
  const inventory = useQuery({ queryKey: inventoryQueryKey(slug), queryFn: () => fetchInventory(slug) });
  // The purchase window is fixed when the page opens: the last 30 days including today.
  const [range] = useState(() => {
    const now = new Date();
    return { start: isoDaysBefore(now, 29), end: toIsoDate(now) };
  });
  const ingredients = inventory.data ?? [];
  const belowMin = ingredients.filter((item) => item.belowMin).length;
  const negative = ingredients.filter((item) => item.stock < 0).length;
  const units = new Map(ingredients.map((item) => [item._id, item.unit]));

  return (
    <div className="space-y-8">
      <div>
        <PageHeading title={inventoryTexts.title} description={t.stokBahanBakuBelanja} />
        <div className="-mt-2 flex flex-wrap items-center gap-x-4 gap-y-3">
          {negative > 0 ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-red-800 px-3 py-1.5 text-sm font-semibold text-white">
              <span aria-hidden="true" className="size-2 rounded-full bg-white" />
              {inventoryTexts.negative({ count: negative })}
            </p>
          ) : null}
          {belowMin > 0 ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-red-100 px-3 py-1.5 text-sm font-semibold text-red-900">
              <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
              {inventoryTexts.belowMin({ count: belowMin })}
            </p>
          ) : null}
          <nav aria-label={t.bagianHalaman} className="flex flex-wrap gap-1.5 sm:gap-2">
            <a href="#stok" className={JUMP_LINK}>
              {t.stokBahan}
            </a>
            <a href="#belanja" className={JUMP_LINK}>
              {t.belanja}
            </a>
            <a href="#bom" className={JUMP_LINK}>
              {t.bomMenu}
            </a>
          </nav>
        </div>
      </div>

      <StockSection
        tenantSlug={slug}
        items={inventory.data}
        isPending={inventory.isPending}
        error={inventory.error}
        onRetry={() => void inventory.refetch()}
      />

      <section
        id="belanja"
        className="scroll-mt-28 space-y-6 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5"
      >
        <PurchaseForm tenantSlug={slug} ingredients={ingredients} />
        <PurchaseList tenantSlug={slug} start={range.start} end={range.end} units={units} />
      </section>

      <BomTableSection tenantSlug={slug} ingredients={ingredients} />
    </div>
  );
}
