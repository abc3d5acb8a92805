import { ROLE_LABELS } from '@meja/shared/roles';
import { Link } from 'react-router';
import { useAdminArea } from './admin-area-context';
import { adminSectionMessages, adminSectionPath } from './admin-sections';
import { DocumentTitle } from '../../components/document-title';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const staffStartPanelMessages = i18n('admin/staff-start-panel', {
  halo: 'Halo, ',
  andaLoginSebagai: 'Anda login sebagai ',
  di: ' di ',
  pilihHalamanKerjaAnda: '. Pilih halaman kerja Anda:',
});

/** Start screen for cashier, kitchen and inventory staff: big buttons to their sections. */
export function StaffStartPanel() {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(staffStartPanelMessages);
  const { user, tenant, sections } = useAdminArea();
  return (
    <div>
      <DocumentTitle title={tenant.name} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">
        {t.halo}
        {user.name}
      </h1>
      <p className="mt-2 text-stone-700">
        {t.andaLoginSebagai}
        {ROLE_LABELS[user.role]} {t.di}
        {tenant.name}
        {t.pilihHalamanKerjaAnda}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section}>
            <Link
              to={adminSectionPath(tenant.slug, section)}
              className="flex min-h-16 items-center justify-between rounded-xl border border-stone-200 bg-(--tenant-accent-soft) px-5 text-lg font-semibold text-(--tenant-accent-text) hover:border-(--tenant-accent)"
            >
              {sectionLabels[section]}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
