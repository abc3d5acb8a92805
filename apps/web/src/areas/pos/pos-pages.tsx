import { Outlet } from 'react-router';
import { AreaPlaceholderPage, PlaceholderPage } from '../../components/placeholder-page';

/* The cashier point of sale. Later issues replace each placeholder. */

export function PosLoginPage() {
  return <PlaceholderPage title="Login Kasir" />;
}

export function PosLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <Outlet />
    </div>
  );
}

export function PosDashboardPage() {
  return <AreaPlaceholderPage title="Kasir (POS)" />;
}

export function PosShiftPage() {
  return <AreaPlaceholderPage title="Shift" />;
}

export function PosReportsPage() {
  return <AreaPlaceholderPage title="Reports" />;
}
