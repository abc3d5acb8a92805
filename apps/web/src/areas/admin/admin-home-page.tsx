import { decideSection } from '@meja/shared/access';
import { useAdminArea } from './admin-area-context';
import { AdminDashboard } from './dashboard/admin-dashboard-page';
import { StaffStartPanel } from './staff-start-panel';
import { SubscriptionCard } from './subscription-card';

/**
 * /{tenantSlug}/admin: the dashboard for admins. Staff whose role has no dashboard (cashier,
 * kitchen, inventory) land here after login, so they get a start panel with their own sections
 * instead of a refusal.
 */
export function AdminHomePage() {
  const { user, tenant } = useAdminArea();
  if (decideSection(user.role, tenant.package, 'dashboard') !== 'allow') return <StaffStartPanel />;
  return (
    <>
      {/* The restaurant admin sees until when the package is paid (issue 15). */}
      {user.role === 'RESTAURANT_ADMIN' ? <SubscriptionCard tenant={tenant} /> : null}
      <AdminDashboard />
    </>
  );
}
