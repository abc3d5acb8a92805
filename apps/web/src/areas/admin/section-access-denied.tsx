import type { AdminSection } from '@meja/shared/access';
import { PACKAGE_LABELS, upgradeHref } from '@meja/shared/plans';
import { ButtonLink } from '../../components/button/button-link';
import { DocumentTitle } from '../../components/document-title';
import { useAdminArea } from './admin-area-context';
import { adminSectionMessages, adminSectionPath } from './admin-sections';
import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const sectionAccessDeniedMessages = i18n('admin/section-access-denied', {
  aksesDitolak: 'Akses ditolak',
  andaTidakPunyaAkses: 'Anda tidak punya akses ke halaman ini.',
  buka: 'Buka ',
  tidakTersedia: params('{label} tidak tersedia'),
  tidakTersediaDiPaket: ' tidak tersedia di paket Anda',
  fitur: 'Fitur ',
  tidakTermasukDalamPaket: ' tidak termasuk dalam paket ',
  upgradePaketUntukMembukanya: 'Upgrade paket untuk membukanya.',
  hubungiAdminRestoranAnda: 'Hubungi admin restoran Anda untuk meng-upgrade paket.',
  upgradePaket: 'Upgrade paket',
  bandingkanPaket: 'Bandingkan paket',
});

/** The role may not open this section: the page is not rendered at all. */
export function SectionRoleDenied() {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(sectionAccessDeniedMessages);
  const { tenant, sections } = useAdminArea();
  const firstSection = sections[0];
  return (
    <div>
      <DocumentTitle title={t.aksesDitolak} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.aksesDitolak}</h1>
      <p className="mt-3 text-stone-700">{t.andaTidakPunyaAkses}</p>
      {firstSection ? (
        <div className="mt-6">
          <ButtonLink to={adminSectionPath(tenant.slug, firstSection)} variant="secondary">
            {t.buka}
            {sectionLabels[firstSection]}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

interface SectionNotInPackageProps {
  section: AdminSection;
}

/** The role may open it, but the tenant's package does not include it (e.g. KASIR_SAJA). */
export function SectionNotInPackage({ section }: SectionNotInPackageProps) {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(sectionAccessDeniedMessages);
  const { tenant, user } = useAdminArea();
  const label = sectionLabels[section];
  return (
    <div>
      <DocumentTitle title={t.tidakTersedia({ label })} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">
        {label} {t.tidakTersediaDiPaket}
      </h1>
      <p className="mt-3 text-stone-700">
        {t.fitur}
        {label} {t.tidakTermasukDalamPaket}
        {PACKAGE_LABELS[tenant.package]}.{' '}
        {user.role === 'RESTAURANT_ADMIN' ? t.upgradePaketUntukMembukanya : t.hubungiAdminRestoranAnda}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {user.role === 'RESTAURANT_ADMIN' ? (
          <ButtonLink to={upgradeHref(tenant.package, tenant.slug)} variant="primary">
            {t.upgradePaket}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/pricing" variant="secondary">
          {t.bandingkanPaket}
        </ButtonLink>
      </div>
    </div>
  );
}
