import { useMessages } from '../../../i18n/use-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { DiningTablesCard } from './dining-tables-card';
import { KitchenAlarmsCard } from './kitchen-alarms-card';
import { OperationsCard } from './operations-card';
import { PosLinkCard } from './pos-link-card';
import { QrMenuCard } from './qr-menu-card';
import { RestaurantCard } from './restaurant-card';
import { TableCardsCard } from './table-cards-card';
import { TaxCard } from './tax-card';
import { WaOptinCard } from './wa-optin-card';
import { fetchTenantSettings, settingsQueryKey } from './settings-api';
import { settingsMessages } from './settings-messages';

/** /{tenantSlug}/admin/settings (SPEC §2 Admin settings): restaurant admin and super admin. */
export function AdminSettingsPage() {
  return (
    <AdminSectionGate section="settings">
      <SettingsScreen />
    </AdminSectionGate>
  );
}

function SettingsScreen() {
  const settingsTexts = useMessages(settingsMessages);
  const slug = useAdminArea().tenant.slug;
  const settings = useQuery({
    queryKey: settingsQueryKey(slug),
    queryFn: ({ signal }) => fetchTenantSettings(slug, signal),
  });
  // A link to one card (Marketing's '…#wa-optin-title') scrolls to it once the cards are drawn.
  const { hash } = useLocation();
  const loaded = settings.isSuccess;
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div>
      <PageHeading title={settingsTexts.title} description={settingsTexts.description} />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        // One card per file; each keeps its own form, so a card added later saves on its own.
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className="grid min-w-0 gap-6">
            <RestaurantCard tenantSlug={slug} settings={settings.data} />
            <TaxCard tenantSlug={slug} settings={settings.data} />
            <WaOptinCard tenantSlug={slug} settings={settings.data} />
            <OperationsCard tenantSlug={slug} settings={settings.data} />
            {settings.data.kitchenAvailable ? (
              <KitchenAlarmsCard tenantSlug={slug} settings={settings.data} />
            ) : null}
          </div>
          <div className="grid min-w-0 gap-6">
            <QrMenuCard tenantSlug={slug} />
            <DiningTablesCard tenantSlug={slug} />
            <TableCardsCard tenantSlug={slug} />
            <PosLinkCard tenantSlug={slug} />
          </div>
        </div>
      )}
    </div>
  );
}
