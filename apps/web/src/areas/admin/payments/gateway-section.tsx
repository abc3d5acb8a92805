import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { GatewayForm } from './gateway-form';
import { gatewayInUse } from './gateway-form-values';
import { gatewayMessages } from './gateway-messages';
import { useGatewayProviderNames } from './gateway-provider-names';
import { fetchGatewaySetting, gatewaySettingQueryKey } from './gateway-setting-api';

const TITLE_ID = 'payment-gateway-title';

/** 'Gateway pembayaran' (restaurant admin): the restaurant's own Midtrans, Xendit or Stripe account. */
export function GatewaySection({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(gatewayMessages);
  const names = useGatewayProviderNames();
  const setting = useQuery({
    queryKey: gatewaySettingQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchGatewaySetting(tenantSlug, signal),
  });
  const active = setting.isSuccess && gatewayInUse(setting.data) ? setting.data.provider : null;
  return (
    <section aria-labelledby={TITLE_ID} className="space-y-4" data-gateway-section>
      <div>
        <h2 id={TITLE_ID} className="flex flex-wrap items-center gap-2 text-xl font-bold text-stone-900">
          {t.title}
          {setting.isSuccess ? (
            <StatusBadge tone={active ? 'done' : 'neutral'}>
              {active ? t.inUse({ provider: names[active] }) : t.notInUse}
            </StatusBadge>
          ) : null}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.description}</p>
      </div>
      {setting.isPending ? (
        <LoadingState />
      ) : setting.isError ? (
        <QueryError error={setting.error} onRetry={() => void setting.refetch()} />
      ) : (
        <GatewayForm tenantSlug={tenantSlug} setting={setting.data} titleId={TITLE_ID} />
      )}
    </section>
  );
}
