import { decideSection } from '@meja/shared/access';
import { useAdminArea } from './admin-area-context';
import { AdminDashboard } from './dashboard/admin-dashboard-page';
import { StaffStartPanel } from './staff-start-panel';

/**
 * /{tenantSlug}/admin: the dashboard for admins. Staff whose role has no dashboard (cashier,
 * kitchen, inventory) land here after login, so they get a start panel with their own sections
 * instead of a refusal.
 */
export function AdminHomePage() {
  const { user, tenant } = useAdminArea();
  if (decideSection(user.role, tenant.package, 'dashboard') !== 'allow') return <StaffStartPanel />;
  return <AdminDashboard />;
}
