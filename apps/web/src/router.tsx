import { createBrowserRouter } from 'react-router';
import { LandingPage } from './areas/site/landing/landing-page';
import { NotFoundPage } from './areas/site/not-found-page';
import { PricingPage } from './areas/site/pricing-page';
import { DinerPageLoad } from './components/diner-page-load';
import { RouteErrorPage } from './components/route-error-page';
import { SiteLayout } from './components/site-layout';
import * as Page from './lazy-pages';
import { POS_ROUTE_HANDLE, TENANT_ADMIN_ROUTE_HANDLE } from './lib/route-handles';

/** The whole route table of SPEC §2, and the password reset pages of issue 12. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      // In the first script, like the landing: the public site paints without waiting for a chunk.
      { path: 'pricing', element: <PricingPage /> },
      { path: 'register', element: <Page.RegisterPage /> },
      { path: 'login', element: <Page.LoginPage /> },
      // 'Lupa password' (issue 12): asked from /login and /pos/{slug}/login, reached from the mail.
      { path: 'forgot-password', element: <Page.ForgotPasswordPage /> },
      { path: 'reset-password', element: <Page.ResetPasswordPage /> },
      // Issue 14: after a login with a temporary password, before anything else.
      { path: 'change-password', element: <Page.ChangePasswordPage /> },

      { path: 'payment/:tenantSlug', element: <Page.PaymentPage /> },
      // The manual billing provider's paymentUrl: the invoice with its transfer instructions.
      { path: 'payment/:tenantSlug/invoice/:invoiceId', element: <Page.InvoicePage /> },
      { path: 'pay', element: <Page.PaymentPage /> },

      // The diner's pages are their own small app (diner.html): reached from here by a full page load.
      { path: ':tenantSlug/menu', element: <DinerPageLoad /> },
      { path: ':tenantSlug/menu/:itemId', element: <DinerPageLoad /> },
      { path: ':tenantSlug/cart', element: <DinerPageLoad /> },
      { path: ':tenantSlug/order-track', element: <DinerPageLoad /> },
      { path: ':tenantSlug/order-track/:orderId', element: <DinerPageLoad /> },

      { path: 'pos', element: <Page.PosStartPage />, handle: POS_ROUTE_HANDLE },
      { path: 'pos/:tenantSlug/login', element: <Page.PosLoginPage />, handle: POS_ROUTE_HANDLE },
      {
        path: 'pos/:tenantSlug',
        element: <Page.PosLayout />,
        handle: POS_ROUTE_HANDLE,
        children: [
          { index: true, element: <Page.PosDashboardPage /> },
          { path: 'shift', element: <Page.PosShiftPage /> },
          { path: 'reports', element: <Page.PosReportsPage /> },
        ],
      },

      {
        path: ':tenantSlug/admin',
        element: <Page.AdminLayout />,
        handle: TENANT_ADMIN_ROUTE_HANDLE,
        children: [
          { index: true, element: <Page.AdminHomePage /> },
          { path: 'orders', element: <Page.AdminOrdersPage /> },
          // The floor's tables (issue 20): part of the orders section, its own page.
          { path: 'tables', element: <Page.AdminTablesPage /> },
          { path: 'kitchen', element: <Page.AdminKitchenPage /> },
          { path: 'payments', element: <Page.AdminPaymentsPage /> },
          { path: 'inventory', element: <Page.AdminInventoryPage /> },
          { path: 'menu', element: <Page.AdminMenuPage /> },
          { path: 'users', element: <Page.AdminUsersPage /> },
          { path: 'marketing', element: <Page.AdminMarketingPage /> },
          { path: 'reports', element: <Page.AdminReportsPage /> },
          { path: 'reports/expenses', element: <Page.AdminExpensesPage /> },
          { path: 'payroll', element: <Page.AdminPayrollPage /> },
          { path: 'settings', element: <Page.AdminSettingsPage /> },
          // The printable sheet of QR table cards (issue 14).
          { path: 'settings/table-cards', element: <Page.AdminTableCardsPage /> },
          // Every staff member's own password (issue 14), linked from the top bar.
          { path: 'password', element: <Page.AdminPasswordPage /> },
        ],
      },

      {
        path: 'group/:groupSlug',
        element: <Page.GroupLayout />,
        children: [
          { index: true, element: <Page.GroupOverviewPage /> },
          { path: 'restaurants', element: <Page.GroupRestaurantsPage /> },
          { path: 'reports', element: <Page.GroupReportsPage /> },
          { path: 'users', element: <Page.GroupUsersPage /> },
          { path: 'settings', element: <Page.GroupSettingsPage /> },
        ],
      },

      {
        path: 'super-admin',
        element: <Page.SuperAdminLayout />,
        children: [
          { index: true, element: <Page.SuperAdminOverviewPage /> },
          { path: 'tenants', element: <Page.SuperAdminTenantsPage /> },
          { path: 'groups', element: <Page.SuperAdminGroupsPage /> },
          { path: 'billing', element: <Page.SuperAdminBillingPage /> },
          { path: 'users', element: <Page.SuperAdminUsersPage /> },
          { path: 'settings', element: <Page.SuperAdminSettingsPage /> },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
