import { useQuery } from '@tanstack/react-query';
import { fetchPlatformSettings, platformSettingsQueryKey } from '../../../api/platform-settings-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { BillingCard } from './billing-card';
import { GatewayCard } from './gateway-card';
import { platformSettingsMessages } from './platform-settings-messages';
import { WhatsAppCard } from './whatsapp-card';

/** /super-admin/settings (SPEC §2 'Platform Settings'): one card per part, each saved on its own. */
export function PlatformSettingsPage() {
  const t = useMessages(platformSettingsMessages);
  const settings = useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: ({ signal }) => fetchPlatformSettings(signal),
  });

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className="grid min-w-0 gap-6">
            <BillingCard settings={settings.data} />
          </div>
          <div className="grid min-w-0 gap-6">
            <WhatsAppCard settings={settings.data} />
            <GatewayCard settings={settings.data} />
          </div>
        </div>
      )}
    </div>
  );
}
