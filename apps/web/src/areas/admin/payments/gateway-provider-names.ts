import type { TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { useMessages } from '../../../i18n/use-messages';
import { gatewayMessages } from './gateway-messages';

/** Each provider's name as the screen shows it. */
export function useGatewayProviderNames(): Record<TenantGatewayProvider, string> {
  const t = useMessages(gatewayMessages);
  return { midtrans: t.providerMidtrans, xendit: t.providerXendit, stripe: t.providerStripe };
}
