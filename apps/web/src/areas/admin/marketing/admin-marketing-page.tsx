import { PageHeading } from '../../../components/page-heading';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { BroadcastForm } from './broadcast-form';
import { BroadcastHistory } from './broadcast-history';
import { LeadsSection } from './leads-section';
import { marketingMessages } from './marketing-messages';
import { TestSendForm } from './test-send-form';
import { WaDeviceCard } from './wa-device-card';

/**
 * /{tenantSlug}/admin/marketing (SPEC §2 Admin marketing, issue 18): restaurant admin and super
 * admin. One section per part, in this order: the WhatsApp device, a new broadcast, the broadcast
 * history, a test message, then the WhatsApp leads.
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
        <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:items-start">
          <WaDeviceCard tenantSlug={slug} />
          <BroadcastForm tenantSlug={slug} />
        </div>
        <BroadcastHistory tenantSlug={slug} />
        <TestSendForm tenantSlug={slug} />
        <LeadsSection tenantSlug={slug} />
      </div>
    </div>
  );
}
