import { AreaPlaceholderPage } from '../../components/placeholder-page';
import { AdminSectionGate } from './admin-section-gate';
import { ADMIN_SECTION_LABELS } from './admin-sections';

/* The section pages of the tenant admin area. Later issues replace each placeholder with the page. */

export function AdminUsersPage() {
  return (
    <AdminSectionGate section="users">
      <AreaPlaceholderPage title={ADMIN_SECTION_LABELS.users} />
    </AdminSectionGate>
  );
}

export function AdminMarketingPage() {
  return (
    <AdminSectionGate section="marketing">
      <AreaPlaceholderPage title={ADMIN_SECTION_LABELS.marketing} />
    </AdminSectionGate>
  );
}

export function AdminReportsPage() {
  return (
    <AdminSectionGate section="reports">
      <AreaPlaceholderPage title={ADMIN_SECTION_LABELS.reports} />
    </AdminSectionGate>
  );
}

export function AdminPayrollPage() {
  return (
    <AdminSectionGate section="payroll">
      <AreaPlaceholderPage title={ADMIN_SECTION_LABELS.payroll} />
    </AdminSectionGate>
  );
}
