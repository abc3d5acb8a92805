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
import { ADMIN_SECTION_LABELS } from '../admin-sections';
import { useFloorLive } from '../floor-live';
import { RefreshIndicator } from '../refresh-indicator';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderRow } from './order-row';
import { useStaffOrders } from './use-staff-orders';

/** /{tenantSlug}/admin/orders (SPEC §2 Admin orders): cashier, admin and super admin. */
export function AdminOrdersPage() {
  return (
    <AdminSectionGate section="orders">
      <OrdersScreen />
    </AdminSectionGate>
  );
}

const COLUMNS: { label: string; className?: string; width: string }[] = [
  { label: 'Order', width: 'xl:w-22' },
  { label: 'Meja', width: 'xl:w-24' },
  { label: 'Total', className: 'text-right', width: 'xl:w-28' },
  { label: 'Dapur', width: 'xl:w-44' },
  { label: 'Pembayaran', width: 'xl:w-32' },
  { label: 'Konfirmasi', width: 'xl:w-36' },
  { label: 'Waktu', width: 'xl:w-18' },
  { label: 'Aksi', width: 'xl:w-28' },
];

function OrdersScreen() {
  const { tenant, user } = useAdminArea();
  const slug = tenant.slug;
  const orders = useStaffOrders(slug);
  useFloorLive(slug);
  const [detailId, setDetailId] = useState<string | null>(null);
  const list = orders.data ?? [];

  return (
    <div>
      <div className="relative">
        <PageHeading
          title={ADMIN_SECTION_LABELS.orders}
          description="Pesanan aktif dan yang selesai dalam 3 hari terakhir. Diperbarui otomatis."
        />
        <RefreshIndicator active={orders.isFetching && !orders.isPending} />
      </div>

      {orders.isPending ? (
        <LoadingState />
      ) : orders.error && !orders.data ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>Belum ada pesanan</EmptyState>
      ) : (
        <>
          {orders.error ? <QueryError error={orders.error} onRetry={() => void orders.refetch()} /> : null}
          <ResponsiveTable from="xl" className="text-sm">
            <caption className="sr-only">Daftar pesanan</caption>
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
