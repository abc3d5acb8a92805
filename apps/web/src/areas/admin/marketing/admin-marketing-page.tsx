import { PageHeading } from '../../../components/page-heading';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { LeadsSection } from './leads-section';
import { marketingMessages } from './marketing-messages';

/**
 * /{tenantSlug}/admin/marketing (SPEC §2 Admin marketing, issue 18): restaurant admin and super
 * admin. One section per part; the WhatsApp leads first (broadcasts, the test send and the device
 * connection are later sections of this page).
 */
export function AdminMarketingPage() {
  return (
    <AdminSectionGate section="marketing">
      <MarketingScreen />
    </AdminSectionGate>
  );
}

function MarketingScreen() {
  const t = useMessages(marketingMessages);
  const slug = useAdminArea().tenant.slug;
  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-10">
        <LeadsSection tenantSlug={slug} />
      </div>
    </div>
  );
}
