import type { TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { CopyButton } from '../../../components/copy-button';
import { useMessages } from '../../../i18n/use-messages';
import { gatewayMessages } from './gateway-messages';

/** The URL to register at the provider for this restaurant's payment notices, with a copy button. */
export function GatewayWebhookUrl({ provider, url }: { provider: TenantGatewayProvider; url: string }) {
  const t = useMessages(gatewayMessages);
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3" data-gateway-webhook>
      <p className="text-sm font-medium text-stone-800">{t.webhookTitle}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-md border border-stone-200 bg-white px-3 py-2 font-mono text-sm text-stone-900 [overflow-wrap:anywhere]">
          {url}
        </code>
        <div className="shrink-0">
          <CopyButton value={url} label={t.webhookCopy} />
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {
          { midtrans: t.webhookHintMidtrans, xendit: t.webhookHintXendit, stripe: t.webhookHintStripe }[
            provider
          ]
        }
      </p>
    </div>
  );
}
