import type { Role } from '@meja/shared/roles';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import { StatusScreen } from '../../components/status-screen';

interface TrialExpiredScreenProps {
  tenantSlug: string;
  role: Role;
}

/** DESIGN §4: a BASIC tenant after its trial sees an upgrade screen instead of the admin pages. */
export function TrialExpiredScreen({ tenantSlug, role }: TrialExpiredScreenProps) {
  const paymentHref = `/payment/${encodeURIComponent(tenantSlug)}`;
  return (
    <StatusScreen
      title="Masa uji coba berakhir"
      tone="warning"
      variant="embedded"
      actions={
        role === 'RESTAURANT_ADMIN' ? (
          <>
            <Link to={paymentHref} className={primaryButtonClass}>
              Upgrade paket sekarang
            </Link>
            <Link to="/pricing" className={secondaryButtonClass}>
              Lihat harga paket
            </Link>
          </>
        ) : role === 'SUPER_ADMIN' ? (
          <Link to="/super-admin/tenants" className={secondaryButtonClass}>
            Kelola tenant
          </Link>
        ) : null
      }
    >
      {role === 'RESTAURANT_ADMIN' ? (
        <p>
          Masa uji coba gratis paket BASIC untuk restoran ini sudah selesai. Upgrade paket untuk kembali
          memakai Meja; data Anda tetap aman.
        </p>
      ) : (
        <p>Masa uji coba restoran ini sudah selesai. Hubungi admin restoran Anda untuk meng-upgrade paket.</p>
      )}
    </StatusScreen>
  );
}

/** The restaurant was deactivated by the platform. */
export function TenantInactiveScreen() {
  return (
    <StatusScreen title="Restoran dinonaktifkan" tone="danger" variant="embedded">
      <p>Restoran ini sedang dinonaktifkan sehingga halaman admin tidak dapat dibuka.</p>
      <p>Hubungi tim Meja untuk mengaktifkannya kembali.</p>
    </StatusScreen>
  );
}
