import { lazyNamed } from './lib/lazy-named';

/* Every area is its own chunk so the landing page stays small. */

export const LoginPage = lazyNamed(
  () => import('./areas/auth/login-page'),
  (m) => m.LoginPage,
);
export const RegisterPage = lazyNamed(
  () => import('./areas/auth/register-page'),
  (m) => m.RegisterPage,
);
export const ForgotPasswordPage = lazyNamed(
  () => import('./areas/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyNamed(
  () => import('./areas/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const ChangePasswordPage = lazyNamed(
  () => import('./areas/auth/change-password-page'),
  (m) => m.ChangePasswordPage,
);

export const PaymentPage = lazyNamed(
  () => import('./areas/payment/payment-page'),
  (m) => m.PaymentPage,
);
export const InvoicePage = lazyNamed(
  () => import('./areas/payment/invoice-page'),
  (m) => m.InvoicePage,
);

/* The POS: its login, the shell with the dashboard, and the shift and reports pages. */
export const PosLoginPage = lazyNamed(
  () => import('./areas/pos/login/pos-login-page'),
  (m) => m.PosLoginPage,
);
export const PosStartPage = lazyNamed(
  () => import('./areas/pos/shell/pos-start-page'),
  (m) => m.PosStartPage,
);
export const PosLayout = lazyNamed(
  () => import('./areas/pos/shell/pos-layout'),
  (m) => m.PosLayout,
);
export const PosDashboardPage = lazyNamed(
  () => import('./areas/pos/dashboard/pos-dashboard-page'),
  (m) => m.PosDashboardPage,
);
export const PosShiftPage = lazyNamed(
  () => import('./areas/pos/shift/pos-shift-page'),
  (m) => m.PosShiftPage,
);
export const PosReportsPage = lazyNamed(
  () => import('./areas/pos/reports/pos-reports-page'),
  (m) => m.PosReportsPage,
);

export const AdminLayout = lazyNamed(
  () => import('./areas/admin/admin-layout'),
  (m) => m.AdminLayout,
);
export const AdminHomePage = lazyNamed(
  () => import('./areas/admin/admin-home-page'),
  (m) => m.AdminHomePage,
);
export const AdminOrdersPage = lazyNamed(
  () => import('./areas/admin/orders/admin-orders-page'),
  (m) => m.AdminOrdersPage,
);
/** The floor's tables (issue 20), in the orders section. */
export const AdminTablesPage = lazyNamed(
  () => import('./areas/admin/tables/admin-tables-page'),
  (m) => m.AdminTablesPage,
);
export const AdminKitchenPage = lazyNamed(
  () => import('./areas/admin/kitchen/admin-kitchen-page'),
  (m) => m.AdminKitchenPage,
);
export const AdminPaymentsPage = lazyNamed(
  () => import('./areas/admin/payments/admin-payments-page'),
  (m) => m.AdminPaymentsPage,
);
export const AdminInventoryPage = lazyNamed(
  () => import('./areas/admin/inventory/admin-inventory-page'),
  (m) => m.AdminInventoryPage,
);
export const AdminMenuPage = lazyNamed(
  () => import('./areas/admin/menu/admin-menu-page'),
  (m) => m.AdminMenuPage,
);
export const AdminUsersPage = lazyNamed(
  () => import('./areas/admin/users/admin-users-page'),
  (m) => m.AdminUsersPage,
);
export const AdminPasswordPage = lazyNamed(
  () => import('./areas/admin/account/admin-password-page'),
  (m) => m.AdminPasswordPage,
);
export const AdminMarketingPage = lazyNamed(
  () => import('./areas/admin/marketing/admin-marketing-page'),
  (m) => m.AdminMarketingPage,
);
export const AdminReportsPage = lazyNamed(
  () => import('./areas/admin/reports/admin-reports-page'),
  (m) => m.AdminReportsPage,
);
export const AdminExpensesPage = lazyNamed(
  () => import('./areas/admin/reports/admin-expenses-page'),
  (m) => m.AdminExpensesPage,
);
export const AdminPayrollPage = lazyNamed(
  () => import('./areas/admin/payroll/admin-payroll-page'),
  (m) => m.AdminPayrollPage,
);
export const AdminSettingsPage = lazyNamed(
  () => import('./areas/admin/settings/admin-settings-page'),
  (m) => m.AdminSettingsPage,
);
export const AdminTableCardsPage = lazyNamed(
  () => import('./areas/admin/settings/table-cards-page'),
  (m) => m.AdminTableCardsPage,
);

export const GroupLayout = lazyNamed(
  () => import('./areas/group/group-layout'),
  (m) => m.GroupLayout,
);
const groupPages = () => import('./areas/group/group-pages');
export const GroupOverviewPage = lazyNamed(groupPages, (m) => m.GroupOverviewPage);
export const GroupRestaurantsPage = lazyNamed(groupPages, (m) => m.GroupRestaurantsPage);
export const GroupReportsPage = lazyNamed(groupPages, (m) => m.GroupReportsPage);
export const GroupUsersPage = lazyNamed(groupPages, (m) => m.GroupUsersPage);
export const GroupSettingsPage = lazyNamed(groupPages, (m) => m.GroupSettingsPage);

export const SuperAdminLayout = lazyNamed(
  () => import('./areas/super-admin/super-admin-layout'),
  (m) => m.SuperAdminLayout,
);
export const SuperAdminOverviewPage = lazyNamed(
  () => import('./areas/super-admin/overview/super-admin-overview-page'),
  (m) => m.SuperAdminOverviewPage,
);
export const SuperAdminTenantsPage = lazyNamed(
  () => import('./areas/super-admin/tenants/platform-tenants-page'),
  (m) => m.PlatformTenantsPage,
);
export const SuperAdminGroupsPage = lazyNamed(
  () => import('./areas/super-admin/groups/groups-page'),
  (m) => m.SuperAdminGroupsPage,
);
export const SuperAdminBillingPage = lazyNamed(
  () => import('./areas/super-admin/billing/super-admin-billing-page'),
  (m) => m.SuperAdminBillingPage,
);
export const SuperAdminUsersPage = lazyNamed(
  () => import('./areas/super-admin/users/platform-users-page'),
  (m) => m.SuperAdminUsersPage,
);
export const SuperAdminSettingsPage = lazyNamed(
  () => import('./areas/super-admin/settings/platform-settings-page'),
  (m) => m.PlatformSettingsPage,
);
