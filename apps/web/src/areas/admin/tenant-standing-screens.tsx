import type { Role } from '@meja/shared/roles';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { UpgradePlans } from './upgrade-plans';

interface TrialExpiredScreenProps {
  tenantSlug: string;
  role: Role;
}

/** DESIGN §4: a BASIC tenant after its trial sees an upgrade screen with the plans instead of the admin pages. */
export function TrialExpiredScreen({ tenantSlug, role }: TrialExpiredScreenProps) {
  const restaurantAdmin = role === 'RESTAURANT_ADMIN';
  return (
    <div>
      <StatusScreen
        title="Masa uji coba berakhir"
        tone="warning"
        variant="embedded"
        actions={
          role === 'SUPER_ADMIN' ? (
            <ButtonLink to="/super-admin/tenants" variant="secondary">
              Kelola tenant
            </ButtonLink>
          ) : null
        }
      >
        {restaurantAdmin ? (
          <p>
            Masa uji coba gratis paket BASIC untuk restoran ini sudah selesai. Pilih paket di bawah untuk
            kembali memakai Meja; data Anda tetap aman.
          </p>
        ) : (
          <p>
            Masa uji coba restoran ini sudah selesai. Hubungi admin restoran Anda untuk meng-upgrade paket.
          </p>
        )}
      </StatusScreen>
      {restaurantAdmin ? <UpgradePlans tenantSlug={tenantSlug} /> : null}
    </div>
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
