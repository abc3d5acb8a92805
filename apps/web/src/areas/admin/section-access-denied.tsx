import type { AdminSection } from '@meja/shared/access';
import { PACKAGE_LABELS, upgradeHref } from '@meja/shared/plans';
import { ButtonLink } from '../../components/button/button-link';
import { DocumentTitle } from '../../components/document-title';
import { useAdminArea } from './admin-area-context';
import { ADMIN_SECTION_LABELS, adminSectionPath } from './admin-sections';

/** The role may not open this section: the page is not rendered at all. */
export function SectionRoleDenied() {
  const { tenant, sections } = useAdminArea();
  const firstSection = sections[0];
  return (
    <div>
      <DocumentTitle title="Akses ditolak" />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Akses ditolak</h1>
      <p className="mt-3 text-stone-700">Anda tidak punya akses ke halaman ini.</p>
      {firstSection ? (
        <div className="mt-6">
          <ButtonLink to={adminSectionPath(tenant.slug, firstSection)} variant="secondary">
            Buka {ADMIN_SECTION_LABELS[firstSection]}
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
  const { tenant, user } = useAdminArea();
  const label = ADMIN_SECTION_LABELS[section];
  return (
    <div>
      <DocumentTitle title={`${label} tidak tersedia`} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">
        {label} tidak tersedia di paket Anda
      </h1>
      <p className="mt-3 text-stone-700">
        Fitur {label} tidak termasuk dalam paket {PACKAGE_LABELS[tenant.package]}.{' '}
        {user.role === 'RESTAURANT_ADMIN'
          ? 'Upgrade paket untuk membukanya.'
          : 'Hubungi admin restoran Anda untuk meng-upgrade paket.'}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {user.role === 'RESTAURANT_ADMIN' ? (
          <ButtonLink to={upgradeHref(tenant.package, tenant.slug)} variant="primary">
            Upgrade paket
          </ButtonLink>
        ) : null}
        <ButtonLink to="/pricing" variant="secondary">
          Bandingkan paket
        </ButtonLink>
      </div>
    </div>
  );
}
