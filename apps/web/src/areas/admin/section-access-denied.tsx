import type { AdminSection } from '@meja/shared/access';
import { PACKAGE_LABELS, upgradeHref } from '@meja/shared/plans';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
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
          <Link to={adminSectionPath(tenant.slug, firstSection)} className={secondaryButtonClass}>
            Buka {ADMIN_SECTION_LABELS[firstSection]}
          </Link>
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
          <Link to={upgradeHref(tenant.package, tenant.slug)} className={primaryButtonClass}>
            Upgrade paket
          </Link>
        ) : null}
        <Link to="/pricing" className={secondaryButtonClass}>
          Bandingkan paket
        </Link>
      </div>
    </div>
  );
}
