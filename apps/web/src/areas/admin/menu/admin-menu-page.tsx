import { params } from '@nanostores/i18n';
import { orderedCategories } from '@meja/shared/menu-categories';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { fetchInventory, inventoryQueryKey } from '../../../api/inventory-api';
import { createMenuItem, fetchAdminMenu, menuQueryKey } from '../../../api/menu-api';
import { Button } from '../../../components/button/button';
import { LoadingState } from '../../../components/loading-state';
import { SuccessMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { MenuCopyPanel } from './menu-copy-panel';
import { MenuItemForm } from './menu-item-form';
import { MenuList } from './menu-list';
import { menuMessages } from './menu-messages';
import { OptionGroupsSection } from './option-groups-section';
import { useMenuCache } from './use-menu-cache';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const adminMenuPageMessages = i18n('admin/menu/admin-menu-page', {
  added: params('{saved}: {name} ditambahkan ke menu.'),
  gagalMemuatDaftarBahan: 'Gagal memuat daftar bahan.',
  aturMenuHargaDiskon:
    'Atur menu, harga, diskon, gambar dan resep (BOM). Food cost dan margin dihitung dari harga beli bahan terakhir.',
  tambahMenu: '+ Tambah menu',
  daftarMenu: 'Daftar menu',
});

/** /{tenantSlug}/admin/menu (SPEC §2 Admin menu): admin and super admin, not on KASIR_SAJA. */
export function AdminMenuPage() {
  return (
    <AdminSectionGate section="menu">
      <MenuScreen />
    </AdminSectionGate>
  );
}

function MenuScreen() {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(adminMenuPageMessages);
  const { tenant } = useAdminArea();
  const slug = tenant.slug;
  const cache = useMenuCache(slug);
  const menu = useQuery({ queryKey: menuQueryKey(slug), queryFn: () => fetchAdminMenu(slug) });
  const inventory = useQuery({ queryKey: inventoryQueryKey(slug), queryFn: () => fetchInventory(slug) });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const categories = orderedCategories(menu.data ?? []);
  const ingredients = inventory.data ?? [];
  const ingredientsError = inventory.isError ? messageOf(inventory.error, t.gagalMemuatDaftarBahan) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <PageHeading title={menuTexts.title} description={t.aturMenuHargaDiskon} />
        </div>
        {creating ? null : (
          <Button
            variant="primary"
            className="w-full shrink-0 sm:w-auto"
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {t.tambahMenu}
          </Button>
        )}
      </div>

      {created ? <SuccessMessage>{created}</SuccessMessage> : null}

      {creating ? (
        <div className="rounded-xl border border-(--tenant-accent) bg-white p-4 shadow-sm sm:p-5">
          <MenuItemForm
            tenantSlug={slug}
            categories={categories}
            ingredients={ingredients}
            ingredientsError={ingredientsError}
            submit={async (payload) => {
              const item = await createMenuItem(slug, payload);
              cache.add(item);
              setCreated(t.added({ saved: menuTexts.saved, name: item.name }));
            }}
            onDone={() => setCreating(false)}
            onCancel={() => setCreating(false)}
          />
        </div>
      ) : null}

      <OptionGroupsSection
        tenantSlug={slug}
        menu={menu.data ?? []}
        ingredients={ingredients}
        ingredientsError={ingredientsError}
      />

      <section aria-labelledby="menu-list-title" className="space-y-3">
        <h2 id="menu-list-title" className="text-lg font-bold text-stone-900">
          {t.daftarMenu}
        </h2>
        {menu.isPending ? (
          <LoadingState />
        ) : menu.isError ? (
          <QueryError error={menu.error} onRetry={() => void menu.refetch()} />
        ) : (
          <MenuList
            tenantSlug={slug}
            items={menu.data}
            categories={categories}
            ingredients={ingredients}
            ingredientsError={ingredientsError}
          />
        )}
      </section>

      <MenuCopyPanel tenantSlug={slug} tenantPackage={tenant.package} />
    </div>
  );
}
