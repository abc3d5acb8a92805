import { packageHasSection } from '@meja/shared/access';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionMessages } from '../admin-sections';
import { FloorCallAlerts } from '../floor-calls/floor-call-alerts';
import { SoundToggle } from '../floor-calls/sound-toggle';
import { RefreshIndicator } from '../refresh-indicator';
import { KitchenTicketsPanel, TicketFailures } from '../kitchen/kitchen-tickets-panel';
import { useKitchenTickets } from '../kitchen/use-kitchen-tickets';
import { OrderDetailDialog } from './order-detail-dialog';
import { kitchenOrders } from './order-display';
import { OrderRow } from './order-row';
import { useStaffOrders } from './use-staff-orders';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const adminOrdersPageMessages = i18n('admin/orders/admin-orders-page', {
  order: 'Order',
  meja: 'Meja',
  total: 'Total',
  dapur: 'Dapur',
  pembayaran: 'Pembayaran',
  konfirmasi: 'Konfirmasi',
  waktu: 'Waktu',
  aksi: 'Aksi',
  pesananAktifDanYang: 'Pesanan aktif dan yang selesai dalam 3 hari terakhir. Diperbarui otomatis.',
  belumAdaPesanan: 'Belum ada pesanan',
  daftarPesanan: 'Daftar pesanan',
});

/** /{tenantSlug}/admin/orders (SPEC §2 Admin orders): cashier, admin and super admin. */
export function AdminOrdersPage() {
  return (
    <AdminSectionGate section="orders">
      <OrdersScreen />
    </AdminSectionGate>
  );
}

const COLUMNS: { label: string; className?: string; width: string }[] = [
  { label: adminOrdersPageMessages.get().order, width: 'xl:w-22' },
  { label: adminOrdersPageMessages.get().meja, width: 'xl:w-24' },
  { label: adminOrdersPageMessages.get().total, className: 'text-right', width: 'xl:w-28' },
  { label: adminOrdersPageMessages.get().dapur, width: 'xl:w-44' },
  { label: adminOrdersPageMessages.get().pembayaran, width: 'xl:w-32' },
  { label: adminOrdersPageMessages.get().konfirmasi, width: 'xl:w-36' },
  { label: adminOrdersPageMessages.get().waktu, width: 'xl:w-18' },
  { label: adminOrdersPageMessages.get().aksi, width: 'xl:w-28' },
];

function OrdersScreen() {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(adminOrdersPageMessages);
  const { tenant, user, sections } = useAdminArea();
  const slug = tenant.slug;
  const orders = useStaffOrders(slug);
  const [detailId, setDetailId] = useState<string | null>(null);
  const list = orders.data ?? [];
  // Issue 21: a device at the counter may print the kitchen's tickets too (its printer panel),
  // where the package has a kitchen.
  const hasKitchen = packageHasSection(tenant.package, 'kitchen');
  const tickets = useKitchenTickets({
    tenantSlug: slug,
    canReadAdminMenu: sections.includes('menu'),
    cards: hasKitchen ? kitchenOrders(list) : [],
    loaded: orders.isSuccess,
  });

  return (
    <div>
      <div className="relative">
        <PageHeading title={sectionLabels.orders} description={t.pesananAktifDanYang} />
        <RefreshIndicator active={orders.isFetching && !orders.isPending} />
      </div>
      {/* The live stream, and the diners' calls as banners with their sound (issue 20). */}
      <FloorCallAlerts tenantSlug={slug} />
      <div className="mb-4 flex flex-wrap items-center justify-end gap-3">
        {hasKitchen ? <KitchenTicketsPanel tickets={tickets} /> : null}
        <SoundToggle />
      </div>
      <TicketFailures tickets={tickets} />

      {orders.isPending ? (
        <LoadingState />
      ) : orders.error && !orders.data ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t.belumAdaPesanan}</EmptyState>
      ) : (
        <>
          {orders.error ? <QueryError error={orders.error} onRetry={() => void orders.refetch()} /> : null}
          <ResponsiveTable from="xl" className="text-sm">
            <caption className="sr-only">{t.daftarPesanan}</caption>
            <colgroup>
              {COLUMNS.map((column) => (
                <col key={column.label} className={column.width} />
              ))}
            </colgroup>
            <TableHead>
              {COLUMNS.map((column) => (
                <HeaderCell key={column.label} className={column.className}>
                  {column.label}
                </HeaderCell>
              ))}
            </TableHead>
            <TableBody>
              {list.map((order) => (
                <OrderRow
                  key={order._id}
                  tenantSlug={slug}
                  order={order}
                  now={orders.dataUpdatedAt}
                  onOpenDetail={setDetailId}
                />
              ))}
            </TableBody>
          </ResponsiveTable>
        </>
      )}

      {detailId ? (
        <OrderDetailDialog
          tenantSlug={slug}
          role={user.role}
          order={list.find((order) => order._id === detailId) ?? null}
          onClose={() => setDetailId(null)}
        />
      ) : null}
    </div>
  );
}
