import type { PeriodKind } from '@meja/shared/lifecycle';
import type { Role } from '@meja/shared/roles';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { UpgradePlans } from './upgrade-plans';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const tenantStandingScreensMessages = i18n('admin/tenant-standing-screens', {
  masaUjiCobaBerakhir: 'Masa uji coba berakhir',
  kelolaTenant: 'Kelola tenant',
  masaUjiCobaGratis:
    'Masa uji coba gratis paket BASIC untuk restoran ini sudah selesai. Pilih paket di bawah untuk kembali memakai Meja; data Anda tetap aman.',
  masaUjiCobaRestoran:
    'Masa uji coba restoran ini sudah selesai. Hubungi admin restoran Anda untuk meng-upgrade paket.',
  masaLanggananBerakhir: 'Masa langganan berakhir',
  masaLanggananAdmin:
    'Masa langganan restoran ini dan masa tenggangnya sudah habis. Bayar paket di bawah untuk langsung membuka akses kembali; data Anda tetap aman.',
  masaLanggananStaf:
    'Masa langganan restoran ini sudah habis. Hubungi admin restoran Anda untuk melakukan pembayaran.',
  restoranDinonaktifkan: 'Restoran dinonaktifkan',
  restoranIniSedangDinonaktifkan:
    'Restoran ini sedang dinonaktifkan sehingga halaman admin tidak dapat dibuka.',
  hubungiTimMejaUntuk: 'Hubungi tim Meja untuk mengaktifkannya kembali.',
});

interface TrialExpiredScreenProps {
  tenantSlug: string;
  role: Role;
  /** Which period ended (and its grace days): a BASIC trial or a paid period. */
  kind: PeriodKind;
}

/**
 * DESIGN §4: a tenant blocked after its trial (or paid period) and the grace days sees an upgrade
 * screen with the plans instead of the admin pages.
 */
export function TrialExpiredScreen({ tenantSlug, role, kind }: TrialExpiredScreenProps) {
  const t = useMessages(tenantStandingScreensMessages);
  const restaurantAdmin = role === 'RESTAURANT_ADMIN';
  const adminText = kind === 'paid' ? t.masaLanggananAdmin : t.masaUjiCobaGratis;
  const staffText = kind === 'paid' ? t.masaLanggananStaf : t.masaUjiCobaRestoran;
  return (
    <div>
      <StatusScreen
        title={kind === 'paid' ? t.masaLanggananBerakhir : t.masaUjiCobaBerakhir}
        tone="warning"
        variant="embedded"
        actions={
          role === 'SUPER_ADMIN' ? (
            <ButtonLink to="/super-admin/tenants" variant="secondary">
              {t.kelolaTenant}
            </ButtonLink>
          ) : null
        }
      >
        {restaurantAdmin ? <p>{adminText}</p> : <p>{staffText}</p>}
      </StatusScreen>
      {restaurantAdmin ? <UpgradePlans tenantSlug={tenantSlug} /> : null}
    </div>
  );
}

/** The restaurant was deactivated by the platform. */
export function TenantInactiveScreen() {
  const t = useMessages(tenantStandingScreensMessages);
  return (
    <StatusScreen title={t.restoranDinonaktifkan} tone="danger" variant="embedded">
      <p>{t.restoranIniSedangDinonaktifkan}</p>
      <p>{t.hubungiTimMejaUntuk}</p>
    </StatusScreen>
  );
}
