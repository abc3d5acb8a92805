import { ROLE_LABELS } from '@meja/shared/roles';
import { Link } from 'react-router';
import { useAdminArea } from './admin-area-context';
import { ADMIN_SECTION_LABELS, adminSectionPath } from './admin-sections';
import { DocumentTitle } from '../../components/document-title';

/** Start screen for cashier, kitchen and inventory staff: big buttons to their sections. */
export function StaffStartPanel() {
  const { user, tenant, sections } = useAdminArea();
  return (
    <div>
      <DocumentTitle title={tenant.name} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Halo, {user.name}</h1>
      <p className="mt-2 text-stone-700">
        Anda login sebagai {ROLE_LABELS[user.role]} di {tenant.name}. Pilih halaman kerja Anda:
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section}>
            <Link
              to={adminSectionPath(tenant.slug, section)}
              className="flex min-h-16 items-center justify-between rounded-xl border border-stone-200 bg-(--tenant-accent-soft) px-5 text-lg font-semibold text-(--tenant-accent-text) hover:border-(--tenant-accent)"
            >
              {ADMIN_SECTION_LABELS[section]}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
