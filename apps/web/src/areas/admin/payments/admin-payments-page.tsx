import { useBillSplits } from '../../../api/bill-split-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionMessages } from '../admin-sections';
import { FloorCallAlerts } from '../floor-calls/floor-call-alerts';
import { useStaffOrders } from '../orders/use-staff-orders';
import { RefreshIndicator } from '../refresh-indicator';
import { CreatePaymentSection } from './create-payment-section';
import { DiscountSettingsSection } from './discount-settings-section';
import { GatewaySection } from './gateway-section';
import { PaymentHistory } from './payment-history';
import { QrisStaticSection } from './qris-static-form';
import { ReceiptSection } from './receipt-section';
import { RestaurantProfileSection } from './restaurant-profile-section';
import { usePayments } from './use-payments';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const adminPaymentsPageMessages = i18n('admin/payments/admin-payments-page', {
  bayarPesananPerMeja: 'Bayar pesanan per meja, cetak struk gabungan, riwayat.',
});

/** /{tenantSlug}/admin/payments (SPEC §2 Admin payments): cashier, admin and super admin. */
export function AdminPaymentsPage() {
  return (
    <AdminSectionGate section="payments">
      <PaymentsScreen />
    </AdminSectionGate>
  );
}

function PaymentsScreen() {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(adminPaymentsPageMessages);
  const { tenant, user, sections } = useAdminArea();
  const slug = tenant.slug;
  const isAdmin = user.role === 'RESTAURANT_ADMIN' || user.role === 'SUPER_ADMIN';
  const orders = useStaffOrders(slug);
  const payments = usePayments(slug);
  // The open splits (one query with the payment section's): a part's receipt in the history.
  const splits = useBillSplits(slug);

  return (
    <div className="space-y-8">
      {/* The live stream, and the diners' calls ('Minta bill' above all) as banners (issue 20). */}
      <FloorCallAlerts tenantSlug={slug} />
      <div className="relative">
        <PageHeading title={sectionLabels.payments} description={t.bayarPesananPerMeja} />
        <RefreshIndicator
          active={(orders.isFetching && !orders.isPending) || (payments.isFetching && !payments.isPending)}
        />
      </div>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.error && !orders.data ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <CreatePaymentSection
            tenantSlug={slug}
            orders={orders.data ?? []}
            now={orders.dataUpdatedAt}
            role={user.role}
          />
          <ReceiptSection
            restaurant={{ name: tenant.name, address: tenant.address }}
            orders={orders.data ?? []}
            payments={payments.data ?? []}
            now={orders.dataUpdatedAt}
          />
        </>
      )}
      <PaymentHistory
        payments={payments.data}
        sources={{ orders: orders.data ?? [], splits: splits.data ?? [] }}
        restaurant={{ name: tenant.name, address: tenant.address }}
        isPending={payments.isPending}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
      {isAdmin ? <QrisStaticSection tenantSlug={slug} /> : null}
      {isAdmin ? <GatewaySection tenantSlug={slug} /> : null}
      {/* Issue 20: the cashier's discount limit and the admin's own PIN that approves above it. */}
      {isAdmin ? <DiscountSettingsSection tenantSlug={slug} /> : null}
      {/* Without the Settings section (KASIR_SAJA) the name, address and tax are set here. */}
      {isAdmin && !sections.includes('settings') ? <RestaurantProfileSection tenantSlug={slug} /> : null}
    </div>
  );
}
