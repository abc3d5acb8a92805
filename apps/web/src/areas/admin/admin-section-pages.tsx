import { useMessages } from '../../i18n/use-messages';
import { AreaPlaceholderPage } from '../../components/placeholder-page';
import { AdminSectionGate } from './admin-section-gate';
import { adminSectionMessages } from './admin-sections';

/* The section pages of the tenant admin area. Later issues replace each placeholder with the page. */

export function AdminMarketingPage() {
  const sectionLabels = useMessages(adminSectionMessages);
  return (
    <AdminSectionGate section="marketing">
      <AreaPlaceholderPage title={sectionLabels.marketing} />
    </AdminSectionGate>
  );
}
